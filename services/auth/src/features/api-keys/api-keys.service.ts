import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKey, type ApiKeyScope, type ApiKeyUse, type CreateApiKeyBody, type CreatedApiKey } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { API_KEY_REVOCATION_TTL_SECONDS, apiKeySession, commonErrors, defineErrors, hashApiKey, requireWorkspace, type Principal, type Revocations } from '@cadence/service-kit';
import * as repo from './api-keys.repository';

/** Codes documented in API_KEY_ERROR_CODES (libs/contracts). */
export const apiKeyErrors = defineErrors('API_KEY', {
  NOT_FOUND: [404, 'API key not found'],
  OWNER_ONLY: [403, 'Only the workspace owner manages its API keys'],
});

const USES_SHOWN = 100;

function toApiKey(row: repo.ApiKeyRow, now = new Date()): ApiKey {
  const status = row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_PREFIX}${row.lookupId}`,
    scopes: row.scopes as ApiKeyScope[],
    accountIds: row.accountIds ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    directScheduling: row.directScheduling,
    status,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's workspace when they own it (a key never manages keys: its scopes do not open these routes). */
async function ownedWorkspace(db: Database, principal: Principal): Promise<number> {
  const workspaceId = requireWorkspace(principal);
  if ((await repo.ownerOf(db, workspaceId)) !== principal.userId) throw apiKeyErrors.OWNER_ONLY();
  return workspaceId;
}

export async function list(db: Database, principal: Principal): Promise<ApiKey[]> {
  const workspaceId = await ownedWorkspace(db, principal);
  const now = new Date();
  return (await repo.listKeys(db, workspaceId)).map((row) => toApiKey(row, now));
}

export async function create(db: Database, principal: Principal, body: CreateApiKeyBody, now = new Date()): Promise<CreatedApiKey> {
  const workspaceId = await ownedWorkspace(db, principal);
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  const problems: { field: string; message: string }[] = [];
  if (expiresAt && expiresAt <= now) problems.push({ field: 'expiresAt', message: 'Choose a time in the future' });
  // Direct scheduling lets what the key schedules skip approval: it means nothing without the
  // scope that schedules.
  if (body.directScheduling === true && !body.scopes.includes('posts:schedule')) {
    problems.push({ field: 'directScheduling', message: 'needs the posts:schedule scope' });
  }
  if (body.accountIds) {
    const foreign = await repo.accountsOfOtherWorkspaces(db, workspaceId, body.accountIds);
    if (foreign.length > 0) problems.push({ field: 'accountIds', message: `${foreign.length === 1 ? 'account' : 'accounts'} ${foreign.join(', ')} ${foreign.length === 1 ? 'is not an account' : 'are not accounts'} of this workspace` });
  }
  if (problems.length > 0) {
    throw commonErrors.VALIDATION_FAILED(problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '), problems);
  }
  const lookupId = randomBytes(6).toString('hex');
  const secret = `${API_KEY_PREFIX}${lookupId}_${randomBytes(32).toString('base64url')}`;
  const row = await repo.insertKey(db, {
    workspaceId,
    createdBy: principal.userId,
    name: body.name.trim() || 'API key',
    lookupId,
    secretHash: hashApiKey(secret),
    scopes: [...body.scopes],
    accountIds: body.accountIds ?? null,
    expiresAt,
    directScheduling: body.directScheduling === true,
  });
  return { key: toApiKey(row, now), secret };
}

/** Revokes a key: the database says so, and every process refuses it at once from memory. */
export async function revoke(db: Database, revocations: Revocations, principal: Principal, id: number): Promise<ApiKey> {
  const workspaceId = await ownedWorkspace(db, principal);
  const row = await repo.revokeKey(db, workspaceId, id);
  if (!row) throw apiKeyErrors.NOT_FOUND();
  await revocations.revoke({ sessions: [apiKeySession(row.id)], ttlSeconds: API_KEY_REVOCATION_TTL_SECONDS });
  return toApiKey(row);
}

export async function uses(db: Database, principal: Principal, id: number): Promise<ApiKeyUse[]> {
  const workspaceId = await ownedWorkspace(db, principal);
  if (!(await repo.findKey(db, workspaceId, id))) throw apiKeyErrors.NOT_FOUND();
  return (await repo.listUses(db, id, USES_SHOWN)).map((use) => ({ method: use.method, path: use.path, status: use.status, address: use.address, at: use.at.toISOString() }));
}

/**
 * A user's keys die with their access: banned or disabled (every workspace), or no longer a
 * member of a workspace (that workspace's keys). Revoked in the caller's transaction, so a
 * restart or a cache miss reads them revoked, and announced through the revocations as a
 * revoked key is, so every process refuses them from its next request.
 */
export async function revokeKeysOf(deps: { revocations: Revocations }, tx: Executor, owner: { userId: number; workspaceId?: number }): Promise<void> {
  const ids = await repo.revokeKeysOf(tx, owner);
  if (ids.length > 0) await deps.revocations.revoke({ sessions: ids.map(apiKeySession), ttlSeconds: API_KEY_REVOCATION_TTL_SECONDS });
}
