import type { Post, Queue, QueueEntry, QueuePostBody, QueueSlot, ReorderQueueBody, UpdateQueueBody } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { commonErrors, type AppError } from '@cadence/service-kit';
import { lockPosts } from '../delivery/delivery.repository';
import { notifyDue } from '../posts/post-events';
import * as posts from '../posts/posts.service';
import * as repo from './queues.repository';
import { queueErrors } from './queues.errors';
import { isTimeZone, nextFreeSlots, normalizeSlots } from './slots';

export type QueuesDeps = posts.PostsDeps;

/** How many free slots each queue shows ahead. */
const SHOWN_FREE = 3;

function toEntry(row: repo.EntryRow): QueueEntry {
  return {
    targetId: row.targetId,
    postId: row.postId,
    text: row.text,
    mediaIds: row.mediaIds,
    slotAt: (row.slotAt ?? new Date(0)).toISOString(),
    status: row.status,
    awaitingApproval: row.postStatus === 'not_approved' || row.postStatus === 'approved',
  };
}

async function queuesView(db: Executor, workspaceId: number, accountIds?: readonly number[], now = new Date()): Promise<Queue[]> {
  const accounts = await repo.accountsOf(db, workspaceId, accountIds);
  const ids = accounts.map((account) => account.id);
  const [rows, entries, taken] = await Promise.all([repo.queuesOf(db, workspaceId, ids), repo.entriesOf(db, ids), repo.takenSlots(db, ids, now)]);
  const byAccount = new Map(rows.map((row) => [row.accountId, row]));
  return accounts.map((account) => {
    const row = byAccount.get(account.id);
    const slots = normalizeSlots(row?.slots ?? []);
    const timeZone = row?.timeZone ?? 'UTC';
    return {
      accountId: account.id,
      accountName: account.name,
      platform: account.type,
      timeZone,
      paused: row?.paused ?? false,
      slots,
      nextFree: nextFreeSlots(slots, timeZone, now, taken.get(account.id) ?? new Set(), SHOWN_FREE).map((at) => at.toISOString()),
      entries: entries.filter((entry) => entry.accountId === account.id).map(toEntry),
    };
  });
}

export function listQueues(deps: QueuesDeps, workspaceId: number): Promise<{ queues: Queue[] }> {
  return queuesView(deps.db, workspaceId).then((queues) => ({ queues }));
}

async function queueOf(db: Executor, workspaceId: number, accountId: number): Promise<Queue> {
  const [queue] = await queuesView(db, workspaceId, [accountId]);
  if (!queue) throw queueErrors.QUEUE_NOT_FOUND();
  return queue;
}

async function requireAccount(db: Executor, workspaceId: number, accountId: number): Promise<void> {
  const [account] = await repo.accountsOf(db, workspaceId, [accountId]);
  if (!account) throw queueErrors.QUEUE_NOT_FOUND();
}

/**
 * Moves the account's posts whose slots went by while the queue was paused to its next free
 * slots, in their order, so that resuming does not publish them all at once.
 */
async function reslotOverdue(tx: Executor, row: repo.QueueRow, now: Date): Promise<void> {
  const overdue = (await repo.entriesOf(tx, [row.accountId])).filter((entry) => entry.status === 'pending' && entry.slotAt && entry.slotAt.getTime() <= now.getTime());
  if (overdue.length === 0) return;
  const taken = (await repo.takenSlots(tx, [row.accountId], now)).get(row.accountId) ?? new Set();
  const free = nextFreeSlots(row.slots, row.timeZone, now, taken, overdue.length);
  const postIds = overdue.map((entry) => entry.postId);
  await lockPosts(tx, postIds);
  // Without slots the posts go out now, as they would have.
  await repo.setSlots(
    tx,
    overdue.map((entry, index) => ({ targetId: entry.targetId, at: free[index] ?? now })),
  );
  await repo.refreshPostTimes(tx, postIds);
}

export async function updateQueue(deps: QueuesDeps, workspaceId: number, accountId: number, body: UpdateQueueBody, now = new Date()): Promise<Queue> {
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) {
    throw commonErrors.VALIDATION_FAILED('timeZone: not a known time zone', [{ field: 'timeZone', message: 'Not a known time zone' }]);
  }
  await requireAccount(deps.db, workspaceId, accountId);
  return deps.db.transaction(async (tx) => {
    const [row] = await repo.lockQueues(tx, workspaceId, [accountId]);
    if (!row) throw queueErrors.QUEUE_NOT_FOUND();
    const values = {
      ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
      ...(body.slots !== undefined ? { slots: normalizeSlots(body.slots) } : {}),
      ...(body.paused !== undefined ? { paused: body.paused } : {}),
    };
    await repo.saveQueue(tx, accountId, values);
    if (row.paused && body.paused === false) {
      await reslotOverdue(tx, { ...row, ...values }, now);
      await notifyDue(tx);
    }
    return queueOf(tx, workspaceId, accountId);
  });
}

/** The queue's posts take the queue's slot times in the order given; the set must be the queue's as it is. */
export async function reorderQueue(deps: QueuesDeps, workspaceId: number, accountId: number, body: ReorderQueueBody): Promise<Queue> {
  await requireAccount(deps.db, workspaceId, accountId);
  return deps.db.transaction(async (tx) => {
    await repo.lockQueues(tx, workspaceId, [accountId]);
    const entries = await repo.entriesOf(tx, [accountId]);
    const current = new Set(entries.map((entry) => entry.targetId));
    if (entries.length !== body.targetIds.length || body.targetIds.some((id) => !current.has(id))) throw queueErrors.QUEUE_ORDER_STALE();
    const postIds = entries.map((entry) => entry.postId);
    await lockPosts(tx, postIds);
    // A post a worker took meanwhile is no longer waiting: the order is stale.
    const locked = await repo.entriesOf(tx, [accountId]);
    if (locked.length !== entries.length || locked.some((entry) => !current.has(entry.targetId))) throw queueErrors.QUEUE_ORDER_STALE();
    const times = entries.map((entry) => entry.slotAt ?? new Date()).sort((a, b) => a.getTime() - b.getTime());
    await repo.setSlots(
      tx,
      body.targetIds.map((targetId, index) => ({ targetId, at: times[index] ?? new Date() })),
    );
    await repo.refreshPostTimes(tx, postIds);
    await notifyDue(tx);
    return queueOf(tx, workspaceId, accountId);
  });
}

/**
 * Places new posts in the queues of their accounts, in the order given: the accounts' queues
 * are locked, then each post takes the next free slot of each of its accounts, so two posts
 * queued at once never share a slot. A post on an account without slots is refused (409).
 */
export function placeInQueues(workspaceId: number, now: Date): posts.PlaceTargets {
  return async (tx, wanted) => {
    const accountIds = [...new Set(wanted.flatMap((post) => post.accounts.map((account) => account.id)))];
    const queues = new Map((await repo.lockQueues(tx, workspaceId, accountIds)).map((row) => [row.accountId, row]));
    const answers: (Map<number, Date> | AppError)[] = wanted.map((post) => {
      const names = post.accounts.filter((account) => (queues.get(account.id)?.slots.length ?? 0) === 0).map((account) => account.name);
      if (names.length === 0) return new Map<number, Date>();
      return queueErrors.QUEUE_NO_SLOTS(`${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} no posting slots yet: add some to ${names.length === 1 ? 'its' : 'their'} queue first`);
    });
    const counts = new Map<number, number>();
    wanted.forEach((post, index) => {
      if (answers[index] instanceof Map) for (const account of post.accounts) counts.set(account.id, (counts.get(account.id) ?? 0) + 1);
    });
    const taken = await repo.takenSlots(tx, [...counts.keys()], now);
    const free = new Map(
      [...counts].map(([accountId, count]) => {
        const row = queues.get(accountId);
        return [accountId, row ? nextFreeSlots(row.slots as QueueSlot[], row.timeZone, now, taken.get(accountId) ?? new Set(), count) : []];
      }),
    );
    wanted.forEach((post, index) => {
      const answer = answers[index];
      if (!(answer instanceof Map)) return;
      for (const account of post.accounts) {
        const at = free.get(account.id)?.shift();
        if (!at) {
          answers[index] = queueErrors.QUEUE_NO_SLOTS();
          return;
        }
        answer.set(account.id, at);
      }
    });
    return answers;
  };
}

/** A post for the queues of its accounts: it takes the next free slot of each (refused with 409 when an account has no slots). */
export function queuePost(deps: QueuesDeps, actor: posts.Actor, body: QueuePostBody, now = new Date()): Promise<Post> {
  return posts.createPost(deps, actor, { ...body, mode: 'schedule' }, now, placeInQueues(actor.workspaceId, now));
}
