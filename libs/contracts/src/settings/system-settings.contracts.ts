import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { LANGUAGES } from '../meta.contracts';
import { Email, StringEnum } from '../schema';
import { SettingsAuditEntry, SettingsAuditQuery } from './network-apps.contracts';

const tags = ['Settings'];

const Trimmed = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '^\\S(.*\\S)?$' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The pages a person may land on after signing in. */
export const LANDING_PAGES = ['/dashboard', '/calendar', '/posts', '/social-accounts', '/analytics'] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

/** 0 Sunday, 1 Monday, 6 Saturday. */
export const WEEK_START_DAYS = [0, 1, 6] as const;
const WeekStart = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(6)]);

/** The mail server as the API shows it: never the password, only whether one is stored. */
export const SmtpSettings = Type.Object({
  host: Type.String(),
  port: Type.Integer(),
  /** true: TLS from the start (smtps, usually 465); false: STARTTLS when offered. */
  secure: Type.Boolean(),
  user: Nullable(Type.String()),
  password_set: Type.Boolean(),
  from: Type.String(),
});
export type SmtpSettings = Static<typeof SmtpSettings>;

/** Where uploaded media is kept and its limits: facts from the server's configuration. */
export const StorageFacts = Type.Object({
  driver: Type.String(),
  location: Type.String(),
  max_upload_bytes: Type.Integer(),
});

export const SystemSettings = Type.Object({
  platform_name: Type.String(),
  default_language: StringEnum(LANGUAGES),
  logo_url: Nullable(Type.String()),
  /** stored: saved here; environment: the server's SMTP_URL; none: mails are kept, not sent. */
  mail_source: Type.Union([Type.Literal('stored'), Type.Literal('environment'), Type.Literal('none')]),
  smtp: Nullable(SmtpSettings),
  storage: StorageFacts,
  updated_at: Nullable(Type.String({ format: 'date-time' })),
});
export type SystemSettings = Static<typeof SystemSettings>;

/** The platform's name, language and mail server; a password left out keeps the stored one; smtp_host empty removes the mail server. */
export const SystemSettingsBody = Type.Object(
  {
    platform_name: Trimmed(60),
    default_language: StringEnum(LANGUAGES),
    smtp_host: Type.Optional(Type.Union([Type.Literal(''), Type.String({ maxLength: 253, pattern: '^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$' })])),
    smtp_port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
    smtp_secure: Type.Optional(Type.Boolean()),
    smtp_user: Type.Optional(Type.String({ maxLength: 254 })),
    smtp_password: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    mail_from: Type.Optional(Type.Union([Type.Literal(''), Email])),
  },
  { additionalProperties: false },
);
export type SystemSettingsBody = Static<typeof SystemSettingsBody>;

export const TestMailBody = Type.Object({ to: Email }, { additionalProperties: false });
export type TestMailBody = Static<typeof TestMailBody>;
export const TestMailResult = Type.Object({ sent: Type.Boolean(), to: Type.String() });

export const DashboardSettings = Type.Object({
  landing_page: StringEnum(LANDING_PAGES),
  week_starts_on: WeekStart,
  updated_at: Nullable(Type.String({ format: 'date-time' })),
});
export type DashboardSettings = Static<typeof DashboardSettings>;

export const DashboardSettingsBody = Type.Object(
  {
    landing_page: StringEnum(LANDING_PAGES),
    week_starts_on: WeekStart,
  },
  { additionalProperties: false },
);
export type DashboardSettingsBody = Static<typeof DashboardSettingsBody>;

/** What every screen may know, signed in or not. */
export const PublicPlatformSettings = Type.Object({
  platform_name: Type.String(),
  default_language: StringEnum(LANGUAGES),
  logo_url: Nullable(Type.String()),
  landing_page: StringEnum(LANDING_PAGES),
  week_starts_on: WeekStart,
});
export type PublicPlatformSettings = Static<typeof PublicPlatformSettings>;

export const getPublicPlatformSettings = defineEndpoint({
  method: 'GET',
  path: '/api/settings/platform',
  summary: "The platform's name, logo, default language, landing page and first day of the week (public)",
  tags,
  auth: 'public',
  response: PublicPlatformSettings,
});

export const getSystemSettings = defineEndpoint({
  method: 'GET',
  path: '/api/settings/system',
  summary: "The platform's name, logo, default language, mail server (never its password) and storage (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  response: SystemSettings,
});

export const saveSystemSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/settings/system',
  summary: "Save the platform's name, default language and mail server (the password encrypted); every process uses it within seconds (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  body: SystemSettingsBody,
  response: SystemSettings,
});

export const uploadPlatformLogo = defineEndpoint({
  method: 'POST',
  path: '/api/settings/system/logo',
  summary: "Upload the platform's logo (PNG, JPEG, WebP or GIF, up to 1 MB; multipart field `logo`) (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  response: SystemSettings,
});

export const removePlatformLogo = defineEndpoint({
  method: 'DELETE',
  path: '/api/settings/system/logo',
  summary: "Remove the platform's logo (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  response: SystemSettings,
});

export const sendTestMail = defineEndpoint({
  method: 'POST',
  path: '/api/settings/system/test-mail',
  summary: 'Send a test mail through the mail server in use now (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  body: TestMailBody,
  response: TestMailResult,
});

export const listSystemSettingsAudit = defineEndpoint({
  method: 'GET',
  path: '/api/settings/system/audit',
  summary: 'Who changed the system settings and when, newest first (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  query: SettingsAuditQuery,
  response: SettingsAuditEntry,
  paged: true,
});

export const getDashboardSettings = defineEndpoint({
  method: 'GET',
  path: '/api/settings/dashboard',
  summary: 'The landing page after sign-in and the first day of the week (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'DashboardSetting',
  response: DashboardSettings,
});

export const saveDashboardSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/settings/dashboard',
  summary: 'Save the landing page after sign-in and the first day of the week (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'DashboardSetting',
  body: DashboardSettingsBody,
  response: DashboardSettings,
});

export const listDashboardSettingsAudit = defineEndpoint({
  method: 'GET',
  path: '/api/settings/dashboard/audit',
  summary: 'Who changed the dashboard settings and when, newest first (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'DashboardSetting',
  query: SettingsAuditQuery,
  response: SettingsAuditEntry,
  paged: true,
});
