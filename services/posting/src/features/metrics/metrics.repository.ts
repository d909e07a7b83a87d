import { and, count, eq, gt, inArray, min, sql } from 'drizzle-orm';
import { POST_PULL_OFFSETS_MS, type AccountType } from '@cadence/contracts';
import { anyOf, type Executor } from '@cadence/db';
import { metricCalls, metricPulls } from './metrics.tables';

export type PullRow = typeof metricPulls.$inferSelect;

const slotValues = () =>
  sql.join(
    Object.entries(POST_PULL_OFFSETS_MS).map(([slot, ms]) => sql`(${slot}::text, ${ms / 1000}::int)`),
    sql`, `,
  );

/** Targets planned per insert (six pulls each at most). */
const PLAN_CHUNK = 5000;

/**
 * Plans the pulls of every target published on a network with metrics that has none yet: one
 * per slot (1 h ... 30 d after publishing). Slots more than an hour past (a target found late)
 * are left out: a figure read days after its slot would be labelled wrongly. Returns how many.
 * The targets without pulls are found first, in a statement of their own: searched in the same
 * statement as the insert, a table without statistics yet (a new install, thousands published
 * at once) was scanned again for each target while it grew.
 */
export async function schedulePostPulls(db: Executor, platforms: readonly AccountType[]): Promise<number> {
  if (platforms.length === 0) return 0;
  const fresh = await db.execute<{ id: number }>(sql`
    select t.id from posting.post_targets t
    where t.status = 'posted' and t.external_id is not null and t.published_at is not null
      and t.published_at > now() - interval '31 days'
      and t.platform in ${[...platforms]}
      and not exists (select 1 from ${metricPulls} p where p.target_id = t.id)
    order by t.id`);
  let planned = 0;
  for (let index = 0; index < fresh.length; index += PLAN_CHUNK) {
    const ids = fresh.slice(index, index + PLAN_CHUNK).map((row) => Number(row.id));
    const [row] = await db.execute<{ planned: number }>(sql`
      with written as (
        insert into ${metricPulls} (identity, scope, workspace_id, account_id, platform, post_id, target_id, external_id, published_at, slot, due_at)
        select 'post:' || t.id || ':' || s.slot, 'post', t.workspace_id, t.account_id, t.platform, t.post_id, t.id, t.external_id, t.published_at, s.slot,
               t.published_at + make_interval(secs => s.secs)
        from posting.post_targets t
        cross join (values ${slotValues()}) as s(slot, secs)
        where ${anyOf(sql`t.id`, ids)}
          and t.published_at + make_interval(secs => s.secs) > now() - interval '1 hour'
        on conflict (identity) do nothing
        returning 1)
      select count(*)::int as planned from written`);
    planned += row?.planned ?? 0;
  }
  return planned;
}

/**
 * Plans each active account's daily pulls: today's (due when the UTC day ends) and, for an
 * account never read, up to `historyDays` past days back-filled (due now). Idempotent.
 */
export async function scheduleAccountPulls(db: Executor, history: ReadonlyMap<AccountType, number>): Promise<number> {
  if (history.size === 0) return 0;
  const values = sql.join(
    [...history].map(([platform, days]) => sql`(${platform}::text, ${Math.min(30, Math.max(0, days))}::int)`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    with today as (select (now() at time zone 'UTC')::date as d)
    insert into ${metricPulls} (identity, scope, workspace_id, account_id, platform, day, due_at)
    select 'account:' || a.id || ':' || to_char(g.day, 'YYYY-MM-DD'), 'account', a.workspace_id, a.id, a.type, g.day::date,
           greatest((g.day::date + 1)::timestamp at time zone 'UTC' + interval '5 minutes', now())
    from posting.social_accounts a
    join (values ${values}) as h(platform, days) on h.platform = a.type
    cross join today
    cross join lateral generate_series(
      (today.d - case when exists (select 1 from ${metricPulls} p where p.account_id = a.id and p.scope = 'account') then least(h.days, 1) else h.days end)::timestamp,
      today.d::timestamp,
      interval '1 day') as g(day)
    where a.status = 'active'
    on conflict (identity) do nothing
    returning id`);
  return rows.length;
}

/**
 * Claims up to `limit` due pulls for `worker` with a lease, in one statement that returns them; a
 * pull whose lease ran out (a stopped worker) is due again.
 */
export function claimDue(db: Executor, worker: string, limit: number, leaseMs: number): Promise<PullRow[]> {
  return db
    .update(metricPulls)
    .set({ leaseOwner: worker, leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`, attempts: sql`${metricPulls.attempts} + 1` })
    .where(
      sql`${metricPulls.id} in (
        select id from ${metricPulls}
        where status = 'pending' and due_at <= now() and (lease_until is null or lease_until < now())
        order by due_at limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

/** Marks the pulls `worker` still holds as done; returns those it did (a pull another worker took over is left out). */
export function completePulls(tx: Executor, ids: readonly number[], worker: string): Promise<PullRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .update(metricPulls)
    .set({ status: 'done', doneAt: sql`now()`, leaseOwner: null, leaseUntil: null, lastError: null })
    .where(and(inArray(metricPulls.id, [...ids]), eq(metricPulls.leaseOwner, worker), eq(metricPulls.status, 'pending')))
    .returning();
}

/** Puts held pulls back for later: a quota window or the network's retry time (the claim is not counted as a try). */
export async function deferPulls(db: Executor, ids: readonly number[], worker: string, until: Date, message: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(metricPulls)
    .set({ dueAt: until, leaseOwner: null, leaseUntil: null, attempts: sql`greatest(${metricPulls.attempts} - 1, 0)`, lastError: message })
    .where(and(inArray(metricPulls.id, [...ids]), eq(metricPulls.leaseOwner, worker)));
}

/** Holds every pending pull of the account until `until` (the network said to wait). */
export async function holdAccount(db: Executor, accountId: number, until: Date, message: string): Promise<void> {
  await db.execute(sql`
    update ${metricPulls} set due_at = ${until.toISOString()}::timestamptz, last_error = ${message}
    where account_id = ${accountId} and status = 'pending' and due_at < ${until.toISOString()}::timestamptz and lease_owner is null`);
}

/** A failed try: again after a backoff for the tries made, or failed for good when `final`. */
export async function retryPulls(db: Executor, ids: readonly number[], worker: string, retryAt: (attempts: number) => Date, message: string, final: (attempts: number) => boolean): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.select({ id: metricPulls.id, attempts: metricPulls.attempts }).from(metricPulls).where(and(inArray(metricPulls.id, [...ids]), eq(metricPulls.leaseOwner, worker)));
  const failed = rows.filter((row) => final(row.attempts)).map((row) => row.id);
  const again = rows.filter((row) => !final(row.attempts));
  if (failed.length > 0) await failPulls(db, failed, worker, message);
  // Pulls of one read were claimed together and share their tries: one time for all.
  const attempts = Math.max(0, ...again.map((row) => row.attempts));
  if (again.length > 0) {
    await db
      .update(metricPulls)
      .set({ dueAt: retryAt(attempts), leaseOwner: null, leaseUntil: null, lastError: message })
      .where(and(inArray(metricPulls.id, again.map((row) => row.id)), eq(metricPulls.leaseOwner, worker)));
  }
}

/** Pulls that cannot be made (the post is gone from the network, the account disconnected); returns those `worker` still held. */
export async function failPulls(db: Executor, ids: readonly number[], worker: string, message: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(metricPulls)
    .set({ status: 'failed', leaseOwner: null, leaseUntil: null, lastError: message, doneAt: sql`now()` })
    .where(and(inArray(metricPulls.id, [...ids]), eq(metricPulls.leaseOwner, worker), eq(metricPulls.status, 'pending')))
    .returning({ id: metricPulls.id });
  return rows.map((row) => row.id);
}

/** Keeps the leases of pulls still being read. */
export async function renewLeases(db: Executor, ids: readonly number[], worker: string, leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(metricPulls)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(inArray(metricPulls.id, [...ids]), eq(metricPulls.leaseOwner, worker), eq(metricPulls.status, 'pending')));
}

/** Read calls made within the last `windowMs` for an account (or, with `platform`, the whole app), and the oldest. */
export async function callsInWindow(db: Executor, scope: { accountId: number } | { platform: string }, windowMs: number): Promise<{ count: number; oldest: Date | null }> {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .select({ count: count(), oldest: min(metricCalls.startedAt) })
    .from(metricCalls)
    .where(and('accountId' in scope ? eq(metricCalls.accountId, scope.accountId) : eq(metricCalls.platform, scope.platform as AccountType), gt(metricCalls.startedAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Records `calls` read calls about to be made. */
export async function recordCalls(db: Executor, accountId: number, platform: AccountType, calls: number): Promise<void> {
  await db.execute(sql`insert into ${metricCalls} (account_id, platform) select ${accountId}, ${platform} from generate_series(1, ${Math.max(1, calls)})`);
}

/** When the next pending pull is due, for the loop's sleep. */
export async function nextDueAt(db: Executor): Promise<Date | null> {
  const [row] = await db.execute<{ at: string | Date | null }>(sql`
    select min(greatest(due_at, coalesce(lease_until, due_at))) as at from ${metricPulls} where status = 'pending'`);
  return row?.at ? new Date(row.at) : null;
}
