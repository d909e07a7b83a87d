import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { socialAccounts } from '../connections/connections.tables';
import { posts, postTargets } from '../posts/posts.tables';
import { postingQueues } from './queues.tables';

export type QueueRow = typeof postingQueues.$inferSelect;

/** The workspace's accounts that still have a connection (active or to be reconnected), by id. */
export function accountsOf(db: Executor, workspaceId: number, ids?: readonly number[]) {
  return db
    .select({ id: socialAccounts.id, name: socialAccounts.name, type: socialAccounts.type })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), ne(socialAccounts.status, 'disconnected'), ids ? inArray(socialAccounts.id, [...ids]) : undefined))
    .orderBy(asc(socialAccounts.id));
}

export function queuesOf(db: Executor, workspaceId: number, accountIds: readonly number[]): Promise<QueueRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(postingQueues)
    .where(and(eq(postingQueues.workspaceId, workspaceId), inArray(postingQueues.accountId, [...accountIds])));
}

/**
 * Locks the accounts' queues in account order (creating missing rows first), so that whoever
 * queues posts on the same account waits for the other's slots to be written.
 */
export async function lockQueues(tx: Executor, workspaceId: number, accountIds: readonly number[]): Promise<QueueRow[]> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  await tx
    .insert(postingQueues)
    .values(ids.map((accountId) => ({ accountId, workspaceId })))
    .onConflictDoNothing();
  return tx.select().from(postingQueues).where(inArray(postingQueues.accountId, ids)).orderBy(asc(postingQueues.accountId)).for('update');
}

export async function saveQueue(tx: Executor, accountId: number, values: Partial<Pick<QueueRow, 'timeZone' | 'slots' | 'paused'>>): Promise<void> {
  await tx
    .update(postingQueues)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(postingQueues.accountId, accountId));
}

/** The posts waiting in the accounts' queues (targets holding a slot, still to go), in slot order. */
export function entriesOf(db: Executor, accountIds: readonly number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      targetId: postTargets.id,
      postId: postTargets.postId,
      accountId: postTargets.accountId,
      slotAt: postTargets.scheduledAt,
      status: postTargets.status,
      nextAttemptAt: postTargets.nextAttemptAt,
      text: sql<string>`coalesce(${postTargets.text}, ${posts.text})`,
      mediaIds: sql<number[]>`coalesce(${postTargets.mediaIds}, ${posts.mediaIds})`,
      postStatus: posts.status,
    })
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .where(and(inArray(postTargets.accountId, [...accountIds]), sql`${postTargets.scheduledAt} is not null`, inArray(postTargets.status, ['pending', 'waiting'])))
    .orderBy(asc(postTargets.scheduledAt));
}
export type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

/** The slot instants (ms) the account's posts hold after `after`, whatever their outcome. */
export async function takenSlots(db: Executor, accountIds: readonly number[], after: Date): Promise<Map<number, Set<number>>> {
  const taken = new Map<number, Set<number>>(accountIds.map((id) => [id, new Set<number>()]));
  if (accountIds.length === 0) return taken;
  const rows = await db
    .select({ accountId: postTargets.accountId, at: postTargets.scheduledAt })
    .from(postTargets)
    .where(and(inArray(postTargets.accountId, [...accountIds]), gt(postTargets.scheduledAt, after)));
  for (const row of rows) if (row.at) taken.get(row.accountId)?.add(row.at.getTime());
  return taken;
}

/**
 * Gives targets their slots in two steps (the slots are first let go, so that posts may swap
 * them); a target already due moves with its slot, one not due yet (a draft, a post waiting
 * for approval) stays so.
 */
export async function setSlots(tx: Executor, slots: readonly { targetId: number; at: Date }[]): Promise<void> {
  if (slots.length === 0) return;
  const ids = slots.map((slot) => slot.targetId);
  await tx.update(postTargets).set({ scheduledAt: null }).where(inArray(postTargets.id, ids));
  const values = JSON.stringify(slots.map((slot) => ({ id: slot.targetId, at: slot.at.toISOString() })));
  await tx
    .update(postTargets)
    .set({
      scheduledAt: sql`v.at`,
      nextAttemptAt: sql`case when ${postTargets.nextAttemptAt} is null then null else v.at end`,
      updatedAt: sql`now()`,
    })
    .from(sql`jsonb_to_recordset(${values}::jsonb) as v(id int, at timestamptz)`)
    .where(sql`${postTargets.id} = v.id`);
}

/** Each post's time becomes its first slot (what the calendar and the post list show). */
export async function refreshPostTimes(tx: Executor, postIds: readonly number[]): Promise<void> {
  if (postIds.length === 0) return;
  await tx.execute(sql`
    update ${posts} p set scheduled_at = s.first, updated_at = now()
    from (select post_id, min(scheduled_at) as first from ${postTargets} where post_id in ${[...new Set(postIds)]} and scheduled_at is not null group by post_id) s
    where p.id = s.post_id`);
}
