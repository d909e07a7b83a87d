import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { workspaces } from '../../db/schema';
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
