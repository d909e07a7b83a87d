import { and, asc, count, eq, getTableColumns, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import { anyOf, withoutBitmapScans, type Database, type Executor } from '@cadence/db';
import type { PostStatus, TargetStatus } from '@cadence/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { posts, postTargets } from '../posts/posts.tables';
import type { PostRow, TargetRow } from '../posts/posts.repository';
import { postingQueues } from '../queues/queues.tables';
import { publishAttempts } from './delivery.tables';

/** A target holding a slot of a paused queue waits until the queue is resumed. */
const heldByPausedQueue = sql`(t.scheduled_at is not null and exists (select 1 from ${postingQueues} q where q.account_id = t.account_id and q.paused))`;

/**
 * Claims up to `limit` due targets for `worker`: pending or waiting ones whose time has come,
 * and publishing ones whose holder's lease expired (a crashed or stalled worker); a target
 * holding its own time (a queue slot) is due then, not at its post's, unless its queue is paused. Rows locked
 * by another transaction, or whose post is locked (being edited), are skipped, so any number
 * of workers claim disjoint sets. Each kind is read in the order of its own index (expired
 * leases first), so a claim reads about `limit` rows however many are due, and with plain
 * index scans (`WITHOUT_BITMAP_SCANS`), which skip the entries earlier claims left behind. Their
 * posts move from scheduled to processing. One statement in a transaction of its own, committed
 * before any network call.
 */
export async function claimDue(db: Database, worker: string, limit: number, leaseMs: number): Promise<TargetRow[]> {
  return db.transaction(async (tx) => {
    // Sent together: the setting, then the claim it applies to.
    const [, rows] = await Promise.all([withoutBitmapScans(tx), claimStatement(tx, worker, limit, leaseMs)]);
    return rows.map(targetRowOf);
  });
}

function claimStatement(db: Executor, worker: string, limit: number, leaseMs: number) {
  return db.execute<Record<string, unknown>>(sql`
    with expired as (
      select t.id from ${postTargets} t join ${posts} p on p.id = t.post_id
      where t.status = 'publishing' and t.lease_until < now()
      order by t.lease_until
      limit ${limit}
      for update of t, p skip locked
    ), due as (
      select t.id from ${postTargets} t join ${posts} p on p.id = t.post_id
      where t.status in ('pending', 'waiting') and t.next_attempt_at <= now() and not ${heldByPausedQueue}
      order by t.next_attempt_at
      limit ${limit}
      for update of t, p skip locked
    ), picked as (
      select id from expired union all select id from due limit ${limit}
    ), claimed as (
      update ${postTargets} t
      set status = 'publishing', lease_owner = ${worker}, lease_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
      from picked where t.id = picked.id
      returning t.*
    ), processing as (
      -- The claimed posts named as an array: an index look-up of each, whatever plan a long-lived
      -- connection cached (a semi-join planned while the table was small scanned every post).
      update ${posts} set status = 'processing', updated_at = now()
      where id = any(array(select post_id from claimed)) and status = 'scheduled'
    )
    select * from claimed`);
}

const targetColumns = Object.entries(getTableColumns(postTargets));

/** A post_targets row read with plain SQL, as drizzle returns it. */
function targetRowOf(raw: Record<string, unknown>): TargetRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of targetColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TargetRow;
}

/** When the next target falls due (null: nothing is scheduled; targets of paused queues wait). */
export async function nextDueAt(db: Executor): Promise<Date | null> {
  const [row] = await db.execute<{ at: string | Date | null }>(sql`
    select min(t.next_attempt_at) as at from ${postTargets} t
    where t.status in ('pending', 'waiting') and not ${heldByPausedQueue}`);
  return row?.at ? new Date(row.at) : null;
}

/** Keeps the leases of the targets `worker` is publishing while their network calls run. */
export async function renewLeases(db: Executor, targetIds: readonly number[], worker: string, leaseMs: number): Promise<void> {
  if (targetIds.length === 0) return;
  await db
    .update(postTargets)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(anyOf(postTargets.id, targetIds), eq(postTargets.leaseOwner, worker), eq(postTargets.status, 'publishing')));
}

/** Posts by id, read together. */
export function postsByIds(db: Executor, ids: readonly number[]) {
  return db.select().from(posts).where(anyOf(posts.id, [...new Set(ids)]));
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
      where ${anyOf(sql`id`, ids)} and lease_owner = ${worker} and status = 'publishing'
      returning id, account_id, platform
    )
    insert into ${publishAttempts} (target_id, account_id, platform, worker)
    select id, account_id, platform, ${worker} from opened
    returning id, target_id`);
  return new Map(rows.map((row) => [row.target_id, Number(row.id)]));
}

/**
 * Closes attempts with their outcomes in one statement: each entry's attempt by id, or with a
 * null id, whatever attempts of its target are still open (left by a worker that stopped).
 */
export async function closeAttempts(db: Executor, entries: readonly { attemptId: number | null; targetId: number; outcome: string; detail?: unknown }[]): Promise<void> {
  const byId = entries.filter((entry) => entry.attemptId !== null);
  const byTarget = entries.filter((entry) => entry.attemptId === null);
  const values = (list: typeof entries) =>
    sql`jsonb_to_recordset(${JSON.stringify(list.map((entry) => ({ attempt_id: entry.attemptId, target_id: entry.targetId, outcome: entry.outcome, detail: entry.detail ?? null })))}::jsonb) as v(attempt_id bigint, target_id int, outcome text, detail jsonb)`;
  const set = { finishedAt: sql`now()`, outcome: sql`v.outcome`, detail: sql`v.detail` };
  // The ids again as an array, so that the rows are found by index whatever PostgreSQL guesses of the input's size.
  await Promise.all([
    byId.length > 0
      ? db
          .update(publishAttempts)
          .set(set)
          .from(values(byId))
          .where(and(anyOf(publishAttempts.id, byId.map((entry) => entry.attemptId as number), 'bigint'), sql`${publishAttempts.id} = v.attempt_id`))
      : null,
    byTarget.length > 0
      ? db
          .update(publishAttempts)
          .set(set)
          .from(values(byTarget))
          .where(and(anyOf(publishAttempts.targetId, byTarget.map((entry) => entry.targetId)), sql`${publishAttempts.targetId} = v.target_id`, isNull(publishAttempts.finishedAt)))
      : null,
  ]);
}

/** Locks posts (always before their targets, as edits do), in id order so that writers never deadlock. */
export async function lockPosts(db: Executor, postIds: readonly number[]) {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(posts)
    .where(anyOf(posts.id, [...new Set(postIds)]))
    .orderBy(asc(posts.id))
    .for('update');
}

/** A target's outcome; an absent field is left as it is. */
export interface SettleValues {
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
}

/**
 * Writes the outcomes of the targets `worker` still holds, in one statement; targets whose
 * lease was lost are absent from the result (the new holder resolves their attempt with the
 * network).
 */
export async function settleTargets(db: Executor, worker: string, entries: readonly { id: number; values: SettleValues }[]): Promise<TargetRow[]> {
  if (entries.length === 0) return [];
  const input = entries.map(({ id, values }) => ({
    id,
    status: values.status,
    next_attempt_at: values.nextAttemptAt?.toISOString() ?? null,
    close_attempt: values.openAttempt === 'close',
    set_external_id: values.externalId !== undefined,
    external_id: values.externalId ?? null,
    set_url: values.url !== undefined,
    url: values.url ?? null,
    set_related: values.related !== undefined,
    related: values.related ?? null,
    set_error_message: values.errorMessage !== undefined,
    error_message: values.errorMessage ?? null,
    set_error_body: values.errorBody !== undefined,
    error_body: values.errorBody ?? null,
    retryable: values.retryable ?? true,
    set_published_at: values.publishedAt !== undefined,
    published_at: values.publishedAt?.toISOString() ?? null,
  }));
  // A field set by the outcome, or the column as it is.
  const keepOr = (column: AnyPgColumn) => sql`case when ${sql.raw(`v.set_${column.name}`)} then ${sql.raw(`v.${column.name}`)} else ${column} end`;
  return db
    .update(postTargets)
    .set({
      status: sql`v.status`,
      leaseOwner: null,
      leaseUntil: null,
      nextAttemptAt: sql`v.next_attempt_at`,
      openAttemptAt: sql`case when v.close_attempt then null else ${postTargets.openAttemptAt} end`,
      externalId: keepOr(postTargets.externalId),
      url: keepOr(postTargets.url),
      related: keepOr(postTargets.related),
      errorMessage: keepOr(postTargets.errorMessage),
      errorBody: keepOr(postTargets.errorBody),
      retryable: sql`v.retryable`,
      publishedAt: keepOr(postTargets.publishedAt),
      updatedAt: sql`now()`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as v(id int, status text, next_attempt_at timestamptz, close_attempt boolean,
        set_external_id boolean, external_id text, set_url boolean, url text, set_related boolean, related jsonb,
        set_error_message boolean, error_message text, set_error_body boolean, error_body jsonb, retryable boolean,
        set_published_at boolean, published_at timestamptz)`,
    )
    .where(and(anyOf(postTargets.id, entries.map((entry) => entry.id)), sql`${postTargets.id} = v.id`, eq(postTargets.leaseOwner, worker), eq(postTargets.status, 'publishing')))
    .returning();
}

/** The targets of these posts, in id order (sorted here: an ORDER BY id lets PostgreSQL walk the whole primary key instead of the post index). */
export async function targetsOfPosts(db: Executor, postIds: readonly number[]): Promise<TargetRow[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select()
    .from(postTargets)
    .where(anyOf(postTargets.postId, [...new Set(postIds)]));
  return rows.sort((a, b) => a.id - b.id);
}

/** Sets the statuses of posts in one statement; returns the posts as written. */
export async function setPostStatuses(db: Executor, changes: readonly { id: number; status: PostStatus }[]): Promise<PostRow[]> {
  if (changes.length === 0) return [];
  return db
    .update(posts)
    .set({ status: sql`v.status`, updatedAt: sql`now()` })
    .from(sql`jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id int, status text)`)
    .where(and(anyOf(posts.id, changes.map((change) => change.id)), sql`${posts.id} = v.id`))
    .returning();
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
