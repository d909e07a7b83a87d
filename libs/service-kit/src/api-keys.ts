import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PATTERN, API_KEY_SCOPE_PERMISSIONS, type ApiKeyScope, type Permission } from '@cadence/contracts';
import type { Sql } from '@cadence/db';
import type { Revocations } from './revocations';

/** What a valid key stands for. */
export interface ApiKeyGrant {
  id: number;
  workspaceId: number;
  /** The owner who created it: requests run as them, within the key's scopes. */
  userId: number;
  /** The key's name, recorded on what it writes. */
  name: string;
  scopes: ApiKeyScope[];
  /** Null: every account of the workspace. */
  accountIds: number[] | null;
  expiresAt: Date | null;
  /** The owner let what the key schedules go out without a person's approval. */
  directScheduling: boolean;
}

export interface ApiKeyAuthority {
  /** The key's grant, or null when it is unknown, wrong, expired or revoked. */
  resolve(key: string): Promise<ApiKeyGrant | null>;
  /** Logs one use and the key's last use (after the answer; failures only logged). */
  recordUse(use: { keyId: number; method: string; path: string; status: number; address: string | null }): Promise<void>;
}

/** The session id under which a key's revocation is announced (the kit's revocations). */
export const apiKeySession = (keyId: number) => `apikey-${keyId}`;

/** How long a key read from the database is trusted; a revocation is held in memory longer. */
export const API_KEY_CACHE_MS = 30_000;
/** The revocation's lifetime in memory: past the cache, the database says revoked. */
export const API_KEY_REVOCATION_TTL_SECONDS = 120;

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

interface Row {
  id: number;
  workspace_id: number;
  created_by: number;
  name: string;
  direct_scheduling: boolean;
  secret_hash: string;
  scopes: string[];
  account_ids: number[] | null;
  /** Text or a Date: the pool's timestamp parsing is drizzle's. */
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Authenticates API keys; absent in a process without the database. */
    apiKeys: ApiKeyAuthority | null;
  }
  interface FastifyRequest {
    /** Set when the request authenticated with an API key. */
    apiKey: ApiKeyGrant | null;
  }
}

/**
 * Keys are kept by auth (`auth.api_keys`, only the SHA-256 of the whole key) and read here by
 * their lookup id in every process, cached briefly; a revoked key is refused at once through
 * the revocations every process holds in memory.
 */
export function createApiKeyAuthority(options: { sql: Sql; revocations: Revocations; now?: () => number }): ApiKeyAuthority {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { row: Row | null; at: number }>();

  async function rowOf(lookupId: string): Promise<Row | null> {
    const held = cache.get(lookupId);
    if (held && now() - held.at < API_KEY_CACHE_MS) return held.row;
    const rows = await options.sql<Row[]>`
      select id, workspace_id, created_by, name, direct_scheduling, secret_hash, scopes, account_ids, expires_at, revoked_at
      from auth.api_keys where lookup_id = ${lookupId}`;
    const row = rows[0] ?? null;
    if (cache.size >= 1000) cache.clear();
    cache.set(lookupId, { row, at: now() });
    return row;
  }

  return {
    async resolve(key) {
      const match = API_KEY_PATTERN.exec(key);
      if (!match) return null;
      const row = await rowOf(match[1] as string);
      if (!row) return null;
      const given = Buffer.from(hashApiKey(key), 'hex');
      const kept = Buffer.from(row.secret_hash, 'hex');
      if (given.length !== kept.length || !timingSafeEqual(given, kept)) return null;
      if (row.revoked_at) return null;
      const expiresAt = row.expires_at === null ? null : new Date(row.expires_at);
      if (expiresAt && !(expiresAt.getTime() > now())) return null;
      const t = Math.floor(now() / 1000) + 1;
      if (options.revocations.isRevoked({ userId: row.created_by, workspaceId: row.workspace_id, sessionId: apiKeySession(row.id), issuedAt: t })) return null;
      return {
        id: row.id,
        workspaceId: row.workspace_id,
        userId: row.created_by,
        name: row.name,
        scopes: row.scopes.filter((scope): scope is ApiKeyScope => scope in API_KEY_SCOPE_PERMISSIONS),
        accountIds: row.account_ids,
        expiresAt,
        directScheduling: row.direct_scheduling === true,
      };
    },
    async recordUse(use) {
      await options.sql`
        with used as (update auth.api_keys set last_used_at = now() where id = ${use.keyId} returning id)
        insert into auth.api_key_uses (key_id, method, path, status, address)
        select id, ${use.method}, ${use.path}, ${use.status}, ${use.address} from used`;
    },
  };
}

/** The permissions a key's scopes give. */
export function apiKeyPermissions(scopes: readonly ApiKeyScope[]): Permission[] {
  return [...new Set(scopes.flatMap((scope) => API_KEY_SCOPE_PERMISSIONS[scope]))];
}

/** Installs the authority and the hook that logs each use of a key once answered. */
export function installApiKeys(app: FastifyInstance, authority: ApiKeyAuthority | null): void {
  app.decorate('apiKeys', authority);
  app.decorateRequest('apiKey', null);
  if (!authority) return;
  // Synchronous: every request passes here, and only those made with a key have work to do
  // (written once the answer is sent, as before; its failure logged).
  app.addHook('onResponse', (request: FastifyRequest, reply, done) => {
    const key = request.apiKey;
    if (key) {
      void authority
        .recordUse({ keyId: key.id, method: request.method, path: request.routeOptions.url ?? request.url.split('?')[0] ?? '', status: reply.statusCode, address: request.ip ?? null })
        .catch((error: unknown) => request.log.error({ err: error }, 'recording an API key use failed'));
    }
    done();
  });
}

/**
 * The account ids a request names (body or query `accountIds` / `accountId`): a key limited to
 * accounts may name only those, and no group (a group may hold others).
 */
export function accountsNamed(request: FastifyRequest): { accountIds: number[]; groups: boolean } {
  const ids: number[] = [];
  let groups = false;
  for (const source of [request.body, request.query]) {
    if (!source || typeof source !== 'object') continue;
    const record = source as Record<string, unknown>;
    const list = record.accountIds;
    if (Array.isArray(list)) for (const id of list) ids.push(Number(id));
    if (record.accountId !== undefined && record.accountId !== null) ids.push(Number(record.accountId));
    if (Array.isArray(record.groupIds) && record.groupIds.length > 0) groups = true;
    if (Array.isArray(record.overrides)) for (const override of record.overrides as { accountId?: unknown }[]) if (override?.accountId !== undefined) ids.push(Number(override.accountId));
  }
  return { accountIds: ids, groups };
}
