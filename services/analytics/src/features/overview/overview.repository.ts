import { sql, type SQL } from 'drizzle-orm';
import { anyOf, type Executor } from '@cadence/db';

/** Which rows a figure covers: one workspace, a day range, optionally some accounts and one network. */
export interface Scope {
  workspaceId: number;
  from: string;
  to: string;
  accountIds: number[] | null;
  network: string | null;
  /** The IANA zone best times are counted in; UTC when absent. */
  timeZone?: string | undefined;
}

function filters(scope: Scope, accountColumn: SQL, networkColumn: SQL): SQL {
  const parts: SQL[] = [];
  if (scope.accountIds) parts.push(anyOf(accountColumn, scope.accountIds));
  if (scope.network) parts.push(sql`${networkColumn} = ${scope.network}`);
  return parts.length === 0 ? sql`` : sql` and ${sql.join(parts, sql` and `)}`;
}

/** The UTC start of a day (plus `days`), as a timestamp. */
const dayStart = (day: string, days = 0) => sql`((${day}::date + ${days}::int)::timestamp at time zone 'UTC')`;
/** The UTC start of the day after. */
const dayEnd = (day: string) => dayStart(day, 1);

const rollupFilter = (scope: Scope) =>
  sql`r.workspace_id = ${scope.workspaceId} and r.day between ${scope.from}::date and ${scope.to}::date${filters(scope, sql`r.account_id`, sql`r.network`)}`;

/** The day's total of each post metric over the scope (metrics no network gave have no row). */
export async function postSeries(db: Executor, scope: Scope, metrics: readonly string[]): Promise<{ day: string; metric: string; value: number }[]> {
  const rows = await db.execute<{ day: string; metric: string; value: number }>(sql`
    select to_char(r.day, 'YYYY-MM-DD') as day, r.metric, sum(r.value)::float8 as value
    from analytics.daily_rollups r
    where ${rollupFilter(scope)} and r.metric = any(${sql.raw(`'{${metrics.join(',')}}'::text[]`)})
    group by r.day, r.metric`);
  return [...rows];
}

/** Followers per day: the sum over the accounts that reported that day. */
export async function followerSeries(db: Executor, scope: Scope): Promise<{ day: string; value: number }[]> {
  const rows = await db.execute<{ day: string; value: number }>(sql`
    select to_char(r.day, 'YYYY-MM-DD') as day, sum(r.value)::float8 as value
    from analytics.daily_rollups r
    where ${rollupFilter(scope)} and r.metric = 'account.followers'
    group by r.day`);
  return [...rows];
}

/** Followers at the end of the range (each account's last reading in it) and their growth over it (last minus first). */
export async function followerTotals(db: Executor, scope: Scope): Promise<{ followers: number | null; growth: number | null }> {
  const [row] = await db.execute<{ followers: number | null; growth: number | null }>(sql`
    select sum(last_value)::float8 as followers, sum(last_value - first_value)::float8 as growth
    from (
      select distinct on (r.account_id) r.account_id,
        first_value(r.value) over w as first_value,
        last_value(r.value) over w as last_value
      from analytics.daily_rollups r
      where ${rollupFilter(scope)} and r.metric = 'account.followers'
      window w as (partition by r.account_id order by r.day rows between unbounded preceding and unbounded following)
    ) per_account`);
  return { followers: row?.followers ?? null, growth: row?.growth ?? null };
}

/** Posts published and failed per day over the scope. */
export async function activitySeries(db: Executor, scope: Scope): Promise<{ day: string; outcome: 'published' | 'failed'; count: number }[]> {
  const rows = await db.execute<{ day: string; outcome: 'published' | 'failed'; count: number }>(sql`
    select to_char((a.at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, a.outcome, count(*)::int as count
    from analytics.target_activity a
    where a.workspace_id = ${scope.workspaceId}
      and a.at >= ${dayStart(scope.from)} and a.at < ${dayEnd(scope.to)}
      ${filters(scope, sql`a.account_id`, sql`a.network`)}
    group by 1, 2`);
  return [...rows];
}

/** A post's engagements in SQL: the network's total, else the interactions it gave added; null when none. */
const ENGAGEMENT = sql.raw(`coalesce(
  (p.metrics->>'engagements')::float8,
  case when p.metrics ?| array['likes','comments','shares','saves','sends'] then
    coalesce((p.metrics->>'likes')::float8, 0) + coalesce((p.metrics->>'comments')::float8, 0) + coalesce((p.metrics->>'shares')::float8, 0)
    + coalesce((p.metrics->>'saves')::float8, 0) + coalesce((p.metrics->>'sends')::float8, 0)
  end)`);
const HIGH_INTENT = sql.raw(`case when p.metrics ?| array['saves','shares','sends'] then
    coalesce((p.metrics->>'saves')::float8, 0) + coalesce((p.metrics->>'shares')::float8, 0) + coalesce((p.metrics->>'sends')::float8, 0)
  end`);

export type TopPostRow = {
  target_id: number;
  post_id: number | null;
  account_id: number;
  network: string;
  excerpt: string | null;
  url: string | null;
  published_at: string;
  impressions: number | null;
  engagements: number | null;
  high_intent: number | null;
};

/** The posts published in the range with the most engagements (then impressions). */
export async function topPosts(db: Executor, scope: Scope, limit = 10): Promise<TopPostRow[]> {
  const rows = await db.execute<TopPostRow>(sql`
    select p.target_id, p.post_id, p.account_id, p.network, posts.excerpt, coalesce(p.url, a.url) as url,
      to_char(p.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at,
      (p.metrics->>'impressions_or_views')::float8 as impressions,
      ${ENGAGEMENT} as engagements,
      ${HIGH_INTENT} as high_intent
    from analytics.post_metrics p
    left join analytics.posts posts on posts.post_id = p.post_id and posts.workspace_id = p.workspace_id
    left join analytics.target_activity a on a.target_id = p.target_id and a.workspace_id = p.workspace_id
    where p.workspace_id = ${scope.workspaceId}
      and p.published_at >= ${dayStart(scope.from)} and p.published_at < ${dayEnd(scope.to)}
      ${filters(scope, sql`p.account_id`, sql`p.network`)}
    order by engagements desc nulls last, impressions desc nulls last, p.published_at desc
    limit ${limit}`);
  return [...rows];
}

/** Weekday and hour (in the scope's time zone) of publishing with the best average engagements over the 90 days ending with the range. */
export async function bestTimes(db: Executor, scope: Scope, limit = 5): Promise<{ weekday: number; hour: number; posts: number; average_engagements: number }[]> {
  const rows = await db.execute<{ weekday: number; hour: number; posts: number; average_engagements: number }>(sql`
    select weekday, hour, count(*)::int as posts, avg(engagement)::float8 as average_engagements
    from (
      select extract(dow from p.published_at at time zone ${scope.timeZone ?? 'UTC'})::int as weekday,
        extract(hour from p.published_at at time zone ${scope.timeZone ?? 'UTC'})::int as hour,
        ${ENGAGEMENT} as engagement
      from analytics.post_metrics p
      where p.workspace_id = ${scope.workspaceId}
        and p.published_at >= ${dayStart(scope.to, -89)} and p.published_at < ${dayEnd(scope.to)}
        ${filters(scope, sql`p.account_id`, sql`p.network`)}
    ) timed
    where engagement is not null
    group by weekday, hour
    order by average_engagements desc, posts desc, weekday, hour
    limit ${limit}`);
  return [...rows];
}

export async function unavailable(db: Executor, scope: Scope): Promise<{ account_id: number; network: string; metric: string; message: string; since: string }[]> {
  const rows = await db.execute<{ account_id: number; network: string; metric: string; message: string; since: string }>(sql`
    select u.account_id, u.network, u.metric, u.message, to_char(u.since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since
    from analytics.unavailable_metrics u
    where u.workspace_id = ${scope.workspaceId} ${filters(scope, sql`u.account_id`, sql`u.network`)}
    order by u.network, u.account_id, u.metric`);
  return [...rows];
}

/** Distinct posts published and failed between two days, for one workspace. */
export async function postCounts(db: Executor, workspaceId: number, from: string, to: string): Promise<{ published: number; failed: number }> {
  const [row] = await db.execute<{ published: number; failed: number }>(sql`
    select count(distinct post_id) filter (where outcome = 'published')::int as published,
      count(distinct post_id) filter (where outcome = 'failed')::int as failed
    from analytics.target_activity
    where workspace_id = ${workspaceId} and at >= ${dayStart(from)} and at < ${dayEnd(to)}`);
  return { published: row?.published ?? 0, failed: row?.failed ?? 0 };
}

/**
 * Across every workspace: posts published and failed per network per day, and the delivery lag
 * of the scheduled ones (publishing on the network minus the due time).
 */
export async function platformDays(
  db: Executor,
  from: string,
  to: string,
): Promise<{ day: string; network: string; published: number; failed: number; lag_p50_seconds: number | null; lag_p95_seconds: number | null }[]> {
  const rows = await db.execute<{ day: string; network: string; published: number; failed: number; lag_p50_seconds: number | null; lag_p95_seconds: number | null }>(sql`
    select to_char((a.at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, a.network,
      count(*) filter (where a.outcome = 'published')::int as published,
      count(*) filter (where a.outcome = 'failed')::int as failed,
      percentile_cont(0.5) within group (order by extract(epoch from a.at - p.scheduled_at)) filter (where a.outcome = 'published' and p.scheduled_at is not null)::float8 as lag_p50_seconds,
      percentile_cont(0.95) within group (order by extract(epoch from a.at - p.scheduled_at)) filter (where a.outcome = 'published' and p.scheduled_at is not null)::float8 as lag_p95_seconds
    from analytics.target_activity a
    left join analytics.posts p on p.post_id = a.post_id
    where a.at >= ${dayStart(from)} and a.at < ${dayEnd(to)}
    group by 1, 2
    order by 1, 2`);
  return [...rows];
}

export async function activeWorkspaces(db: Executor, from: string, to: string): Promise<number> {
  const [row] = await db.execute<{ count: number }>(sql`
    select count(distinct workspace_id)::int as count from analytics.target_activity where at >= ${dayStart(from)} and at < ${dayEnd(to)}`);
  return row?.count ?? 0;
}

/** Whether PostgreSQL knows an IANA time zone name. */
export async function knowsTimeZone(db: Executor, name: string): Promise<boolean> {
  const rows = await db.execute<{ known: boolean }>(sql`select exists (select 1 from pg_timezone_names where name = ${name}) as known`);
  return rows[0]?.known ?? false;
}
