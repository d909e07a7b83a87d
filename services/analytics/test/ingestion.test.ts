import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockFrom } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { analyticsService } from '../src/app';
import { maintainPartitions, listPartitions } from '../src/features/maintenance/partitions';
import { accountPull, bearer, collected, connect, eventOf, freshId, onPlan, postPull, publish, publishPost } from './helpers';
import { metricsCollected } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { randomUUID } from 'node:crypto';
import { ingest } from '../src/features/ingestion/ingestion.service';

/** The day these tests are about (the figures' dates are in autumn 2026), whatever today's date. */
const TODAY = '2026-11-24T12:00:00.000Z';

let t: TestPlatform;
beforeAll(async () => {
  // The platform keeps its partitions by the same day the partitions test maintains them on.
  t = await startTestPlatform([analyticsService], {}, { clock: clockFrom(TODAY) });
});
afterAll(async () => {
  await t?.close();
});

const points = (identity: string) =>
  t.database.sql`select metric, value, unavailable, tableoid::regclass::text as partition from analytics.metric_points where pull_key = ${identity} order by metric`;

async function overview(workspaceId: number, from: string, to: string, extra = '') {
  const response = await t.platform.app.inject({ method: 'GET', url: `/api/analytics/overview?from=${from}&to=${to}${extra}`, headers: bearer(t, workspaceId) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('ingesting collected metrics', () => {
  it('stores the same event delivered twice once', async () => {
    const ws = freshId();
    const account = await connect(t, ws, 'bluesky');
    const target = await publishPost(t, ws, account, 'bluesky', '2026-10-05T09:00:00.000Z');
    const event = collected(postPull(target, '24h', { likes: 4, comments: 1 }));
    await publish(t, event);
    await publish(t, event);
    expect(await points(`post:${target.targetId}:24h`)).toEqual([
      { metric: 'comments', value: 1, unavailable: null, partition: 'analytics.metric_points_2026_10' },
      { metric: 'likes', value: 4, unavailable: null, partition: 'analytics.metric_points_2026_10' },
    ]);
    const handled = await t.database.sql`select count(*)::int as n from analytics.processed_events where event_id = ${event.id}`;
    expect(handled[0]!.n).toBe(1);
  });

  it('keeps one reading per pull: a repeat with another event id adds nothing, a later reading replaces, an earlier one arriving late is ignored', async () => {
    const ws = freshId();
    await onPlan(t, ws, 'scale');
    const account = await connect(t, ws, 'twitter');
    const target = await publishPost(t, ws, account, 'twitter', '2026-10-06T10:00:00.000Z');
    const first = postPull(target, '6h', { impressions_or_views: 100, likes: 5, saves: 2 }, { collectedAt: '2026-10-06T16:00:00.000Z' });
    await publish(t, collected(first));
    await publish(t, collected(first));
    const later = { ...first, collectedAt: '2026-10-06T16:05:00.000Z', metrics: { impressions_or_views: 120, likes: 6 } };
    await publish(t, collected(later));
    await publish(t, collected(first));
    expect((await points(first.identity)).map((row) => [row.metric, row.value])).toEqual([
      ['impressions_or_views', 120],
      ['likes', 6],
    ]);
    const data = await overview(ws, '2026-10-06', '2026-10-06');
    expect(data.totals.impressions.value).toBe(120);
    expect(data.totals.engagements.value).toBe(6);
    // saves went away with the later reading: no high-intent figure, not 0
    expect(data.totals.high_intent.value).toBeNull();
  });

  it('two deliveries of the same pull at the same time store it once', async () => {
    const ws = freshId();
    const account = await connect(t, ws, 'bluesky');
    const target = await publishPost(t, ws, account, 'bluesky', '2026-10-09T09:00:00.000Z');
    const pull = postPull(target, '3d', { likes: 8, shares: 1 });
    const db = createDrizzle(t.platform.sql!);
    const results = await Promise.all([0, 1, 2].map(() => db.transaction((tx) => ingest(tx, pull, randomUUID(), { retentionMonths: 25 }, t.clock.now()))));
    expect(results.filter((result) => result === 'stored')).toHaveLength(1);
    expect((await points(pull.identity)).map((row) => [row.metric, row.value])).toEqual([
      ['likes', 8],
      ['shares', 1],
    ]);
    const rollup = await t.database.sql`select value, posts from analytics.daily_rollups where account_id = ${account} and metric = 'post.engagement_total'`;
    expect(rollup.map((row) => [row.value, row.posts])).toEqual([[9, 1]]);
  });

  it('keeps no raw points older than the retention, but still the post totals and rollups', async () => {
    const ws = freshId();
    const account = await connect(t, ws, 'twitter');
    const target = await publishPost(t, ws, account, 'twitter', '2026-01-10T09:00:00.000Z');
    const pull = postPull(target, '24h', { impressions_or_views: 40, likes: 2 });
    const db = createDrizzle(t.platform.sql!);
    const result = await db.transaction((tx) => ingest(tx, pull, randomUUID(), { retentionMonths: 6 }, t.clock.now()));
    expect(result).toBe('stored');
    expect(await points(pull.identity)).toEqual([]);
    const rollups = await t.database.sql`select metric, value from analytics.daily_rollups where account_id = ${account} order by metric`;
    expect(rollups.map((row) => [row.metric, row.value])).toEqual([
      ['post.engagement_total', 2],
      ['post.impressions_or_views', 40],
      ['post.likes', 2],
      ['post.rate_engagements', 2],
      ['post.rate_impressions', 40],
    ]);
  });

  it('a post read at a later slot becomes its totals; the day rollup adds the posts of the day', async () => {
    const ws = freshId();
    await onPlan(t, ws, 'scale');
    const account = await connect(t, ws, 'instagram');
    const a = await publishPost(t, ws, account, 'instagram', '2026-10-07T08:00:00.000Z', 'Morning post');
    const b = await publishPost(t, ws, account, 'instagram', '2026-10-07T18:00:00.000Z', 'Evening post');
    await publish(t, collected(postPull(a, '1h', { impressions_or_views: 50, likes: 5, saves: 1, shares: 1 })));
    await publish(t, collected(postPull(a, '24h', { impressions_or_views: 200, likes: 10, saves: 3, shares: 2 }, { collectedAt: '2026-10-08T08:00:00.000Z' })));
    await publish(t, collected(postPull(b, '1h', { impressions_or_views: 100, engagements: 40 })));
    const rollups = await t.database.sql`select metric, value, posts from analytics.daily_rollups where account_id = ${account} and day = '2026-10-07' order by metric`;
    const byMetric = Object.fromEntries(rollups.map((row) => [row.metric, [row.value, row.posts]]));
    expect(byMetric['post.impressions_or_views']).toEqual([300, 2]);
    expect(byMetric['post.engagement_total']).toEqual([55, 2]);
    expect(byMetric['post.high_intent']).toEqual([5, 1]);
    expect(byMetric['post.likes']).toEqual([10, 1]);
    const data = await overview(ws, '2026-10-01', '2026-10-31');
    expect(data.totals.engagement_rate.value).toBe(18.33);
    expect(data.top_posts.map((post: { excerpt: string; engagements: number }) => [post.excerpt, post.engagements])).toEqual([
      ['Evening post', 40],
      ['Morning post', 15],
    ]);
    expect(data.best_times[0]).toEqual({ weekday: 3, hour: 18, posts: 1, average_engagements: 40 });
    expect(data.series.impressions.find((point: { day: string }) => point.day === '2026-10-07').value).toBe(300);
    expect(data.series.impressions.find((point: { day: string }) => point.day === '2026-10-08').value).toBeNull();
  });

  it('keeps an absent metric absent and a zero as zero', async () => {
    const ws = freshId();
    await onPlan(t, ws, 'scale');
    const account = await connect(t, ws, 'wordpress');
    const silent = await publishPost(t, ws, account, 'wordpress', '2026-10-10T08:00:00.000Z');
    await publish(t, collected(postPull(silent, '24h', { comments: 0 })));
    const data = await overview(ws, '2026-10-10', '2026-10-10');
    expect(data.totals.engagements.value).toBe(0);
    expect(data.totals.impressions.value).toBeNull();
    expect(data.totals.engagement_rate.value).toBeNull();
    expect(data.totals.followers.value).toBeNull();
    expect((await points(`post:${silent.targetId}:24h`)).map((row) => row.metric)).toEqual(['comments']);
  });

  it('stores a metric the network stopped answering with its message, shows it as unavailable, and clears it when it answers again', async () => {
    const ws = freshId();
    await onPlan(t, ws, 'scale');
    const account = await connect(t, ws, 'facebook_page');
    const message = '(#100) The value must be a valid insights metric: page_impressions';
    await publish(t, collected(accountPull(ws, account, 'facebook_page', '2026-10-11', { followers: 500 }, { unavailable: [{ metric: 'impressions_or_views', message }] })));
    expect((await points(`account:${account}:2026-10-11`)).map((row) => [row.metric, row.value, row.unavailable])).toEqual([
      ['followers', 500, null],
      ['impressions_or_views', null, message],
    ]);
    let data = await overview(ws, '2026-10-11', '2026-10-11');
    expect(data.unavailable).toEqual([{ account_id: account, network: 'facebook_page', metric: 'impressions_or_views', message, since: '2026-10-11T23:00:00.000Z' }]);
    expect(data.totals.impressions.value).toBeNull();

    await publish(t, collected(accountPull(ws, account, 'facebook_page', '2026-10-12', { followers: 510, impressions_or_views: 900 })));
    data = await overview(ws, '2026-10-11', '2026-10-12');
    expect(data.unavailable).toEqual([]);
    expect(data.totals.followers.value).toBe(510);
    expect(data.totals.followers_growth.value).toBe(10);
    expect(data.series.followers.map((point: { value: number | null }) => point.value)).toEqual([500, 510]);
  });
});

describe('partitions', () => {
  it('creates the month of a pull on demand, keeps months ahead and drops those past retention', async () => {
    const ws = freshId();
    const account = await connect(t, ws, 'bluesky');
    await publish(t, eventOf(metricsCollected, accountPull(ws, account, 'bluesky', '2025-03-02', { followers: 7 })));
    expect((await points(`account:${account}:2025-03-02`))[0]?.partition).toBe('analytics.metric_points_2025_03');

    // A round on the platform's day (24 November 2026) with four months ahead: November 2026 to
    // March 2027 exist after it, made by this round where nothing made them before (the
    // migration makes months around the database's own date); twelve months of retention drop
    // March 2025.
    const db = createDrizzle(t.platform.sql!);
    const ahead = ['metric_points_2026_11', 'metric_points_2026_12', 'metric_points_2027_01', 'metric_points_2027_02', 'metric_points_2027_03'];
    const before = new Set((await listPartitions(db)).map((partition) => partition.name));
    const now = t.clock.now();
    const result = await maintainPartitions(db, { ahead: 4, retentionMonths: 12 }, now);
    expect(result.created.sort()).toEqual(ahead.filter((name) => !before.has(name)));
    expect(result.dropped).toContain('metric_points_2025_03');
    const names = (await listPartitions(db)).map((partition) => partition.name);
    expect(names).not.toContain('metric_points_2025_03');
    expect(names).toEqual(expect.arrayContaining(ahead));
    expect(await points(`account:${account}:2025-03-02`)).toEqual([]);
    // the rollup outlives the raw points
    const rollup = await t.database.sql`select value from analytics.daily_rollups where account_id = ${account} and metric = 'account.followers'`;
    expect(rollup.map((row) => row.value)).toEqual([7]);
    // a repeated maintenance round changes nothing
    expect(await maintainPartitions(createDrizzle(t.platform.sql!), { ahead: 4, retentionMonths: 12 }, now)).toEqual({ created: [], dropped: [] });
  });
});
