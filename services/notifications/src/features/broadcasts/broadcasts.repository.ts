import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { BroadcastListQuery } from '@cadence/contracts';
import { broadcastRecipients, broadcasts } from '../../db/schema';

export type BroadcastRow = typeof broadcasts.$inferSelect;
export type NewBroadcast = typeof broadcasts.$inferInsert;

/** NOTIFY channel that wakes the broadcast worker (sent at commit). */
export const BROADCAST_CHANNEL = 'notifications_broadcasts';

export async function insert(tx: Executor, values: NewBroadcast): Promise<BroadcastRow> {
  const [row] = await tx.insert(broadcasts).values(values).returning();
  if (!row) throw new Error('insert returned no broadcast');
  await tx.execute(sql`select pg_notify(${BROADCAST_CHANNEL}, '')`);
  return row;
}

export async function findById(db: Executor, id: number): Promise<BroadcastRow | undefined> {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  return row;
}

export function list(db: Executor, query: BroadcastListQuery): Promise<PageResult<BroadcastRow>> {
  return paginate(db, query, { table: broadcasts, orderColumns: { id: broadcasts.id, createdAt: broadcasts.createdAt }, searchColumns: [broadcasts.message] });
}

/**
 * Locks one unfinished broadcast for this transaction (`id` or the oldest), skipping those
 * another worker holds: a batch is handled by one transaction at a time.
 */
export async function lockUnfinished(tx: Executor, id?: number): Promise<BroadcastRow | undefined> {
  const unfinished = inArray(broadcasts.status, ['queued', 'running']);
  const [row] = await tx
    .select()
    .from(broadcasts)
    .where(id === undefined ? unfinished : and(unfinished, eq(broadcasts.id, id)))
    .orderBy(asc(broadcasts.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Records who this batch reaches; users already recorded (never, with the cursor) come back out. */
export async function claimRecipients(tx: Executor, broadcastId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx.execute<{ user_id: number }>(sql`
    insert into ${broadcastRecipients} (broadcast_id, user_id)
    select ${broadcastId}, unnest(${sql.param(userIds)}::int[])
    on conflict do nothing
    returning user_id`);
  return new Set(rows.map((row) => row.user_id));
}

export interface BatchProgress {
  cursor: number;
  processed: number;
  inApp: number;
  email: number;
  skipped: number;
  done: boolean;
}

/** Moves the cursor and the counters in the batch's transaction. */
export async function recordBatch(tx: Executor, id: number, progress: BatchProgress): Promise<BroadcastRow> {
  const processed = sql`${broadcasts.processed} + ${progress.processed}`;
  const [row] = await tx
    .update(broadcasts)
    .set({
      cursor: progress.cursor,
      processed,
      // Users who joined the audience since it was counted make it larger, never the bar past 100%.
      total: sql`greatest(${broadcasts.total}, ${processed})`,
      deliveredInApp: sql`${broadcasts.deliveredInApp} + ${progress.inApp}`,
      deliveredEmail: sql`${broadcasts.deliveredEmail} + ${progress.email}`,
      skipped: sql`${broadcasts.skipped} + ${progress.skipped}`,
      status: progress.done ? 'completed' : 'running',
      startedAt: sql`coalesce(${broadcasts.startedAt}, now())`,
      finishedAt: progress.done ? sql`now()` : null,
    })
    .where(eq(broadcasts.id, id))
    .returning();
  if (!row) throw new Error(`broadcast ${id} vanished during its batch`);
  return row;
}

export async function markFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(broadcasts)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(and(eq(broadcasts.id, id), inArray(broadcasts.status, ['queued', 'running'])));
}
