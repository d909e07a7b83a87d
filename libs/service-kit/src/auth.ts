import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { API_KEY_PREFIX, apiKeyAllows, apiKeyNeedsAllAccounts, isPermission, isWorkspaceRole, type Permission, type RouteRoles, type WorkspaceRole } from '@cadence/contracts';
import { accountsNamed, apiKeyPermissions } from './api-keys';
import { commonErrors } from './errors';
import { createRevocations, type Revocations } from './revocations';

/** What a verified access token says about its bearer. */
export interface Principal {
  userId: number;
  workspaceId: number | null;
  roleIds: number[];
  permissions: Permission[];
  /** The caller's role in that workspace; null without a workspace. */
  workspaceRole: WorkspaceRole | null;
}

/** The claims auth signs into an access token. */
export interface AccessClaims {
  sub: string;
  wid: number | null;
  rid: number[];
  perms: string[];
  /** The role in the workspace `wid`. */
  wrole?: WorkspaceRole | null;
  /** The session (refresh-token family), so one session can be revoked. */
  fam?: string;
  /** Issued at and expiry, in seconds (set when signing). */
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Sessions, users and memberships revoked before their tokens expire. */
    revocations: Revocations;
  }
}

export interface JwtKeys {
  publicKey: string;
  /** Only the auth service holds it. */
  privateKey?: string | undefined;
}

export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';

/** Verification with the public key (every service); signing only where the private key is. */
export async function installJwt(app: FastifyInstance, keys: JwtKeys, revocations: Revocations = createRevocations({ redis: null, publicKey: keys.publicKey })): Promise<void> {
  await app.register(fastifyJwt, {
    secret: keys.privateKey ? { private: keys.privateKey, public: keys.publicKey } : { public: keys.publicKey },
    sign: { algorithm: ACCESS_TOKEN_ALGORITHM },
    // Verified tokens are cached (LRU, 1,000, at most a minute and never past their expiry): a
    // signature check is the costliest step of an authenticated request.
    // A token without an expiry would outlive every revocation: refused.
    verify: { algorithms: [ACCESS_TOKEN_ALGORITHM], cache: 1000, cacheTTL: 60_000, requiredClaims: ['exp'] },
  });
  app.decorateRequest('principal', null);
  app.decorate('revocations', revocations);
}

/** Verifies the bearer token and sets request.principal; 401 in the error envelope otherwise. */
export async function authenticate(request: FastifyRequest): Promise<Principal> {
  if (request.principal) return request.principal;
  const authorization = request.headers.authorization;
  if (!authorization) throw commonErrors.UNAUTHENTICATED();
  if (authorization.startsWith(`Bearer ${API_KEY_PREFIX}`)) return authenticateKey(request, authorization.slice('Bearer '.length).trim());
  let claims: AccessClaims;
  try {
    claims = await request.jwtVerify<AccessClaims>();
  } catch {
    throw commonErrors.UNAUTHENTICATED('Your session has expired or is not valid; sign in again');
  }
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId) || userId < 1) throw commonErrors.UNAUTHENTICATED();
  const workspaceId = claims.wid ?? null;
  if (request.server.revocations.isRevoked({ userId, workspaceId, sessionId: claims.fam, issuedAt: claims.iat ?? 0 })) {
    throw commonErrors.UNAUTHENTICATED('Your session has ended; sign in again');
  }
  request.principal = {
    userId,
    workspaceId,
    roleIds: Array.isArray(claims.rid) ? claims.rid : [],
    permissions: (Array.isArray(claims.perms) ? claims.perms : []).filter(isPermission),
    workspaceRole: workspaceId !== null && isWorkspaceRole(claims.wrole) ? claims.wrole : null,
  };
  return request.principal;
}

/**
 * An API key (`Authorization: Bearer cdk_…`): valid, not expired nor revoked, and only on the
 * routes its scopes open, for the accounts it is limited to. It acts as its owner in the key's
 * workspace with the scopes' permissions alone, and writes as a contributor: what it schedules
 * waits for a person's approval, unless the owner allowed direct scheduling on a key that holds
 * `posts:schedule` (then it writes as an editor).
 */
async function authenticateKey(request: FastifyRequest, key: string): Promise<Principal> {
  const grant = await request.server.apiKeys?.resolve(key);
  if (!grant) throw commonErrors.UNAUTHENTICATED('This API key is not valid, has expired or was revoked');
  request.apiKey = grant;
  if (!apiKeyAllows(grant.scopes, request.method, request.routeOptions.url ?? '')) {
    throw commonErrors.FORBIDDEN("This API key's scopes do not open this route");
  }
  if (grant.accountIds) {
    const allowed = new Set(grant.accountIds);
    const named = accountsNamed(request);
    if (named.groups || apiKeyNeedsAllAccounts(request.method, request.routeOptions.url ?? '')) throw commonErrors.FORBIDDEN('This API key is limited to accounts: name them, not groups');
    const outside = named.accountIds.find((id) => !allowed.has(id));
    if (outside !== undefined) throw commonErrors.FORBIDDEN(`This API key does not reach account ${outside}`);
  }
  const permissions = apiKeyPermissions(grant.scopes);
  const wrole: WorkspaceRole = grant.directScheduling && grant.scopes.includes('posts:schedule') ? 'editor' : 'contributor';
  request.user = { sub: String(grant.userId), wid: grant.workspaceId, rid: [], perms: permissions, wrole };
  request.principal = { userId: grant.userId, workspaceId: grant.workspaceId, roleIds: [], permissions, workspaceRole: wrole };
  return request.principal;
}

export function hasPermission(principal: Principal, permission: Permission): boolean {
  return principal.permissions.includes(permission);
}

/** The permission guard by specification name: 403 without it. */
export function requirePermission(principal: Principal, permission: Permission | readonly Permission[]): void {
  const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  if (!anyOf.some((name) => hasPermission(principal, name))) {
    throw commonErrors.FORBIDDEN(`This needs the ${anyOf.join(' or ')} permission`);
  }
}

/**
 * The route's workspace roles: a caller acting in a workspace must hold one of them (403
 * otherwise). A caller without a workspace (staff) passes here; routes that need one say so.
 */
export function requireRole(principal: Principal, roles: RouteRoles): void {
  if (roles === 'none' || principal.workspaceId === null) return;
  const role = principal.workspaceRole;
  if (role !== null && roles.includes(role)) return;
  throw commonErrors.ROLE_FORBIDDEN(role === null ? 'This needs a role in the workspace' : `Your role in this workspace (${role}) does not allow this; it needs one of: ${roles.join(', ')}`);
}

/** The caller's workspace, which scopes every query on client-owned data. */
export function requireWorkspace(principal: Principal): number {
  if (principal.workspaceId === null) throw commonErrors.FORBIDDEN('This needs a workspace');
  return principal.workspaceId;
}
