import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { defineEvent } from '../event';
import { ListQuery } from '../list-query';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { AccountTypeSchema, CONNECTION_HEALTH } from './account-types';

/** Days before a token's end from which a connection shows as expiring. */
export const EXPIRING_WITHIN_DAYS = 7;

export const CONNECTION_ERROR_CODES = {
  /** 404: no account with this id in the caller's workspace. */
  NOT_FOUND: 'POSTING_ACCOUNT_NOT_FOUND',
  /** 409: the network is switched off on this server (its credentials are not configured). */
  NETWORK_OFF: 'POSTING_NETWORK_OFF',
  /** 409: the plan's social profile limit is reached; upgrade the plan or disconnect a profile. */
  PROFILE_LIMIT: 'POSTING_PROFILE_LIMIT',
  /** 400: the network refused the credentials or the grant; the message is the network's. */
  NETWORK_REFUSED: 'POSTING_NETWORK_REFUSED',
  /** 400: the connect link expired or was already used; start again. */
  STATE_INVALID: 'POSTING_CONNECT_STATE_INVALID',
  /** 404: the profile choice expired, was already made, or belongs to someone else. */
  SELECTION_NOT_FOUND: 'POSTING_SELECTION_NOT_FOUND',
  /** 409: the account to reconnect is another network's or another profile. */
  RECONNECT_MISMATCH: 'POSTING_RECONNECT_MISMATCH',
} as const;

export const ACCOUNT_STATUSES = ['active', 'broken', 'disconnected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const AccountStatusSchema = StringEnum(ACCOUNT_STATUSES);

export const ConnectionMethodSchema = StringEnum(['oauth2', 'app-password']);

/** One field of an app-password form (Bluesky handle, WordPress site URL...). */
export const NetworkField = Type.Object({
  name: Type.String(),
  label: Type.String(),
  secret: Type.Boolean(),
  placeholder: Type.Optional(Type.String()),
  required: Type.Boolean(),
});
export type NetworkField = Static<typeof NetworkField>;

/** A network as this server offers it: on when its credentials are configured. */
export const Network = Type.Object({
  type: AccountTypeSchema,
  enabled: Type.Boolean(),
  method: ConnectionMethodSchema,
  fields: Type.Array(NetworkField),
  /** false: users connect it with their own credentials and the server needs nothing (Bluesky, self-hosted WordPress). */
  needsSetup: Type.Boolean(),
  /** The variables an operator sets to switch it on: shown to staff only (empty when on, and always for clients). */
  missing: Type.Array(Type.String()),
});
export type Network = Static<typeof Network>;

export const AccountHealth = Type.Object({
  state: StringEnum(CONNECTION_HEALTH),
  /** When the connection stops working unless renewed (expiring), else null. */
  expiresAt: Type.Union([IsoDate, Type.Null()]),
  /** The network's own message (broken), else null. */
  message: Type.Union([Type.String(), Type.Null()]),
});
export type AccountHealth = Static<typeof AccountHealth>;

/** A connected social account; its tokens never leave the server. */
export const SocialAccount = Type.Object({
  id: Id,
  type: AccountTypeSchema,
  externalId: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  status: AccountStatusSchema,
  health: AccountHealth,
  /** The fields it was connected with that are not secret (site URL, user name, handle, PDS URL), to fill the Reconnect form. */
  connectFields: Type.Record(Type.String(), Type.String()),
  connectedBy: Id,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type SocialAccount = Static<typeof SocialAccount>;

export const AccountListQuery = ListQuery({
  orderBy: ['id', 'name', 'type', 'createdAt'],
  defaultLimit: 100,
  filters: {
    type: Type.Optional(AccountTypeSchema),
    /** Default: active and broken (disconnected ones only when asked). */
    status: Type.Optional(AccountStatusSchema),
  },
});
export type AccountListQuery = Static<typeof AccountListQuery>;

/** The plan's social profiles: connected (active or broken) of the limit. */
export const ProfileUsage = Type.Object({
  used: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 0 }),
  plan: Type.String(),
});
export type ProfileUsage = Static<typeof ProfileUsage>;

export const ConnectTypeParams = Strict({ type: AccountTypeSchema });

/** OAuth networks take no fields; app-password networks take theirs (see Network.fields). */
export const ConnectBody = Strict({
  fields: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' }), Type.String({ maxLength: 2000 }), { maxProperties: 10 })),
});
export type ConnectBody = Static<typeof ConnectBody>;

/** Either the network's consent screen to open, or the account connected at once (app password). */
export const ConnectResult = Type.Union([
  Type.Object({ kind: Type.Literal('redirect'), authorizationUrl: Type.String() }),
  Type.Object({ kind: Type.Literal('connected'), account: SocialAccount }),
]);
export type ConnectResult = Static<typeof ConnectResult>;

/** Where the network sends the browser back (OAuth 2 redirect). */
export const CallbackQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 4000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type CallbackQuery = Static<typeof CallbackQuery>;

/** What /manage_platform receives from the callback, as query parameters. */
export const CONNECT_OUTCOMES = ['connected', 'select', 'error'] as const;

export const SelectionParams = Strict({ id: Type.String({ format: 'uuid' }) });

export const SelectableProfile = Type.Object({
  externalId: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  /** Already connected in this workspace (choosing it again updates it). */
  connected: Type.Boolean(),
});

export const Selection = Type.Object({
  id: Type.String(),
  type: AccountTypeSchema,
  profiles: Type.Array(SelectableProfile),
  expiresAt: IsoDate,
});
export type Selection = Static<typeof Selection>;

export const SelectProfilesBody = Strict({
  externalIds: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 100, uniqueItems: true }),
});
export type SelectProfilesBody = Static<typeof SelectProfilesBody>;

const tags = ['accounts'];

export const listNetworks = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/networks',
  summary: 'The twelve account types: on or off on this server, how each connects, its form fields',
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'ManagePlatform',
  response: Type.Array(Network),
});

export const listAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/accounts',
  summary: "Connected accounts of the caller's workspace with their health (also for the composer's and group manager's pickers)",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: ['ManagePlatform', 'Composer', 'GroupManager', 'Posts'],
  query: AccountListQuery,
  response: SocialAccount,
  paged: true,
});

export const getProfileUsage = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/usage',
  summary: "Social profiles connected of the plan's limit",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'ManagePlatform',
  response: ProfileUsage,
});

export const connectAccount = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/connect/:type',
  summary: "Start an OAuth connection (the network's consent URL) or connect with an app password",
  tags,
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManagePlatform',
  params: ConnectTypeParams,
  body: ConnectBody,
  response: ConnectResult,
});

export const reconnectAccount = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/:id/reconnect',
  summary: 'Renew the grant of an account (same flow as connecting; it does not count twice)',
  tags,
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManagePlatform',
  params: IdParams,
  body: ConnectBody,
  response: ConnectResult,
});

export const oauthCallback = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/callback',
  summary: 'OAuth 2 redirect target: exchanges the code, then sends the browser to /manage_platform',
  tags,
  auth: 'public',
  query: CallbackQuery,
  response: Type.Null(),
});

export const getSelection = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/selections/:id',
  summary: 'The pages, organisations or channels a grant reaches, to choose which to connect',
  tags,
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManagePlatform',
  params: SelectionParams,
  response: Selection,
});

export const selectProfiles = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/selections/:id',
  summary: 'Connect the chosen profiles of a grant',
  tags,
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManagePlatform',
  params: SelectionParams,
  body: SelectProfilesBody,
  status: 201,
  response: Type.Array(SocialAccount),
});

export const disconnectAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/accounts/:id',
  summary: "Disconnect an account: its tokens are wiped and its posts' pending targets are cancelled",
  tags,
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManagePlatform',
  params: IdParams,
  response: SocialAccount,
});

const AccountFacts = {
  accountId: Type.Integer(),
  workspaceId: Type.Integer(),
  type: AccountTypeSchema,
  name: Type.String(),
  /** Users to tell (who connected it, who acted). */
  userIds: Type.Array(Type.Integer()),
};

/** An account was connected, or reconnected after being broken or disconnected. */
export const accountConnected = defineEvent({
  name: 'posting.account.connected',
  version: 1,
  payload: Type.Object({ ...AccountFacts, reconnected: Type.Boolean() }),
  key: (payload) => String(payload.accountId),
});

/** An account was disconnected: posts waiting to publish on it cannot, with `reason` as the outcome. */
export const accountDisconnected = defineEvent({
  name: 'posting.account.disconnected',
  version: 1,
  payload: Type.Object({ ...AccountFacts, reason: Type.String() }),
  key: (payload) => String(payload.accountId),
});

/** The network revoked the grant or the account is gone: reconnect it. `message` is the network's. */
export const accountBroken = defineEvent({
  name: 'posting.account.broken',
  version: 1,
  payload: Type.Object({ ...AccountFacts, message: Type.String() }),
  key: (payload) => String(payload.accountId),
});
