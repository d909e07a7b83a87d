import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { POST_PULL_OFFSETS_MS, type MetricsCollected } from '@cadence/contracts';
import { BaseEnv, loadConfig } from '@cadence/service-kit';
import { connectionsDeps, connectionsEnv, type ConnectionsDeps } from '../src/features/connections/connections.config';
import { insertAccount } from '../src/features/connections/connections.repository';
import { socialAccounts } from '../src/features/connections/connections.tables';
import { sealTokens } from '../src/features/connections/token-vault';
import { postTargets, posts } from '../src/features/posts/posts.tables';
import { publishAttempts } from '../src/features/delivery/delivery.tables';
import { collectRound, type MetricsWorkerOptions } from '../src/features/metrics/metrics-worker';
import * as repo from '../src/features/metrics/metrics.repository';
import { metricPulls } from '../src/features/metrics/metrics.tables';
import { startPosting, until, type PostingHarness } from './posts-harness';
import { startMetaInsightsPeer, type MetaInsightsPeer } from './peers/meta-insights';

let h: PostingHarness;
let meta: MetaInsightsPeer;
let deps: ConnectionsDeps;
let sequence = 0;

beforeAll(async () => {
  meta = await startMetaInsightsPeer();
  h = await startPosting({ META_GRAPH_BASE: meta.url });
  deps = connectionsDeps({ db: h.db, config: loadConfig({ ...BaseEnv, ...connectionsEnv }, h.env), log: h.test.platform.app.log });
});

afterAll(async () => {
  await h?.close();
  await meta?.close();
});

function loop(worker: string, overrides: Partial<MetricsWorkerOptions> = {}): MetricsWorkerOptions {
  return { connections: deps, worker, reserve: 0.3, maxAttempts: 3, retryBaseMs: 60_000, concurrency: 4, batch: 500, leaseMs: 60_000, pollMs: 1000, ...overrides };
}

/** A Facebook Page connected in a workspace of its own, with one post published `minutesAgo`. */
async function pageWithPost(minutesAgo: number, figures: Record<string, number | Record<string, number>> = {}) {
  sequence += 1;
  const workspaceId = 700 + sequence;
  const accessToken = `metrics-page-${sequence}-${Date.now()}`;
  meta.acceptToken(accessToken);
  const pageId = `${9000 + sequence}`;
  const account = await insertAccount(h.db, { workspaceId, type: 'facebook_page', externalId: pageId, name: `Page ${sequence}`, connectedBy: 1, ...sealTokens(deps.secrets, { accessToken }) });
  const publishedAt = new Date(Date.now() - minutesAgo * 60_000);
  const [post] = await h.db.insert(posts).values({ workspaceId, authorId: 1, status: 'posted', text: `Post ${sequence}`, scheduledAt: publishedAt }).returning({ id: posts.id });
  const externalId = `${pageId}_${sequence}`;
  const [target] = await h.db
    .insert(postTargets)
    .values({ postId: post?.id ?? 0, workspaceId, accountId: account.id, platform: 'facebook_page', accountName: account.name, status: 'posted', externalId, publishedAt })
    .returning({ id: postTargets.id });
  meta.setPost(externalId, figures);
  return { workspaceId, accountId: account.id, pageId, targetId: target?.id ?? 0, postId: post?.id ?? 0, externalId, publishedAt };
}

async function eventsOf(identity: string): Promise<MetricsCollected[]> {
  const rows = await h.db.execute<{ payload: MetricsCollected }>(sql`select payload from posting.outbox where name = 'posting.metrics.collected' and payload->>'identity' = ${identity} order by id`);
  return rows.map((row) => row.payload);
}

const pullsOf = (accountId: number) => h.db.select().from(metricPulls).where(eq(metricPulls.accountId, accountId));

describe('metrics collection', () => {
  it('plans a published post at 1 h, 6 h, 24 h, 3 d, 7 d and 30 d, and an account per day with 30 days back-filled, once', async () => {
    const page = await pageWithPost(90);
    await collectRound(loop('planner', { batch: 1 })).catch(() => 0);
    await repo.schedulePostPulls(h.db, ['facebook_page']);
    const pulls = await pullsOf(page.accountId);
    const postPulls = pulls.filter((pull) => pull.scope === 'post');
    expect(postPulls.map((pull) => pull.slot).sort()).toEqual(['1h', '24h', '30d', '3d', '6h', '7d']);
    for (const pull of postPulls) expect(pull.dueAt.getTime() - page.publishedAt.getTime()).toBe(POST_PULL_OFFSETS_MS[pull.slot ?? '1h']);
    const days = pulls.filter((pull) => pull.scope === 'account').map((pull) => pull.day).sort();
    expect(days).toHaveLength(31);
    const today = new Date().toISOString().slice(0, 10);
    expect(days[days.length - 1]).toBe(today);
    expect(days[0]).toBe(new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10));
    expect(await repo.schedulePostPulls(h.db, ['facebook_page'])).toBe(0);
    expect(await repo.scheduleAccountPulls(h.db, new Map([['facebook_page', 30]]))).toBe(0);
    expect(await pullsOf(page.accountId)).toHaveLength(37);
  });

  it('reads a due post and back-filled days and writes one posting.metrics.collected each, absent figures left absent', async () => {
    const page = await pageWithPost(70, { likes: 12, comments: 3, shares: 2, post_media_view: 480, post_impressions_unique: 300 });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    meta.setDay(page.pageId, yesterday, { page_media_view: 900, page_impressions_unique: 610, page_follows: 1520, page_views_total: 44 });
    await collectRound(loop('reader'));
    const [event] = await eventsOf(`post:${page.targetId}:1h`);
    expect(event).toMatchObject({ workspaceId: page.workspaceId, accountId: page.accountId, network: 'facebook_page', scope: 'post', postId: page.postId, targetId: page.targetId, externalId: page.externalId, slot: '1h' });
    expect(event?.metrics).toEqual({ likes: 12, comments: 3, shares: 2, impressions_or_views: 480, reach: 300 });
    expect(event?.metrics).not.toHaveProperty('link_clicks');
    expect(event?.unavailable).toEqual([]);
    const [day] = await eventsOf(`account:${page.accountId}:${yesterday}`);
    expect(day?.metrics).toEqual({ impressions_or_views: 900, reach: 610, followers: 1520, profile_views: 44 });
    expect(day?.day).toBe(yesterday);
    // Retired names are never asked for: the peer answers them with error 100.
    expect(meta.reads().some((read) => /metric=[^&]*(post_impressions%2C|page_impressions%2C|page_fans)/.test(read))).toBe(false);
    const pending = (await pullsOf(page.accountId)).filter((pull) => pull.status === 'pending').map((pull) => pull.slot ?? pull.day);
    expect(pending.sort()).toEqual(['24h', '30d', '3d', '6h', '7d', new Date().toISOString().slice(0, 10)].sort());
  });

  it('a post deleted on the network fails its pull without holding back the posts read with it', async () => {
    const kept = await pageWithPost(63, { likes: 3, post_media_view: 30 });
    const gone = `${kept.pageId}_deleted`;
    const [post] = await h.db.insert(posts).values({ workspaceId: kept.workspaceId, authorId: 1, status: 'posted', text: 'Deleted later', scheduledAt: kept.publishedAt }).returning({ id: posts.id });
    const [target] = await h.db
      .insert(postTargets)
      .values({ postId: post?.id ?? 0, workspaceId: kept.workspaceId, accountId: kept.accountId, platform: 'facebook_page', accountName: 'Page', status: 'posted', externalId: gone, publishedAt: kept.publishedAt })
      .returning({ id: postTargets.id });
    await collectRound(loop('deleted'));
    expect((await eventsOf(`post:${kept.targetId}:1h`))[0]?.metrics).toMatchObject({ likes: 3, impressions_or_views: 30 });
    const [pull] = await h.db.select().from(metricPulls).where(eq(metricPulls.identity, `post:${target?.id ?? 0}:1h`));
    expect(pull).toMatchObject({ status: 'failed', lastError: 'The network no longer has this post' });
    expect(await eventsOf(`post:${target?.id ?? 0}:1h`)).toEqual([]);
  });

  it('a pull held by a stopped loop is read once by another after its lease, and the stopped loop can no longer finish it', async () => {
    const page = await pageWithPost(65, { likes: 1, comments: 0, post_media_view: 10, post_impressions_unique: 9 });
    await repo.schedulePostPulls(h.db, ['facebook_page']);
    await repo.scheduleAccountPulls(h.db, new Map([['facebook_page', 30]]));
    // A loop claims everything due with a short lease, then stops without a word.
    const held = await h.db.transaction((tx) => repo.claimDue(tx, 'stopped-loop', 500, 300));
    const identity = `post:${page.targetId}:1h`;
    expect(held.map((pull) => pull.identity)).toContain(identity);
    expect(await collectRound(loop('second', { batch: 500 }))).toBe(0);
    const taken = await until(() => collectRound(loop('second')), (claimed) => claimed > 0);
    expect(taken).toBeGreaterThan(0);
    expect(await eventsOf(identity)).toHaveLength(1);
    const late = await h.db.transaction((tx) => repo.completePulls(tx, held.map((pull) => pull.id), 'stopped-loop'));
    expect(late).toEqual([]);
    await collectRound(loop('third'));
    expect(await eventsOf(identity)).toHaveLength(1);
    const [pull] = await h.db.select().from(metricPulls).where(eq(metricPulls.identity, identity));
    expect(pull?.status).toBe('done');
  });

  it('a collector process killed in the middle of a read leaves the pull to another, which writes its event once', async () => {
    const page = await pageWithPost(64, { likes: 8, post_media_view: 80, post_impressions_unique: 70 });
    const identity = `post:${page.targetId}:1h`;
    const held = meta.server.holdNext({ method: 'GET', path: /^\/v25\.0\/$/ });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-metrics-worker-'));
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./reliability-worker.ts', import.meta.url))], {
      env: { ...process.env, ...h.env, POSTING_WORKERS: '0', METRICS_WORKERS: '1', METRICS_LEASE_MS: '1500', METRICS_POLL_MS: '200', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      // The process has claimed the pull and its read is at the network.
      await held.arrived;
      const [claimed] = await h.db.select().from(metricPulls).where(eq(metricPulls.identity, identity));
      expect(claimed?.leaseOwner).toMatch(/^metrics-/);
    } finally {
      child.kill('SIGKILL');
      await exited;
      held.release();
    }
    const taken = await until(() => collectRound(loop('after-kill')), (count) => count > 0);
    expect(taken).toBeGreaterThan(0);
    const events = await eventsOf(identity);
    expect(events).toHaveLength(1);
    expect(events[0]?.metrics).toMatchObject({ likes: 8, impressions_or_views: 80, reach: 70 });
  }, 120_000);

  it('a metric the network refuses is unavailable with its message, the rest still read, the account left connected', async () => {
    const page = await pageWithPost(62, { likes: 5, comments: 1, post_media_view: 70 });
    meta.withoutPermission(true);
    try {
      await collectRound(loop('refused'));
    } finally {
      meta.withoutPermission(false);
    }
    const [event] = await eventsOf(`post:${page.targetId}:1h`);
    expect(event?.metrics).toEqual({ likes: 5, comments: 1, shares: 0 });
    expect(event?.unavailable.map((entry) => entry.metric).sort()).toEqual(['impressions_or_views', 'link_clicks', 'reach', 'video_views']);
    expect(event?.unavailable[0]?.message).toBe('(#10) Application does not have permission for this action');
    const [account] = await h.db.select().from(socialAccounts).where(eq(socialAccounts.id, page.accountId));
    expect(account?.status).toBe('active');
  });

  it('keeps the reserve of a quota shared with publishing: pulls wait instead of spending what publishing needs', async () => {
    const page = await pageWithPost(61, { likes: 2, post_media_view: 4 });
    // Publishing has used 70 % of the Page's 4,800 calls; the collector may use only up to 70 % (30 % reserve).
    await h.db.execute(sql`
      insert into ${publishAttempts} (target_id, account_id, platform, worker, started_at)
      select ${page.targetId}, ${page.accountId}, 'facebook_page', 'publisher', now() - interval '1 hour' from generate_series(1, 3360)`);
    const readsBefore = meta.reads().length;
    await collectRound(loop('reserve'));
    const waiting = (await pullsOf(page.accountId)).filter((pull) => pull.status === 'pending' && pull.lastError);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting[0]?.lastError).toContain('a share is kept for publishing');
    expect(waiting.every((pull) => pull.dueAt.getTime() > Date.now())).toBe(true);
    expect(await eventsOf(`post:${page.targetId}:1h`)).toEqual([]);
    expect(meta.reads().slice(readsBefore).filter((read) => read.includes(page.externalId))).toEqual([]);
    await h.db.delete(publishAttempts).where(and(eq(publishAttempts.accountId, page.accountId), eq(publishAttempts.worker, 'publisher')));
  });

  it('retries a read the network failed with backoff, and gives it up after the last try with the message', async () => {
    const page = await pageWithPost(61, { likes: 2, post_media_view: 4 });
    await repo.scheduleAccountPulls(h.db, new Map([['facebook_page', 30]]));
    await h.db.update(metricPulls).set({ status: 'done' }).where(and(eq(metricPulls.accountId, page.accountId), eq(metricPulls.scope, 'account')));
    const serverError = { status: 500, body: { error: { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2, is_transient: true, fbtrace_id: 'x' } } };
    const identity = `post:${page.targetId}:1h`;
    meta.server.answerNext({ method: 'GET', path: /^\/v25\.0\/$/ }, serverError);
    await collectRound(loop('retrying', { maxAttempts: 2 }));
    const [first] = await h.db.select().from(metricPulls).where(eq(metricPulls.identity, identity));
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'An unexpected error has occurred. Please retry your request later.' });
    expect(first?.dueAt.getTime()).toBeGreaterThan(Date.now());
    await h.db.update(metricPulls).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(metricPulls.identity, identity));
    meta.server.answerNext({ method: 'GET', path: /^\/v25\.0\/$/ }, serverError);
    await collectRound(loop('retrying', { maxAttempts: 2 }));
    const [last] = await h.db.select().from(metricPulls).where(eq(metricPulls.identity, identity));
    expect(last).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await eventsOf(identity)).toEqual([]);
  });

  it('waits for the time the network gives when it throttles, without failing the pulls', async () => {
    const page = await pageWithPost(61, { likes: 2, post_media_view: 4 });
    meta.server.answerNext({ method: 'GET', path: /^\/v25\.0\/$/ }, { status: 400, body: { error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4, is_transient: true, fbtrace_id: 'x' } } });
    // Only the post is left due: the account's days are set aside.
    await repo.scheduleAccountPulls(h.db, new Map([['facebook_page', 30]]));
    await h.db.update(metricPulls).set({ status: 'done' }).where(and(eq(metricPulls.accountId, page.accountId), eq(metricPulls.scope, 'account')));
    await collectRound(loop('throttled'));
    const [pull] = await h.db.select().from(metricPulls).where(eq(metricPulls.identity, `post:${page.targetId}:1h`));
    expect(pull?.status).toBe('pending');
    expect(pull?.lastError).toBe('(#4) Application request limit reached');
    expect(pull?.dueAt.getTime()).toBeGreaterThan(Date.now());
    expect(await eventsOf(`post:${page.targetId}:1h`)).toEqual([]);
  });
});
