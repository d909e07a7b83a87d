import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Email } from '../schema';
import { SettingsAuditEntry, SettingsAuditQuery } from './network-apps.contracts';

const tags = ['Settings'];

export const SOCIAL_LINKS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok'] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];

const HttpsUrl = Type.String({ maxLength: 500, pattern: '^https://[^\\s]+$' });
const NullableText = Type.Union([Type.String(), Type.Null()]);
const OptionalLink = Type.Union([Type.Literal(''), HttpsUrl]);

export const SiteSettings = Type.Object({
  site_name: Type.String(),
  contact_email: Type.Union([Type.String(), Type.Null()]),
  social: Type.Object({
    facebook: NullableText,
    instagram: NullableText,
    x: NullableText,
    linkedin: NullableText,
    youtube: NullableText,
    tiktok: NullableText,
  }),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type SiteSettings = Static<typeof SiteSettings>;

export const SiteSettingsBody = Type.Object(
  {
    site_name: Type.String({ minLength: 1, maxLength: 60, pattern: '^\\S(.*\\S)?$' }),
    contact_email: Type.Union([Type.Literal(''), Email]),
    social: Type.Object(
      {
        facebook: Type.Optional(OptionalLink),
        instagram: Type.Optional(OptionalLink),
        x: Type.Optional(OptionalLink),
        linkedin: Type.Optional(OptionalLink),
        youtube: Type.Optional(OptionalLink),
        tiktok: Type.Optional(OptionalLink),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type SiteSettingsBody = Static<typeof SiteSettingsBody>;

export const getPublicSiteSettings = defineEndpoint({
  method: 'GET',
  path: '/api/site-settings/public',
  summary: "The site's name, contact e-mail and social links the public site shows (public)",
  tags,
  auth: 'public',
  response: SiteSettings,
});

export const getSiteSettings = defineEndpoint({
  method: 'GET',
  path: '/api/site-settings',
  summary: "The public site's name, contact e-mail and social links (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  response: SiteSettings,
});

export const saveSiteSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/site-settings',
  summary: "Save the public site's name, contact e-mail and social links (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  body: SiteSettingsBody,
  response: SiteSettings,
});

export const listSiteSettingsAudit = defineEndpoint({
  method: 'GET',
  path: '/api/site-settings/audit',
  summary: 'Who changed the website settings and when, newest first (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  query: SettingsAuditQuery,
  response: SettingsAuditEntry,
  paged: true,
});
