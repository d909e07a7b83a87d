import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { workspaces } from '../../db/schema';
import { workspaceAccounts } from './workspace-accounts.tables';
import { apiKeyUses, apiKeys } from './api-keys.tables';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyUseRow = typeof apiKeyUses.$inferSelect;

export function ownerOf(db: Executor, workspaceId: number): Promise<number | undefined> {
  return db
    .select({ ownerId: workspaces.ownerId })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .then((rows) => rows[0]?.ownerId);
}

export function listKeys(db: Executor, workspaceId: number): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId)).orderBy(desc(apiKeys.id));
}

export function insertKey(db: Executor, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  return db
    .insert(apiKeys)
    .values(values)
    .returning()
    .then((rows) => rows[0] as ApiKeyRow);
}

export function findKey(db: Executor, workspaceId: number, id: number): Promise<ApiKeyRow | undefined> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id)))
    .then((rows) => rows[0]);
}

/** Sets revoked_at once; answers the key as it is afterwards. */
export async function revokeKey(db: Executor, workspaceId: number, id: number): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return findKey(db, workspaceId, id);
}

export function listUses(db: Executor, keyId: number, limit: number): Promise<ApiKeyUseRow[]> {
  return db.select().from(apiKeyUses).where(eq(apiKeyUses.keyId, keyId)).orderBy(desc(apiKeyUses.at), desc(apiKeyUses.id)).limit(limit);
}

/**
 * Revokes the live keys a user made, in one workspace or in all: their owner was banned or
 * disabled, or left the workspace. Answers the ids revoked.
 */
export async function revokeKeysOf(db: Executor, owner: { userId: number; workspaceId?: number }): Promise<number[]> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.createdBy, owner.userId), owner.workspaceId === undefined ? undefined : eq(apiKeys.workspaceId, owner.workspaceId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.map((row) => row.id);
}

/**
 * Of these account ids, those auth knows to belong to another workspace than this one (its copy
 * of posting's accounts). An account not in the copy yet (connected a moment ago, or before the
 * copy existed) is not refused: posting still scopes every use of the key to its workspace.
 */
export async function accountsOfOtherWorkspaces(db: Executor, workspaceId: number, accountIds: readonly number[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({ accountId: workspaceAccounts.accountId })
    .from(workspaceAccounts)
    .where(and(ne(workspaceAccounts.workspaceId, workspaceId), inArray(workspaceAccounts.accountId, [...accountIds])));
  return rows.map((row) => row.accountId).sort((a, b) => a - b);
}

/** posting's account events: the account belongs to this workspace (an account never changes workspace). */
export async function rememberAccount(db: Executor, account: { accountId: number; workspaceId: number; at: Date }): Promise<void> {
  await db
    .insert(workspaceAccounts)
    .values({ accountId: account.accountId, workspaceId: account.workspaceId, seenAt: account.at })
    .onConflictDoUpdate({ target: workspaceAccounts.accountId, set: { workspaceId: account.workspaceId, seenAt: account.at } });
}
