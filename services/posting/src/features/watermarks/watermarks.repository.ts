import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { postsWithoutWatermark, watermarkAccounts, watermarkRenders, watermarks } from './watermarks.tables';

export type WatermarkRow = typeof watermarks.$inferSelect;
export type WatermarkValues = Omit<typeof watermarks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RenderRow = typeof watermarkRenders.$inferSelect;

export function listWatermarks(db: Executor, workspaceId: number): Promise<WatermarkRow[]> {
  return db.select().from(watermarks).where(eq(watermarks.workspaceId, workspaceId)).orderBy(asc(watermarks.name), asc(watermarks.id));
}

export async function findWatermark(db: Executor, workspaceId: number, id: number, options: { lock?: boolean } = {}): Promise<WatermarkRow | undefined> {
  const query = db
    .select()
    .from(watermarks)
    .where(and(eq(watermarks.workspaceId, workspaceId), eq(watermarks.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertWatermark(db: Executor, values: WatermarkValues): Promise<WatermarkRow> {
  const [row] = await db.insert(watermarks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateWatermark(db: Executor, id: number, values: Partial<WatermarkValues>): Promise<WatermarkRow> {
  const [row] = await db
    .update(watermarks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(watermarks.id, id))
    .returning();
  if (!row) throw new Error(`watermark ${id} vanished`);
  return row;
}

export async function deleteWatermark(db: Executor, id: number): Promise<void> {
  await db.delete(watermarks).where(eq(watermarks.id, id));
}

/** The accounts of each watermark among `ids`, in id order. */
export async function accountsOf(db: Executor, ids: readonly number[]): Promise<Map<number, number[]>> {
  const byWatermark = new Map<number, number[]>();
  if (ids.length === 0) return byWatermark;
  const rows = await db
    .select()
    .from(watermarkAccounts)
    .where(inArray(watermarkAccounts.watermarkId, [...ids]))
    .orderBy(asc(watermarkAccounts.accountId));
  for (const row of rows) byWatermark.set(row.watermarkId, [...(byWatermark.get(row.watermarkId) ?? []), row.accountId]);
  return byWatermark;
}

/** Gives `accountIds` this watermark (taking them from any other) and takes it from the rest. */
export async function replaceAccounts(db: Executor, watermarkId: number, accountIds: readonly number[]): Promise<void> {
  await db.delete(watermarkAccounts).where(eq(watermarkAccounts.watermarkId, watermarkId));
  if (accountIds.length === 0) return;
  await db
    .insert(watermarkAccounts)
    .values(accountIds.map((accountId) => ({ accountId, watermarkId })))
    .onConflictDoUpdate({ target: watermarkAccounts.accountId, set: { watermarkId } });
}

/** The watermark an account's posts carry by default, if any. */
export async function watermarkOfAccount(db: Executor, workspaceId: number, accountId: number): Promise<WatermarkRow | undefined> {
  const [row] = await db
    .select({ watermark: watermarks })
    .from(watermarkAccounts)
    .innerJoin(watermarks, eq(watermarks.id, watermarkAccounts.watermarkId))
    .where(and(eq(watermarkAccounts.accountId, accountId), eq(watermarks.workspaceId, workspaceId)));
  return row?.watermark;
}

export async function postWatermarkOff(db: Executor, postId: number): Promise<boolean> {
  const [row] = await db.select().from(postsWithoutWatermark).where(eq(postsWithoutWatermark.postId, postId));
  return row !== undefined;
}

/** Which of `postIds` have the mark switched off. */
export async function postsWatermarkOff(db: Executor, postIds: readonly number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db.select().from(postsWithoutWatermark).where(inArray(postsWithoutWatermark.postId, [...postIds]));
  return new Set(rows.map((row) => row.postId));
}

export async function setPostWatermark(db: Executor, postId: number, enabled: boolean): Promise<void> {
  if (enabled) await db.delete(postsWithoutWatermark).where(eq(postsWithoutWatermark.postId, postId));
  else await db.insert(postsWithoutWatermark).values({ postId }).onConflictDoNothing();
}

export function rendersOfTarget(db: Executor, targetId: number): Promise<RenderRow[]> {
  return db.select().from(watermarkRenders).where(eq(watermarkRenders.targetId, targetId));
}

/** Keeps a marked copy; a copy another worker kept first wins (the returned row says which). */
export async function insertRender(db: Executor, values: Omit<typeof watermarkRenders.$inferInsert, 'id' | 'createdAt'>): Promise<{ row: RenderRow; inserted: boolean }> {
  const [row] = await db.insert(watermarkRenders).values(values).onConflictDoNothing().returning();
  if (row) return { row, inserted: true };
  const [existing] = await db
    .select()
    .from(watermarkRenders)
    .where(and(eq(watermarkRenders.targetId, values.targetId), eq(watermarkRenders.mediaId, values.mediaId)));
  if (!existing) throw new Error('marked copy vanished');
  return { row: existing, inserted: false };
}

export async function findRenderById(db: Executor, id: number): Promise<RenderRow | undefined> {
  const [row] = await db.select().from(watermarkRenders).where(eq(watermarkRenders.id, id));
  return row;
}
