import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { analyticsService } from '../src/app';
import { postPublished, targetPublished } from '@cadence/contracts';
import { accountPull, bearer, collected, connect, eventOf, failPost, freshId, onPlan, postPull, publish, publishPost } from './helpers';

let t: TestPlatform;
/** Two Scale workspaces with figures, and one on Traction. */
let a: number;
let b: number;
let small: number;
let accountA: number;
let accountB: number;

beforeAll(async () => {
  t = await startTestPlatform([analyticsService]);
  [a, b, small] = [freshId(), freshId(), freshId()];
  await onPlan(t, a, 'scale');
  await onPlan(t, b, 'advanced');
  accountA = await connect(t, a, 'bluesky', 'A on Bluesky');
  accountB = await connect(t, b, 'bluesky', 'B on Bluesky');
  const postA = await publishPost(t, a, accountA, 'bluesky', '2026-10-20T10:00:00.000Z', 'Only for A');
  await publish(t, collected(postPull(postA, '24h', { likes: 11, shares: 2 })));
  await publish(t, collected(accountPull(a, accountA, 'bluesky', '2026-10-20', { followers: 300 })));
  const postB = await publishPost(t, b, accountB, 'bluesky', '2026-10-20T11:00:00.000Z', 'Only for B');
  await publish(t, collected(postPull(postB, '24h', { likes: 99 })));
  await failPost(t, b, accountB, 'bluesky', '2026-10-20T12:00:00.000Z');
  const smallAccount = await connect(t, small, 'wordpress');
  await publishPost(t, small, smallAccount, 'wordpress', '2026-10-20T09:00:00.000Z');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.platform.app.inject({ method: 'GET', url, headers } as InjectOptions);
const RANGE = 'from=2026-10-01&to=2026-10-31';

describe('workspace isolation', () => {
  it('each workspace sees only its own figures on every route', async () => {
    const overviewA = (await get(`/api/analytics/overview?${RANGE}`, bearer(t, a))).json().data;
    expect(overviewA.accounts.map((account: { id: number }) => account.id)).toEqual([accountA]);
    expect(overviewA.top_posts.map((post: { excerpt: string }) => post.excerpt)).toEqual(['Only for A']);
    expect(overviewA.totals.engagements.value).toBe(13);
    expect(overviewA.totals.failed.value).toBe(0);

    const overviewB = (await get(`/api/analytics/overview?${RANGE}`, bearer(t, b))).json().data;
    expect(overviewB.top_posts.map((post: { excerpt: string }) => post.excerpt)).toEqual(['Only for B']);
    expect(overviewB.totals.followers.value).toBeNull();
    expect(overviewB.totals.failed.value).toBe(1);

    const networkB = (await get(`/api/analytics/networks/bluesky?${RANGE}`, bearer(t, b))).json().data;
    expect(networkB.totals.engagements.value).toBe(99);
    expect(networkB.network).toBe('bluesky');
    expect(networkB.networks).toEqual(['bluesky']);

    const csvA = await get(`/api/analytics/export.csv?${RANGE}&table=top_posts`, bearer(t, a));
    expect(csvA.statusCode).toBe(200);
    expect(csvA.headers['content-type']).toContain('text/csv');
    expect(csvA.body).toContain('Only for A');
    expect(csvA.body).not.toContain('Only for B');

    const weekB = (await get('/api/analytics/week?from=2026-10-19&to=2026-10-25', bearer(t, b))).json().data;
    expect(weekB).toEqual({ from: '2026-10-19', to: '2026-10-25', published: 1, failed: 1, engagements: 99, analytics_included: true });
  });

  it("naming another workspace's account is a 400 that shows nothing of it", async () => {
    for (const url of [`/api/analytics/overview?${RANGE}&accounts=${accountB}`, `/api/analytics/networks/bluesky?${RANGE}&accounts=${accountA},${accountB}`, `/api/analytics/export.csv?${RANGE}&table=followers&accounts=${accountB}`]) {
      const response = await get(url, bearer(t, a));
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.body).not.toContain('Only for B');
    }
    const own = (await get(`/api/analytics/overview?${RANGE}&accounts=${accountA}`, bearer(t, a))).json().data;
    expect(own.totals.followers.value).toBe(300);
  });
});

describe('permissions', () => {
  it('needs a signed-in member with Analytics (dashboard for the week, MonitoringServices for staff figures)', async () => {
    for (const url of [`/api/analytics/access`, `/api/analytics/overview?${RANGE}`, `/api/analytics/networks/bluesky?${RANGE}`, `/api/analytics/export.csv?${RANGE}&table=published`]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 401]);
      expect([url, (await get(url, bearer(t, a, ['dashboard', 'Posts']))).statusCode]).toEqual([url, 403]);
    }
    expect((await get('/api/analytics/week?from=2026-10-19&to=2026-10-25', bearer(t, a, ['Analytics']))).statusCode).toBe(403);
    for (const url of [`/api/analytics/platform?${RANGE}`, `/api/analytics/platform.csv?${RANGE}`]) {
      expect([url, (await get(url, bearer(t, a))).statusCode]).toEqual([url, 403]);
    }
  });
});

describe('plan gating', () => {
  it('below Scale, says what the plan includes and where analytics start instead of figures', async () => {
    const access = (await get('/api/analytics/access', bearer(t, small))).json().data;
    expect(access).toMatchObject({ included: false, plan: 'traction', minimum_plan: 'scale' });
    expect(access.message).toContain('included from the Scale plan');
    const refused = await get(`/api/analytics/overview?${RANGE}`, bearer(t, small));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Scale');
    expect((await get(`/api/analytics/export.csv?${RANGE}&table=published`, bearer(t, small))).statusCode).toBe(403);
    const week = (await get('/api/analytics/week?from=2026-10-19&to=2026-10-25', bearer(t, small))).json().data;
    expect(week).toEqual({ from: '2026-10-19', to: '2026-10-25', published: 1, failed: 0, engagements: null, analytics_included: false });

    await onPlan(t, small, 'scale', 2);
    expect((await get('/api/analytics/access', bearer(t, small))).json().data.included).toBe(true);
    expect((await get(`/api/analytics/overview?${RANGE}`, bearer(t, small))).statusCode).toBe(200);
    // an older copy arriving late does not take it back
    await onPlan(t, small, 'creator', 1);
    expect((await get('/api/analytics/access', bearer(t, small))).json().data.included).toBe(true);
  });
});

describe('bad input', () => {
  it('answers 400 with field errors', async () => {
    for (const query of ['from=2026-10-31&to=2026-10-01', 'from=2024-01-01&to=2026-01-01', 'from=yesterday&to=2026-10-01', 'to=2026-10-01', `${RANGE}&accounts=1;2`, `${RANGE}&extra=1`]) {
      const response = await get(`/api/analytics/overview?${query}`, bearer(t, a));
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().errors?.length).toBeGreaterThan(0);
    }
    expect((await get(`/api/analytics/networks/myspace?${RANGE}`, bearer(t, a))).statusCode).toBe(400);
    expect((await get(`/api/analytics/export.csv?${RANGE}&table=secrets`, bearer(t, a))).statusCode).toBe(400);
  });
});

describe('comparing with the period before', () => {
  it('gives the previous period the same length, just before the range', async () => {
    const ws = freshId();
    await onPlan(t, ws, 'scale');
    const account = await connect(t, ws, 'twitter');
    const before = await publishPost(t, ws, account, 'twitter', '2026-09-15T10:00:00.000Z');
    const now = await publishPost(t, ws, account, 'twitter', '2026-10-15T10:00:00.000Z');
    await publish(t, collected(postPull(before, '7d', { impressions_or_views: 1000, likes: 10 })));
    await publish(t, collected(postPull(now, '7d', { impressions_or_views: 1500, likes: 30 })));
    const data = (await get('/api/analytics/overview?from=2026-10-01&to=2026-10-30&compare=true', bearer(t, ws))).json().data;
    expect([data.previous_from, data.previous_to]).toEqual(['2026-09-01', '2026-09-30']);
    expect(data.totals.impressions).toEqual({ value: 1500, previous: 1000 });
    expect(data.totals.engagement_rate).toEqual({ value: 2, previous: 1 });
    expect(data.series.impressions[14]).toEqual({ day: '2026-10-15', value: 1500, previous: 1000 });
    const csv = (await get('/api/analytics/export.csv?from=2026-10-01&to=2026-10-30&compare=true&table=impressions', bearer(t, ws))).body;
    expect(csv.split('\r\n').slice(0, 2)).toEqual(['day,impressions,previous_impressions', '2026-10-01,,']);
    expect(csv).toContain('2026-10-15,1500,1000');
  });
});

describe('staff platform figures', () => {
  it('counts posts published and failed per network per day across workspaces, and the active workspaces', async () => {
    const staff = bearer(t, freshId(), ['MonitoringServices']);
    const figures = (await get('/api/analytics/platform?from=2026-10-20&to=2026-10-20', staff)).json().data;
    expect(figures.days).toEqual([
      { day: '2026-10-20', network: 'bluesky', published: 2, failed: 1, lag_p50_seconds: null, lag_p95_seconds: null },
      { day: '2026-10-20', network: 'wordpress', published: 1, failed: 0, lag_p50_seconds: null, lag_p95_seconds: null },
    ]);
    expect(figures).toMatchObject({ active_workspaces: 3, published: 3, failed: 1 });
    const csv = await get('/api/analytics/platform.csv?from=2026-10-20&to=2026-10-20', staff);
    expect(csv.body).toBe('day,network,published,failed,lag_p50_seconds,lag_p95_seconds\r\n2026-10-20,bluesky,2,1,,\r\n2026-10-20,wordpress,1,0,,\r\n');
    const activity = await get('/api/analytics/export.csv?from=2026-10-19&to=2026-10-20&table=activity', bearer(t, b));
    expect(activity.body).toBe('day,published,failed\r\n2026-10-19,0,0\r\n2026-10-20,1,1\r\n');
  });
});

describe('delivery lag', () => {
  it('measures a scheduled post from its due time to its publishing, per network and day', async () => {
    const ws = freshId();
    const account = await connect(t, ws, 'twitter');
    for (const [due, published] of [
      ['2026-09-03T10:00:00.000Z', '2026-09-03T10:00:02.000Z'],
      ['2026-09-03T11:00:00.000Z', '2026-09-03T11:00:04.000Z'],
      ['2026-09-03T12:00:00.000Z', '2026-09-03T12:00:30.000Z'],
    ] as const) {
      const postId = freshId();
      const targetId = freshId();
      await publish(
        t,
        eventOf(targetPublished, { postId, targetId, workspaceId: ws, authorId: 1, accountId: account, platform: 'twitter', userIds: [], externalId: `x${targetId}`, url: null, publishedAt: published }),
        eventOf(postPublished, { postId, workspaceId: ws, authorId: 1, status: 'posted', excerpt: 'Due', scheduledAt: due, platforms: ['twitter'], userIds: [], urls: [] }, new Date(published)),
      );
    }
    // published at once: no due time, no lag
    await publishPost(t, ws, account, 'twitter', '2026-09-03T13:00:00.000Z');
    const staff = bearer(t, freshId(), ['MonitoringServices']);
    const figures = (await get('/api/analytics/platform?from=2026-09-03&to=2026-09-03', staff)).json().data;
    expect(figures.days).toEqual([{ day: '2026-09-03', network: 'twitter', published: 4, failed: 0, lag_p50_seconds: 4, lag_p95_seconds: 27.4 }]);
  });
});

describe('best times in a time zone', () => {
  it("gives the weekday and hour in the person's time zone, UTC when none is asked, and refuses an unknown zone", async () => {
    // A's post went out on Tuesday 2026-10-20 at 10:00 UTC.
    const utc = (await get(`/api/analytics/overview?${RANGE}`, bearer(t, a))).json().data;
    expect(utc.time_zone).toBe('UTC');
    expect(utc.best_times.map((time: { weekday: number; hour: number }) => [time.weekday, time.hour])).toEqual([[2, 10]]);
    const tokyo = (await get(`/api/analytics/overview?${RANGE}&time_zone=Asia/Tokyo`, bearer(t, a))).json().data;
    expect(tokyo.time_zone).toBe('Asia/Tokyo');
    expect(tokyo.best_times.map((time: { weekday: number; hour: number }) => [time.weekday, time.hour])).toEqual([[2, 19]]);
    const auckland = (await get(`/api/analytics/overview?${RANGE}&time_zone=Pacific/Auckland`, bearer(t, a))).json().data;
    // 10:00 UTC is 23:00 the same Tuesday in Auckland (NZDT, +13).
    expect(auckland.best_times.map((time: { weekday: number; hour: number }) => [time.weekday, time.hour])).toEqual([[2, 23]]);
    const honolulu = (await get(`/api/analytics/overview?${RANGE}&time_zone=Pacific/Honolulu`, bearer(t, a))).json().data;
    expect(honolulu.best_times.map((time: { weekday: number; hour: number }) => [time.weekday, time.hour])).toEqual([[2, 0]]);
    const csv = await get(`/api/analytics/export.csv?${RANGE}&table=best_times&time_zone=Asia/Tokyo`, bearer(t, a));
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual(['weekday,hour,time_zone,posts,average_engagements', '2,19,Asia/Tokyo,1,13']);
    for (const zone of ['Mars/Olympus', 'Europe/Nowhere', '../etc']) {
      const refused = await get(`/api/analytics/overview?${RANGE}&time_zone=${encodeURIComponent(zone)}`, bearer(t, a));
      expect([zone, refused.statusCode]).toEqual([zone, 400]);
    }
  });
});
