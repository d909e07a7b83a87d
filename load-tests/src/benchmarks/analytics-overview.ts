import { performance } from 'node:perf_hooks';
import { entitlementsOf } from '@cadence/contracts';
import { analyticsService, overview } from '@cadence/analytics';
import { createDrizzle, runMigrations, type Sql } from '@cadence/db';
import { createTestDatabase } from '@cadence/db/testing';
import { throwIfInterrupted } from '../lib/interrupt';
import { percentileOfSorted, ratio } from '../lib/stats';
import type { Benchmark, Figure } from '../lib/types';

const ACCOUNTS = 1_000;
const ACCOUNTS_PER_WORKSPACE = 10;
const DAYS = 365;
/** Raw points per post: six pulls of five metrics. */
const POINTS_PER_POST = 30;
const NETWORKS = ['bluesky', 'wordpress', 'instagram', 'twitter'];
/** Overviews measured per side. */
const QUERIES = 200;
const P95_TARGET_MS = 150;

/**
 * Metric points, post totals, daily rollups and posting activity as the consumers leave them:
 * `posts` posts spread over a year and 1,000 accounts in 100 workspaces, each read six times.
 */
async function seed(sql: Sql, posts: number): Promise<void> {
  await sql`
    insert into analytics.accounts (account_id, workspace_id, network, name, status, connected_at, changed_at)
    select a, 1 + (a - 1) / ${ACCOUNTS_PER_WORKSPACE}, (${NETWORKS}::text[])[1 + a % 4], 'Account ' || a, 'connected', now() - interval '400 days', now() - interval '400 days'
    from generate_series(1, ${ACCOUNTS}) as a`;
  for (let workspace = 1; workspace <= ACCOUNTS / ACCOUNTS_PER_WORKSPACE; workspace += 1) {
    await sql`insert into analytics.workspace_entitlements (workspace_id, entitlements, revision) values (${workspace}, ${JSON.stringify(entitlementsOf(workspace, 'scale', 'active'))}::jsonb, 1)`;
  }
  const perAccount = Math.max(1, Math.floor(posts / ACCOUNTS));
  await sql`
    create unlogged table seed_posts as
    select p as target_id, 1 + p % ${ACCOUNTS} as account_id,
      date_trunc('hour', now() - ((p / ${ACCOUNTS})::float8 / ${perAccount} * ${DAYS}) * interval '1 day' - (p % 24) * interval '1 hour') as published_at
    from generate_series(1, ${perAccount * ACCOUNTS}) as p`;
  await sql`
    insert into analytics.posts (post_id, workspace_id, excerpt, published_at)
    select target_id, 1 + (account_id - 1) / ${ACCOUNTS_PER_WORKSPACE}, 'Post ' || target_id, published_at from seed_posts`;
  await sql`
    insert into analytics.target_activity (target_id, post_id, workspace_id, account_id, network, outcome, at, url)
    select target_id, target_id, 1 + (account_id - 1) / ${ACCOUNTS_PER_WORKSPACE}, account_id, (${NETWORKS}::text[])[1 + account_id % 4],
      case when target_id % 50 = 0 then 'failed' else 'published' end, published_at, 'https://example.test/' || target_id
    from seed_posts`;
  await sql`
    insert into analytics.post_metrics (target_id, post_id, workspace_id, account_id, network, published_at, url, metrics, unavailable, slot_at, collected_at)
    select target_id, target_id, 1 + (account_id - 1) / ${ACCOUNTS_PER_WORKSPACE}, account_id, (${NETWORKS}::text[])[1 + account_id % 4], published_at, null,
      jsonb_build_object('impressions_or_views', 100 + target_id % 500, 'likes', target_id % 50, 'comments', target_id % 7, 'shares', target_id % 5, 'saves', target_id % 3),
      '{}'::jsonb, published_at + interval '30 days', published_at + interval '30 days'
    from seed_posts`;
  for (let month = -13; month <= 2; month += 1) await sql`select analytics.ensure_metric_partition(now() + make_interval(months => ${month}))`;
  await sql`
    insert into analytics.metric_points (pull_key, metric, slot_at, collected_at, workspace_id, account_id, network, subject, target_id, value, event_id)
    select 'post:' || s.target_id || ':' || slot.name, metric.name, s.published_at + slot.offset_hours * interval '1 hour', s.published_at + slot.offset_hours * interval '1 hour',
      1 + (s.account_id - 1) / ${ACCOUNTS_PER_WORKSPACE}, s.account_id, (${NETWORKS}::text[])[1 + s.account_id % 4], 'post', s.target_id,
      (s.target_id % 97) * slot.offset_hours / 720.0, gen_random_uuid()
    from seed_posts s
    cross join (values ('1h', 1), ('6h', 6), ('24h', 24), ('3d', 72), ('7d', 168), ('30d', 720)) as slot(name, offset_hours)
    cross join (values ('impressions_or_views'), ('likes'), ('comments'), ('shares'), ('saves')) as metric(name)
    where s.published_at + slot.offset_hours * interval '1 hour' < now() + interval '2 months'`;
  await sql`
    insert into analytics.daily_rollups (account_id, day, metric, workspace_id, network, value, posts)
    select p.account_id, (p.published_at at time zone 'UTC')::date, 'post.' || m.key, p.workspace_id, p.network, sum(m.value::float8), count(*)
    from analytics.post_metrics p cross join lateral jsonb_each_text(p.metrics) m
    group by 1, 2, 3, 4, 5`;
  await sql`
    insert into analytics.daily_rollups (account_id, day, metric, workspace_id, network, value, posts)
    select p.account_id, (p.published_at at time zone 'UTC')::date, d.metric, p.workspace_id, p.network, sum(d.value), count(*)
    from analytics.post_metrics p
    cross join lateral (values
      ('post.engagement_total', (p.metrics->>'likes')::float8 + (p.metrics->>'comments')::float8 + (p.metrics->>'shares')::float8 + (p.metrics->>'saves')::float8),
      ('post.high_intent', (p.metrics->>'shares')::float8 + (p.metrics->>'saves')::float8),
      ('post.rate_engagements', (p.metrics->>'likes')::float8 + (p.metrics->>'comments')::float8 + (p.metrics->>'shares')::float8 + (p.metrics->>'saves')::float8),
      ('post.rate_impressions', (p.metrics->>'impressions_or_views')::float8)) as d(metric, value)
    group by 1, 2, 3, 4, 5`;
  await sql`
    insert into analytics.daily_rollups (account_id, day, metric, workspace_id, network, value, posts, collected_at)
    select a, (now() at time zone 'UTC')::date - d, 'account.followers', 1 + (a - 1) / ${ACCOUNTS_PER_WORKSPACE}, (${NETWORKS}::text[])[1 + a % 4], 1000 + a + (${DAYS} - d) * 3, 0, now()
    from generate_series(1, ${ACCOUNTS}) as a cross join generate_series(0, ${DAYS}) as d`;
  await sql`vacuum analyze`;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The same figures as the overview, in raw SQL through postgres.js: the rollups, followers, activity, top posts, best times. */
async function rawOverview(sql: Sql, workspaceId: number, from: string, to: string, previousFrom: string, previousTo: string): Promise<unknown> {
  const period = async (start: string, end: string) => {
    const rollups = await sql`
      select r.day, r.metric, sum(r.value)::float8 as value from analytics.daily_rollups r
      where r.workspace_id = ${workspaceId} and r.day between ${start}::date and ${end}::date
        and r.metric = any(${['post.impressions_or_views', 'post.engagement_total', 'post.high_intent', 'post.rate_engagements', 'post.rate_impressions']}::text[])
      group by r.day, r.metric`;
    const followers = await sql`
      select r.day, sum(r.value)::float8 as value from analytics.daily_rollups r
      where r.workspace_id = ${workspaceId} and r.day between ${start}::date and ${end}::date and r.metric = 'account.followers' group by r.day`;
    const followerTotals = await sql`
      select sum(last_value)::float8 as followers, sum(last_value - first_value)::float8 as growth from (
        select distinct on (r.account_id) first_value(r.value) over w as first_value, last_value(r.value) over w as last_value
        from analytics.daily_rollups r
        where r.workspace_id = ${workspaceId} and r.day between ${start}::date and ${end}::date and r.metric = 'account.followers'
        window w as (partition by r.account_id order by r.day rows between unbounded preceding and unbounded following)) t`;
    const activity = await sql`
      select (a.at at time zone 'UTC')::date as day, a.outcome, count(*)::int from analytics.target_activity a
      where a.workspace_id = ${workspaceId} and a.at >= (${start}::date)::timestamp at time zone 'UTC' and a.at < (${end}::date + 1)::timestamp at time zone 'UTC'
      group by 1, 2`;
    return { rollups, followers, followerTotals, activity };
  };
  const engagement = sql.unsafe(`coalesce((p.metrics->>'engagements')::float8, case when p.metrics ?| array['likes','comments','shares','saves','sends'] then
    coalesce((p.metrics->>'likes')::float8, 0) + coalesce((p.metrics->>'comments')::float8, 0) + coalesce((p.metrics->>'shares')::float8, 0)
    + coalesce((p.metrics->>'saves')::float8, 0) + coalesce((p.metrics->>'sends')::float8, 0) end)`);
  const current = await period(from, to);
  const previous = await period(previousFrom, previousTo);
  const top = await sql`
    select p.target_id, posts.excerpt, ${engagement} as engagements from analytics.post_metrics p
    left join analytics.posts posts on posts.post_id = p.post_id
    where p.workspace_id = ${workspaceId} and p.published_at >= (${from}::date)::timestamp at time zone 'UTC' and p.published_at < (${to}::date + 1)::timestamp at time zone 'UTC'
    order by engagements desc nulls last limit 10`;
  const best = await sql`
    select extract(dow from p.published_at at time zone 'UTC')::int as weekday, extract(hour from p.published_at at time zone 'UTC')::int as hour, count(*)::int, avg(${engagement})::float8 as average
    from analytics.post_metrics p
    where p.workspace_id = ${workspaceId} and p.published_at >= (${to}::date - 89)::timestamp at time zone 'UTC' and p.published_at < (${to}::date + 1)::timestamp at time zone 'UTC'
    group by 1, 2 order by average desc limit 5`;
  const unavailable = await sql`select * from analytics.unavailable_metrics where workspace_id = ${workspaceId}`;
  const accounts = await sql`select * from analytics.accounts where workspace_id = ${workspaceId} order by network, name`;
  return { current, previous, top, best, unavailable, accounts };
}

/**
 * The analytics overview (a month compared with the month before, one workspace of 10 accounts)
 * over a year of figures: through the service's code (drizzle, the plan check, the answer's
 * assembly) against the same aggregation in raw SQL through postgres.js, on the same tables.
 */
export const analyticsOverview: Benchmark = {
  name: 'analytics-overview',
  title: 'Analytics overview: a month vs the month before over 1,000 accounts, service vs raw SQL',
  about: 'about 1-5 min (seeding --rows x 100 metric points)',
  async run({ options, log }) {
    const database = await createTestDatabase('bench_analytics');
    try {
      await runMigrations(database.sql, { schema: 'analytics', folder: analyticsService.migrationsFolder });
      const points = options.rows * 100;
      const posts = Math.ceil(points / POINTS_PER_POST);
      const seeding = performance.now();
      await seed(database.sql, posts);
      const [counts] = await database.sql<{ points: number; posts: number; rollups: number; partitions: number }[]>`
        select (select count(*)::int from analytics.metric_points) as points, (select count(*)::int from analytics.post_metrics) as posts,
          (select count(*)::int from analytics.daily_rollups) as rollups,
          (select count(*)::int from pg_inherits join pg_class c on c.oid = inhparent where c.relname = 'metric_points') as partitions`;
      log(`seeded ${counts?.points.toLocaleString('en-US')} metric points in ${counts?.partitions} partitions, ${counts?.posts.toLocaleString('en-US')} posts, ${counts?.rollups.toLocaleString('en-US')} rollups in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

      const db = createDrizzle(database.sql);
      const today = Date.now();
      const query = { from: dayOf(today - 29 * 86_400_000), to: dayOf(today), compare: true };
      const previous = { from: dayOf(today - 59 * 86_400_000), to: dayOf(today - 30 * 86_400_000) };
      const service: number[] = [];
      const raw: number[] = [];
      const workspaces = ACCOUNTS / ACCOUNTS_PER_WORKSPACE;
      for (let index = 0; index < QUERIES * 2 + 20; index += 1) {
        throwIfInterrupted();
        const workspaceId = 1 + ((index * 37) % workspaces);
        const viaService = index % 2 === 0;
        const started = performance.now();
        if (viaService) await overview(db, workspaceId, query);
        else await rawOverview(database.sql, workspaceId, query.from, query.to, previous.from, previous.to);
        const elapsed = performance.now() - started;
        // The first 20 warm the caches on both sides.
        if (index >= 20) (viaService ? service : raw).push(elapsed);
      }
      service.sort((a, b) => a - b);
      raw.sort((a, b) => a - b);
      const p95 = percentileOfSorted(service, 95);
      const rawP95 = percentileOfSorted(raw, 95);
      const p50 = percentileOfSorted(service, 50);
      const rawP50 = percentileOfSorted(raw, 50);
      const figures: Figure[] = [
        { metric: 'overview p95', unit: 'ms', value: p95, baseline: rawP95, ratio: ratio(p95, rawP95), target: `<= ${P95_TARGET_MS} ms`, meets: p95 <= P95_TARGET_MS },
        { metric: 'overview p50', unit: 'ms', value: p50, baseline: rawP50, ratio: ratio(p50, rawP50) },
      ];
      return {
        status: 'ok',
        baseline: 'the same aggregation in raw SQL through postgres.js on the same tables (no plan check, no answer assembly)',
        figures,
        notes: [
          `${counts?.points.toLocaleString('en-US')} metric points over ${ACCOUNTS.toLocaleString('en-US')} accounts in ${workspaces} workspaces; ${QUERIES} overviews per side, sides alternating; each overview covers 30 days and the 30 before.`,
          'The overview reads rollups, post totals and posting activity, never the raw points: its cost follows days and accounts, not the size of the time series.',
        ],
        details: { counts, service, raw },
      };
    } finally {
      await database.drop();
    }
  },
};
