import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ListQuery } from '../list-query';
import { StringEnum } from '../schema';
import type { AccountType } from '../posting/account-types';

const tags = ['Settings'];

/** Each network app staff register once for the platform, and the account types it switches on. */
export const NETWORK_APPS = ['x', 'meta', 'linkedin', 'tiktok', 'google', 'pinterest', 'threads', 'wordpress_com'] as const;
export type NetworkAppName = (typeof NETWORK_APPS)[number];

export const NETWORK_APP_NETWORKS: Readonly<Record<NetworkAppName, readonly AccountType[]>> = {
  x: ['twitter'],
  meta: ['facebook', 'facebook_page', 'instagram'],
  linkedin: ['linkedin', 'linkedin-page'],
  tiktok: ['tiktok'],
  google: ['youtube'],
  pinterest: ['pinterest'],
  threads: ['threads'],
  wordpress_com: ['wordpress'],
};

/** A network app as the API shows it: never the secret, only whether one is stored and its last four characters. */
export const NetworkApp = Type.Object({
  app: StringEnum(NETWORK_APPS),
  networks: Type.Array(Type.String()),
  /** stored: entered by staff; environment: the server's variables; none: the networks are off. */
  source: Type.Union([Type.Literal('stored'), Type.Literal('environment'), Type.Literal('none')]),
  client_id: Type.Union([Type.String(), Type.Null()]),
  secret_set: Type.Boolean(),
  secret_last4: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type NetworkApp = Static<typeof NetworkApp>;

const Trimmed = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '^\\S(.*\\S)?$' });

/** A client id and secret; a secret left out keeps the stored one. */
export const NetworkAppBody = Type.Object(
  {
    client_id: Trimmed(500),
    client_secret: Type.Optional(Trimmed(500)),
  },
  { additionalProperties: false },
);
export type NetworkAppBody = Static<typeof NetworkAppBody>;

export const NetworkAppParams = Type.Object({ app: StringEnum(NETWORK_APPS) });

/** One change of a setting: who, when, which fields (never their values). */
export const SettingsAuditEntry = Type.Object({
  id: Type.Integer(),
  area: Type.String(),
  key: Type.String(),
  action: Type.Union([Type.Literal('saved'), Type.Literal('removed')]),
  fields: Type.Array(Type.String()),
  actor_id: Type.Integer(),
  actor_name: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});
export type SettingsAuditEntry = Static<typeof SettingsAuditEntry>;

export const SettingsAuditQuery = ListQuery({ orderBy: ['id'] });
export type SettingsAuditQuery = Static<typeof SettingsAuditQuery>;

export const listNetworkApps = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/network-apps',
  summary: 'Each network app: where its credentials come from, whether its networks are on (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  response: Type.Array(NetworkApp),
});

export const saveNetworkApp = defineEndpoint({
  method: 'PUT',
  path: '/api/accounts/network-apps/:app',
  summary: "Store a network app's client id and secret (encrypted); its networks switch on at once (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  params: NetworkAppParams,
  body: NetworkAppBody,
  response: NetworkApp,
});

export const removeNetworkApp = defineEndpoint({
  method: 'DELETE',
  path: '/api/accounts/network-apps/:app',
  summary: "Remove a network app's stored credentials (the server's variables apply again) (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  params: NetworkAppParams,
  response: NetworkApp,
});

export const listNetworkAppsAudit = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/network-apps/audit',
  summary: 'Who changed which network app and when, newest first (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  query: SettingsAuditQuery,
  response: SettingsAuditEntry,
  paged: true,
});
