import { and, asc, count, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { PostStatus, TargetStatus } from '@cadence/contracts';
import { posts, postTargets } from '../posts/posts.tables';
import type { TargetRow } from '../posts/posts.repository';
import { publishAttempts } from './delivery.tables';

/**
 * Claims up to `limit` due targets for `worker`: pending or waiting ones whose time has come,
 * and publishing ones whose holder's lease expired (a crashed or stalled worker). Rows locked
 * by another transaction, or whose post is locked (being edited), are skipped, so any number
 * of workers claim disjoint sets. Their posts move from scheduled to processing. Run it in a
 * transaction of its own: the claim commits before any network call.
 */
export async function claimDue(tx: Executor, worker: string, limit: number, leaseMs: number): Promise<TargetRow[]> {
    const due = await tx.execute<{ id: number }>(sql`
      select t.id from ${postTargets} t join ${posts} p on p.id = t.post_id
      where (t.status in ('pending', 'waiting') and t.next_attempt_at <= now()) or (t.status = 'publishing' and t.lease_until < now())
      order by t.next_attempt_at
      limit ${limit}
      for update of t, p skip locked`);
    if (due.length === 0) return [];
    const claimed = await tx
      .update(postTargets)
      .set({ status: 'publishing', leaseOwner: worker, leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`, updatedAt: sql`now()` })
      .where(inArray(postTargets.id, due.map((row) => row.id)))
      .returning();
    const postIds = [...new Set(claimed.map((target) => target.postId))];
    if (postIds.length > 0) {
      await tx
        .update(posts)
        .set({ status: 'processing', updatedAt: sql`now()` })
        .where(and(inArray(posts.id, postIds), eq(posts.status, 'scheduled')));
    }
    return claimed;
}

/** When the next target falls due (null: nothing is scheduled). */
export async function nextDueAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(postTargets.nextAttemptAt) })
    .from(postTargets)
    .where(inArray(postTargets.status, ['pending', 'waiting']));
  return row?.at ?? null;
}

/** Keeps the leases of the targets `worker` is publishing while their network calls run. */
export async function renewLeases(db: Executor, targetIds: readonly number[], worker: string, leaseMs: number): Promise<void> {
  if (targetIds.length === 0) return;
  await db
    .update(postTargets)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(inArray(postTargets.id, [...targetIds]), eq(postTargets.leaseOwner, worker), eq(postTargets.status, 'publishing')));
}

/** Posts by id, read together. */
export function postsByIds(db: Executor, ids: readonly number[]) {
  return db.select().from(posts).where(inArray(posts.id, [...new Set(ids)]));
}

/** Takes a transaction-scoped lock named by `key` (limit windows, one per account or app). */
export async function lockKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Attempts started within the last `windowMs` for an account (or, with `platform`, the whole app), and the oldest of them. */
export async function attemptsInWindow(db: Executor, scope: { accountId: number } | { platform: string }, windowMs: number): Promise<{ count: number; oldest: Date | null }> {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .select({ count: count(), oldest: min(publishAttempts.startedAt) })
    .from(publishAttempts)
    .where(and('accountId' in scope ? eq(publishAttempts.accountId, scope.accountId) : eq(publishAttempts.platform, scope.platform), gt(publishAttempts.startedAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Records that a call to the network is about to be made, while the lease is still ours: the
 * target's open attempt tells whoever claims it next to ask the network before calling again.
 */
export async function openAttempt(db: Executor, target: TargetRow, worker: string): Promise<number | null> {
  const rows = await db
    .update(postTargets)
    .set({ openAttemptAt: sql`now()`, attempts: sql`${postTargets.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(postTargets.id, target.id), eq(postTargets.leaseOwner, worker), eq(postTargets.status, 'publishing')))
    .returning({ id: postTargets.id });
  if (rows.length === 0) return null;
  const [attempt] = await db
    .insert(publishAttempts)
    .values({ targetId: target.id, accountId: target.accountId, platform: target.platform, worker })
    .returning({ id: publishAttempts.id });
  return attempt?.id ?? null;
}

/**
 * `openAttempt` for many targets in one statement: those `worker` still holds get their attempt
 * (target id → attempt id); the others are absent.
 */
export async function openAttempts(db: Executor, targets: readonly TargetRow[], worker: string): Promise<Map<number, number>> {
  const ids = [...new Set(targets.map((target) => target.id))];
  if (ids.length === 0) return new Map();
  const rows = await db.execute<{ id: string | number; target_id: number }>(sql`
    with opened as (
      update ${postTargets} set open_attempt_at = now(), attempts = attempts + 1, updated_at = now()
      where id in ${ids} and lease_owner = ${worker} and status = 'publishing'
      returning id, account_id, platform
    )
    insert into ${publishAttempts} (target_id, account_id, platform, worker)
    select id, account_id, platform, ${worker} from opened
    returning id, target_id`);
  return new Map(rows.map((row) => [row.target_id, Number(row.id)]));
}

export async function closeAttempt(db: Executor, attemptId: number, outcome: string, detail?: unknown): Promise<void> {
  await db
    .update(publishAttempts)
    .set({ finishedAt: sql`now()`, outcome, detail: detail ?? null })
    .where(eq(publishAttempts.id, attemptId));
}

/** Closes the attempts of a target still open (left by a worker that stopped before their outcome). */
export async function closeOpenAttempts(db: Executor, targetId: number, outcome: string, detail?: unknown): Promise<void> {
  await db
    .update(publishAttempts)
    .set({ finishedAt: sql`now()`, outcome, detail: detail ?? null })
    .where(and(eq(publishAttempts.targetId, targetId), isNull(publishAttempts.finishedAt)));
}

/** Locks posts (always before their targets, as edits do), in id order so that writers never deadlock. */
export async function lockPosts(db: Executor, postIds: readonly number[]) {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(posts)
    .where(inArray(posts.id, [...new Set(postIds)]))
    .orderBy(asc(posts.id))
    .for('update');
}

/**
 * Writes a target's outcome if `worker` still holds it; null when the lease was lost (the new
 * holder resolves the attempt with the network).
 */
export async function settleTarget(
  db: Executor,
  targetId: number,
  worker: string,
  values: {
    status: TargetStatus;
    nextAttemptAt?: Date | null;
    openAttempt: 'keep' | 'close';
    externalId?: string;
    url?: string | null;
    related?: string[] | null;
    errorMessage?: string | null;
    errorBody?: unknown;
    /** false: the same content cannot succeed on another try (no retry is offered). */
    retryable?: boolean;
    publishedAt?: Date;
  },
): Promise<TargetRow | null> {
  const [row] = await db
    .update(postTargets)
    .set({
      status: values.status,
      leaseOwner: null,
      leaseUntil: null,
      nextAttemptAt: values.nextAttemptAt ?? null,
      ...(values.openAttempt === 'close' ? { openAttemptAt: null } : {}),
      ...(values.externalId !== undefined ? { externalId: values.externalId } : {}),
      ...(values.url !== undefined ? { url: values.url } : {}),
      ...(values.related !== undefined ? { related: values.related } : {}),
      ...(values.errorMessage !== undefined ? { errorMessage: values.errorMessage } : {}),
      ...(values.errorBody !== undefined ? { errorBody: values.errorBody ?? null } : {}),
      retryable: values.retryable ?? true,
      ...(values.publishedAt !== undefined ? { publishedAt: values.publishedAt } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(postTargets.id, targetId), eq(postTargets.leaseOwner, worker), eq(postTargets.status, 'publishing')))
    .returning();
  return row ?? null;
}

export function targetsOfPosts(db: Executor, postIds: readonly number[]): Promise<TargetRow[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(postTargets)
    .where(inArray(postTargets.postId, [...new Set(postIds)]))
    .orderBy(asc(postTargets.id));
}

export async function setPostStatus(db: Executor, postId: number, status: PostStatus) {
  const [row] = await db
    .update(posts)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(posts.id, postId))
    .returning();
  return row;
}

/**
 * Takes the account's targets still to go (pending or waiting) for `holder`, so their outcome
 * is written like a worker's. Targets a worker holds right now are left to it: it reads the
 * account's state before its call.
 */
export async function claimAccountTargets(tx: Executor, accountId: number, holder: string): Promise<TargetRow[]> {
  return tx
    .update(postTargets)
    .set({ status: 'publishing', leaseOwner: holder, leaseUntil: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(postTargets.accountId, accountId), inArray(postTargets.status, ['pending', 'waiting'])))
    .returning();
}
