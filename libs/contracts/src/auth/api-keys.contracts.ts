import Type, { type Static } from 'typebox';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import type { Permission } from '../permissions';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { getMedia, listMedia, uploadMedia } from '../posting/media.contracts';
import { listAccounts } from '../posting/connections.contracts';
import { listGroups } from '../posting/groups.contracts';
import { createPost, getPost, listPosts, updatePost } from '../posting/posts.contracts';

/**
 * API keys: a workspace owner's keys for scripts and agents. A key reads
 * `cdk_<lookup id>_<secret>` and goes in `Authorization: Bearer <key>`; only the SHA-256 of the
 * whole key is kept, found by its lookup id.
 */
export const API_KEY_PREFIX = 'cdk_';
/** `cdk_` + 12 characters of lookup id + `_` + 43 characters of secret (32 random bytes, base64url). */
export const API_KEY_PATTERN = /^cdk_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export const API_KEY_SCOPES = ['posts:read', 'drafts:write', 'posts:schedule', 'media'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const ApiKeyScopeSchema = StringEnum(API_KEY_SCOPES);

/** The routes each scope opens (method and route pattern); a key reaches no other route. */
export const API_KEY_SCOPE_ENDPOINTS: Record<ApiKeyScope, readonly Endpoint[]> = {
  'posts:read': [listPosts, getPost, listAccounts, listGroups],
  // What a key writes waits for a person's approval unless its owner allowed direct scheduling
  // (and the key holds `posts:schedule`).
  'drafts:write': [createPost, updatePost, listAccounts],
  'posts:schedule': [createPost, updatePost, listAccounts],
  media: [listMedia, getMedia, uploadMedia],
};

/** The permissions a key holds for its scopes' routes (never more than these). */
export const API_KEY_SCOPE_PERMISSIONS: Record<ApiKeyScope, readonly Permission[]> = {
  'posts:read': ['Posts', 'GroupManager'],
  'drafts:write': ['Composer'],
  'posts:schedule': ['Composer'],
  media: ['ManageMediaLibrary'],
};

/** Routes a key limited to accounts may not call: a group may hold other accounts. */
export const API_KEY_UNLIMITED_ENDPOINTS: readonly Endpoint[] = [listGroups];

/** Whether a key limited to accounts is refused this route (method and route pattern). */
export function apiKeyNeedsAllAccounts(method: string, routePath: string): boolean {
  return API_KEY_UNLIMITED_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path === routePath);
}

/** Whether a key with these scopes may call this route (method and route pattern). */
export function apiKeyAllows(scopes: readonly string[], method: string, routePath: string): boolean {
  return scopes.some((scope) => (API_KEY_SCOPE_ENDPOINTS[scope as ApiKeyScope] ?? []).some((endpoint) => endpoint.method === method && endpoint.path === routePath));
}

export const API_KEY_ERROR_CODES = {
  /** 404: no key with this id in the caller's workspace. */
  NOT_FOUND: 'API_KEY_NOT_FOUND',
  /** 403: only the workspace owner manages its keys (and never with a key). */
  OWNER_ONLY: 'API_KEY_OWNER_ONLY',
} as const;

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;

export const ApiKey = Type.Object({
  id: Id,
  name: Type.String(),
  /** The key's first characters (`cdk_<lookup id>`), to recognise it; the secret is never shown again. */
  prefix: Type.String(),
  scopes: Type.Array(ApiKeyScopeSchema),
  /** Null: every account of the workspace. */
  accountIds: Type.Union([Type.Array(Id), Type.Null()]),
  expiresAt: Type.Union([IsoDate, Type.Null()]),
  /** What the key schedules goes out without a person's approval (needs `posts:schedule`). */
  directScheduling: Type.Boolean(),
  status: StringEnum(API_KEY_STATUSES),
  lastUsedAt: Type.Union([IsoDate, Type.Null()]),
  revokedAt: Type.Union([IsoDate, Type.Null()]),
  createdAt: IsoDate,
});
export type ApiKey = Static<typeof ApiKey>;

export const CreateApiKeyBody = Strict({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  scopes: Type.Array(ApiKeyScopeSchema, { minItems: 1, maxItems: API_KEY_SCOPES.length, uniqueItems: true }),
  /** Omitted or null: every account of the workspace. */
  accountIds: Type.Optional(Type.Union([Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }), Type.Null()])),
  /** Omitted or null: the key does not expire. */
  expiresAt: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  /** Default false: what the key writes waits for a person's approval (status not_approved). */
  directScheduling: Type.Optional(Type.Boolean()),
});
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;

export const CreatedApiKey = Type.Object({
  key: ApiKey,
  /** The whole key, shown this once. */
  secret: Type.String(),
});
export type CreatedApiKey = Static<typeof CreatedApiKey>;

export const ApiKeyUse = Type.Object({
  method: Type.String(),
  path: Type.String(),
  status: Type.Integer(),
  address: Type.Union([Type.String(), Type.Null()]),
  at: IsoDate,
});
export type ApiKeyUse = Static<typeof ApiKeyUse>;

const tags = ['api-keys'];
const usage =
  'Keys authenticate scripts and agents: send `Authorization: Bearer cdk_…` on the routes of the key\'s scopes (posts:read: GET /api/posts, GET /api/posts/:id, GET /api/accounts, GET /api/groups; drafts:write and posts:schedule: POST /api/posts, PATCH /api/posts/:id; media: GET /api/media, GET /api/media/:id, POST /api/media). A key limited to accounts names only those, and no group. What a key schedules waits for a person\'s approval (status not_approved, marked with the key\'s name) unless the owner allowed direct scheduling on a key with posts:schedule.';

export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/auth/api-keys',
  summary: `The workspace's API keys (owner). ${usage}`,
  tags,
  auth: 'user',
  roles: ROLES.owner,
  permission: 'dashboard',
  response: Type.Array(ApiKey),
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/auth/api-keys',
  summary: 'Create an API key (owner): its secret is in this answer only',
  tags,
  auth: 'user',
  roles: ROLES.owner,
  permission: 'dashboard',
  status: 201,
  body: CreateApiKeyBody,
  response: CreatedApiKey,
});

export const revokeApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/api/auth/api-keys/:id',
  summary: 'Revoke an API key (owner): refused at once in every process',
  tags,
  auth: 'user',
  roles: ROLES.owner,
  permission: 'dashboard',
  params: IdParams,
  response: ApiKey,
});

export const listApiKeyUses = defineEndpoint({
  method: 'GET',
  path: '/api/auth/api-keys/:id/uses',
  summary: "An API key's last 100 uses (owner)",
  tags,
  auth: 'user',
  roles: ROLES.owner,
  permission: 'dashboard',
  params: IdParams,
  response: Type.Array(ApiKeyUse),
});
