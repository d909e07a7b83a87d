import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { connectSocket, type SocketClient } from '@cadence/notifications/socket-client';
import { startBlueskyPds, type BlueskyPds } from '@cadence/posting/peers/bluesky';
import { startYoutubePeer, type YoutubePeer } from '@cadence/posting/peers/youtube';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the launcher `npm run start:distributed` runs is a script of the repository (scripts/), not a project the rule knows
import { SERVICE_NAMES, startDistributed, type DistributedPlatform } from '../../scripts/start-distributed.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a script of the repository, as above
import { stablePorts } from '../../scripts/ports.mjs';
import { startKafkaRelay, type KafkaRelay } from './kafka-relay';
import { apiLogin, callApi } from './platform-api';
import { signUpClient } from './shell-session';

// The distributed mode, walked: every service in its own process, events over the run's Kafka
// broker (under a topic prefix of this run's own), the gateway in front. The platform reaches the
// broker through a relay of the walk's (KAFKA_TEST_RELAY_BROKERS → the broker's relayed listener
// KAFKA_TEST_RELAY_TARGET, both set by npm test and printed by `node scripts/kafka.mjs start`), so
// the walk can stop Kafka for its platform while the run's other tests keep the broker.
const relayBrokers = process.env.KAFKA_TEST_RELAY_BROKERS;
const relayTarget = process.env.KAFKA_TEST_RELAY_TARGET;
if (!relayBrokers || !relayTarget) {
  throw new Error('KAFKA_TEST_RELAY_BROKERS and KAFKA_TEST_RELAY_TARGET are not set: the distributed walk needs the broker that npm test or `node scripts/kafka.mjs start` starts, with its relayed listener');
}

const POSTS = 200;
const stamp = Date.now();
const maya = { name: 'Maya Lambert', email: `maya.${stamp}@distributed.test`, password: 'correct horse battery' };
const admin = { email: `admin.${stamp}@distributed.test`, password: 'staff horse battery staple' };

let pds: BlueskyPds;
let google: YoutubePeer;
let database: TestDatabase;
let dataDir: string;
let platform: DistributedPlatform;
let relay: KafkaRelay;
const output: string[] = [];
/** When the analytics process was stopped: it stays down while the walk goes on, then catches up. */
let analyticsDownAt = 0;
const CONSUMER_DOWN_MS = 5 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase('distributed');
  // With an AppView (its tables in the walk's database): a like is counted as on the real network.
  pds = await startBlueskyPds({ appView: { databaseUrl: database.url, schema: 'appview' } });
  google = await startYoutubePeer();
  const oauth = google.config();
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-distributed-'));
  relay = await startKafkaRelay(relayBrokers, relayTarget);
  // The gateway on P, the services on P+101 …, two more processes after them: below the kernel's
  // ephemeral range, so a service stopped for minutes gets its port back.
  const port = await stablePorts(113);
  platform = await startDistributed({
    env: {
      PATH: process.env.PATH,
      // Under scripts/clock-shift.mjs the platform's processes read the moved clock, as the broker and the database do.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name === 'LD_PRELOAD' || name.startsWith('FAKETIME') || name === 'DONT_FAKE_MONOTONIC')),
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      KAFKA_BROKERS: relay.brokers,
      KAFKA_TOPIC_PREFIX: `walk-${stamp}.`,
      LOG_LEVEL: 'warn',
      // Eleven processes share the run's PostgreSQL with the other test files.
      DATABASE_POOL_SIZE: '4',
      RATE_LIMIT_MAX: '100000',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      // The PDS listens on 127.0.0.1.
      OUTBOUND_ALLOW_PRIVATE: 'true',
      BLUESKY_SERVICE_URL: pds.url,
      // YouTube through Google's OAuth and the Data API, for a live destination on a connected channel.
      GOOGLE_CLIENT_ID: oauth.clientId ?? '',
      GOOGLE_CLIENT_SECRET: oauth.clientSecret ?? '',
      GOOGLE_AUTH_BASE: google.url,
      GOOGLE_UPLOAD_BASE: google.url,
      GOOGLE_API_BASE: google.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      POSTING_POLL_MS: '250',
      // Posting plans a published post's figure reads every round: a round every 5 s.
      METRICS_POLL_MS: '5000',
      LIVE_RTMP_PORT: '0',
      // The first administrator, made by auth at its first start (staff: the help desk, bans).
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    port,
    dataDir,
    out: { write: (chunk: string) => output.push(chunk) },
  });
}, 300_000);

afterAll(async () => {
  await platform?.stop();
  await relay?.stop();
  await pds?.stop();
  await google?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 180_000);

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.address, token, method, path, body);

/** The texts of this run's posts on the PDS (those that start with `phase`, when given), as the network holds them. */
async function postsOnNetwork(phase = ''): Promise<string[]> {
  const texts: string[] = [];
  let cursor: string | undefined;
  do {
    const { data } = await pds.agent.com.atproto.repo.listRecords({ repo: pds.did, collection: 'app.bsky.feed.post', limit: 100, ...(cursor ? { cursor } : {}) });
    for (const record of data.records) {
      const text = (record.value as { text?: string }).text ?? '';
      if (text.includes(`run ${stamp}`) && text.startsWith(phase)) texts.push(text);
    }
    cursor = data.records.length === 100 ? data.cursor : undefined;
  } while (cursor);
  return texts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | false | undefined>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== false && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting until ${what}; the processes said:\n${output.join('').slice(-4000)}`);
    await sleep(500);
  }
}

/** `count` post texts of one phase of the walk. */
const textsOf = (phase: string, count: number, from = 1) => Array.from({ length: count }, (_, index) => `${phase} ${from + index} · run ${stamp}`);

/** Events written to a service's outbox and not yet published to Kafka, over every service. */
async function eventsNotRelayed(): Promise<number> {
  const schemas = await database.sql<{ schema: string }[]>`select table_schema as schema from information_schema.tables where table_name = 'outbox'`;
  let total = 0;
  for (const { schema } of schemas) {
    const [row] = await database.sql.unsafe<{ count: number }[]>(`select count(*)::int as count from "${schema}".outbox where published_at is null`);
    total += row?.count ?? 0;
  }
  return total;
}

/** The post_published notifications written for one phase's posts, as notifications holds them. */
async function publishedNotifications(phase: string): Promise<string[]> {
  const rows = await database.sql<{ message: string }[]>`select message from notifications.notifications where type = 'post_published' and message like ${`%${phase} %· run ${stamp}%`}`;
  return rows.map((row) => row.message);
}

/**
 * Every post once on the network: waits until all `texts` are there, a moment more (a post sent
 * twice would show by then), and checks none is missing or doubled.
 */
async function expectPublishedOnce(phase: string, texts: string[], timeoutMs = 300_000) {
  await until(async () => (await postsOnNetwork(phase)).length >= texts.length || undefined, `every ${phase} post reached the network`, timeoutMs);
  await sleep(3000);
  const settled = await postsOnNetwork(phase);
  expect(settled.length).toBe(texts.length);
  expect(new Set(settled)).toEqual(new Set(texts));
}

describe('the distributed mode over Kafka', () => {
  let token: string;
  let accountId: number;
  let socket: SocketClient;
  /** A scheduled post of Maya's through the gateway; its answer's status. */
  const schedule = async (text: string, scheduledAt: string) => (await api(token, 'POST', '/api/posts', { mode: 'schedule', text, accountIds: [accountId], scheduledAt })).status;
  const scheduleAll = async (texts: string[], scheduledAt: string) => {
    for (let start = 0; start < texts.length; start += 10) {
      const statuses = await Promise.all(texts.slice(start, start + 10).map((text) => schedule(text, scheduledAt)));
      expect(statuses).toEqual(statuses.map(() => 201));
    }
  };
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  it(`publishes ${POSTS} scheduled posts exactly once, through a posting process killed mid-burst, and tells the author over the socket`, { timeout: 600_000 }, async () => {
    // Analytics stays down from here while the walk goes on; it catches up further on.
    await platform.kill('analytics');
    analyticsDownAt = Date.now();

    await signUpClient(platform.address, maya);
    token = await apiLogin(platform.address, maya);
    // Staff give Maya's workspace the plan without a daily post limit: the walk publishes hundreds today.
    const staffToken = await apiLogin(platform.address, admin);
    const me = await api<{ workspaceId: number }>(token, 'GET', '/api/auth/me');
    const plans = (await (await fetch(`${platform.address}/api/membership/public`)).json()) as { data: { id: number; key: string }[] };
    const enterprise = plans.data.find((plan) => plan.key === 'enterprise');
    expect((await api(staffToken, 'POST', `/api/subscriptions/${me.data.workspaceId}/grant`, { planId: enterprise?.id, endsAt: null })).status).toBe(200);
    const connected = await api<{ kind: string; account: { id: number } }>(token, 'POST', '/api/accounts/connect/bluesky', { fields: { identifier: pds.handle, password: pds.appPassword, service: pds.url } });
    expect(connected.status).toBe(200);
    accountId = connected.data.account.id;
    // The notifications process pushes to a socket opened through the gateway.
    socket = await connectSocket(platform.address, token);

    // Every post due at one moment, a little ahead so that all of them are written first.
    const texts = Array.from({ length: POSTS }, (_, index) => `Post ${index + 1} of the distributed run ${stamp}`);
    await scheduleAll(texts, inSeconds(45));

    // Mid-burst, the posting process dies without a word and comes back.
    await until(async () => (await postsOnNetwork()).length >= POSTS / 5 || undefined, 'a fifth of the posts reached the network', 180_000);
    await platform.kill('posting', 'SIGKILL');
    await platform.start('posting').catch((error: Error) => {
      throw new Error(`${error.message}; the processes said:\n${output.join('').slice(-6000)}`);
    });
    await expectPublishedOnce('Post', texts);

    await socket.next((notification) => notification.type === 'post_published', 'a post_published notification on the socket');
  });

  it('rides out Kafka stopped for 60 s in the middle of a burst: the API answers, no event is lost or applied twice, the backlog drains', { timeout: 600_000 }, async () => {
    const before = textsOf('Outage', 40);
    await scheduleAll(before, inSeconds(10));
    await until(async () => (await postsOnNetwork('Outage')).length >= 10 || undefined, 'the burst was under way', 120_000);

    await relay.cut();
    const cutAt = Date.now();
    // The API keeps answering: each write lands in its service's outbox.
    const during: string[] = [];
    while (Date.now() - cutAt < 57_000) {
      const [text] = textsOf('Outage', 1, before.length + during.length + 1);
      expect(await schedule(text!, inSeconds(5))).toBe(201);
      during.push(text!);
      await sleep(3000);
    }
    expect((await api(token, 'GET', '/api/posts?limit=1')).status).toBe(200);
    await sleep(Math.max(0, 60_000 - (Date.now() - cutAt)));
    const waiting = await eventsNotRelayed();
    expect(waiting).toBeGreaterThan(0);

    await relay.restore();
    const restoredAt = Date.now();
    const all = [...before, ...during];
    // Drained: every outbox empty and every published post's notification written, within twice the outage.
    await until(async () => (await eventsNotRelayed()) === 0 && (await publishedNotifications('Outage')).length >= all.length, 'the backlog drained', 120_000);
    const drainedSec = (Date.now() - restoredAt) / 1000;
    await expectPublishedOnce('Outage', all);
    const told = await publishedNotifications('Outage');
    console.info(`Kafka outage: ${all.length} posts (${during.length} written while Kafka was down), ${waiting} events waited in the outboxes, drained ${drainedSec.toFixed(1)} s after Kafka came back, ${told.length} notifications`);
    expect(drainedSec).toBeLessThanOrEqual(120);
    expect(told).toHaveLength(all.length);
    expect(new Set(told).size).toBe(all.length);
  });

  it('shares the work between two posting processes through their consumer group and delivery queue, a rebalance in the middle, each post once', { timeout: 600_000 }, async () => {
    const texts = textsOf('Shared', 60);
    await scheduleAll(texts, inSeconds(15));
    // A second posting process joins the group: the partitions are dealt again.
    const second = await platform.startAnother('posting');
    await until(async () => (await postsOnNetwork('Shared')).length >= 20 || undefined, 'a third of the posts reached the network', 180_000);
    // The first leaves mid-burst (another rebalance), the second carries on alone, the first comes back.
    await platform.kill('posting');
    await until(async () => (await postsOnNetwork('Shared')).length >= 40 || undefined, 'two thirds of the posts reached the network', 180_000);
    await platform.start('posting');
    await second.kill();
    await expectPublishedOnce('Shared', texts);
  });

  it('catches up a consumer down for five minutes from its committed offsets, each event applied once', { timeout: 600_000 }, async () => {
    // A timer may fire a millisecond before the clock reads its deadline: wait until it does.
    while (Date.now() < analyticsDownAt + CONSUMER_DOWN_MS) await sleep(analyticsDownAt + CONSUMER_DOWN_MS - Date.now() + 1);
    const downSec = (Date.now() - analyticsDownAt) / 1000;
    const published = await postsOnNetwork();
    await platform.start('analytics');
    const recorded = async () => {
      const [row] = await database.sql<{ posts: number; excerpts: number }[]>`select count(*)::int as posts, count(distinct excerpt)::int as excerpts from analytics.posts where excerpt like ${`%run ${stamp}%`}`;
      return row!;
    };
    const targets = async () => {
      const [row] = await database.sql<{ count: number }[]>`select count(*)::int as count from analytics.target_activity where account_id = ${accountId} and outcome = 'published'`;
      return row!.count;
    };
    await until(async () => ((await recorded()).posts >= published.length && (await targets()) >= published.length) || undefined, 'analytics recorded every published post and target', 180_000);
    console.info(`Consumer down ${downSec.toFixed(0)} s: ${published.length} posts published meanwhile, analytics recorded ${(await recorded()).posts}`);
    expect(downSec).toBeGreaterThanOrEqual(CONSUMER_DOWN_MS / 1000);
    expect(await recorded()).toEqual({ posts: published.length, excerpts: published.length });
    expect(await targets()).toBe(published.length);
    // Its own answer through the gateway counts them too (from yesterday, should the walk cross midnight).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const overview = await api<{ totals: { published: { value: number | null } } }>(token, 'GET', `/api/analytics/overview?from=${day(-1)}&to=${day(0)}`);
    expect(overview.status).toBe(200);
    expect(overview.data.totals.published.value).toBe(published.length);
  });

  it("brings a published post's figures to analytics: a like counted by the AppView, read by posting, recorded by analytics", { timeout: 300_000 }, async () => {
    const [target] = await database.sql<{ id: number; uri: string }[]>`select id, external_id as uri from posting.post_targets where account_id = ${accountId} and status = 'posted' order by id limit 1`;
    if (!target) throw new Error('no post of the walk was published');
    const { data: record } = await pds.agent.com.atproto.repo.getRecord({ repo: pds.did, collection: 'app.bsky.feed.post', rkey: target.uri.split('/').pop() ?? '' });
    await pds.friend.agent.like(target.uri, record.cid ?? '');
    await pds.indexed();
    const { data: counted } = await pds.agent.app.bsky.feed.getPosts({ uris: [target.uri] });
    expect(counted.posts[0]?.likeCount).toBe(1);

    // Posting plans the post's reads (1 h … 30 d after publishing); the first is made due now, as an hour later.
    const pull = await until(async () => (await database.sql<{ id: number }[]>`select id from posting.metric_pulls where target_id = ${target.id} and slot = '1h'`)[0], "posting planned the post's figure reads", 120_000);
    await database.sql`update posting.metric_pulls set due_at = now() where id = ${pull.id}`;
    const points = async () => database.sql<{ metric: string; value: number | null }[]>`select metric, value from analytics.metric_points where target_id = ${target.id} order by metric`;
    await until(async () => (await points()).some((point) => point.metric === 'likes') || undefined, "analytics recorded the post's figures", 180_000);
    expect(await points()).toContainEqual({ metric: 'likes', value: 1 });
    const [done] = await database.sql<{ status: string }[]>`select status from posting.metric_pulls where id = ${pull.id}`;
    expect(done?.status).toBe('done');

    // Its overview through the gateway names the post among the top ones, with its engagement.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const overview = await api<{ top_posts: { target_id: number; engagements: number | null }[] }>(token, 'GET', `/api/analytics/overview?from=${day(-1)}&to=${day(0)}`);
    expect(overview.status).toBe(200);
    expect(overview.data.top_posts.find((post) => post.target_id === target.id)?.engagements).toBe(1);
  });

  it('restarts every service in turn under 20 posts a second: none lost or doubled, a restarting service answered with 503 and Retry-After, never a hang', { timeout: 600_000 }, async () => {
    const counts = { accepted: 0, refused: 0, other: {} as Record<number, number>, hung: [] as string[] };
    let restarting = '';
    let restartedAt = Date.now();
    const later = inSeconds(3600);
    /** A client that honours Retry-After: a 503 is tried again after it, anything else ends the attempt. */
    const send = async (text: string) => {
      for (;;) {
        const response = await fetch(`${platform.address}/api/posts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ mode: 'schedule', text, accountIds: [accountId], scheduledAt: later }),
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        if (response.status !== 503) return response.status;
        counts.refused += 1;
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        await sleep(retryAfter * 1000);
      }
    };
    const sent: Promise<void>[] = [];
    let sending = true;
    const startedAt = Date.now();
    const load = (async () => {
      for (let index = 1; sending; index += 1) {
        const [text] = textsOf('Rolling', 1, index);
        const sentAt = Date.now();
        sent.push(
          send(text!).then(
            (status) => {
              if (status === 201) counts.accepted += 1;
              else counts.other[status] = (counts.other[status] ?? 0) + 1;
            },
            (error: Error) => {
              counts.hung.push(`${text} sent ${((sentAt - restartedAt) / 1000).toFixed(1)} s into ${restarting}'s restart: ${error.message}`);
            },
          ),
        );
        // 20 a second, on the clock rather than after each answer.
        await sleep(Math.max(0, startedAt + index * 50 - Date.now()));
      }
    })();
    // How long this test process's own event loop stalled (the PDS and the AppView run in it): a
    // stall here would time out requests the platform answered, so it is told apart from a hang.
    const loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
    const restarts: string[] = [];
    for (const name of SERVICE_NAMES) {
      restarting = name;
      restartedAt = Date.now();
      await platform.kill(name);
      const stopped = Date.now();
      await platform.start(name);
      restarts.push(`${name} stopped in ${((stopped - restartedAt) / 1000).toFixed(1)} s, ready ${((Date.now() - stopped) / 1000).toFixed(1)} s later`);
    }
    sending = false;
    await load;
    await Promise.all(sent);
    const [row] = await database.sql<{ posts: number; texts: number }[]>`select count(*)::int as posts, count(distinct text)::int as texts from posting.posts where text like ${`Rolling % · run ${stamp}`}`;
    console.info(`Rolling restart over ${((Date.now() - startedAt) / 1000).toFixed(0)} s: ${sent.length} posts sent, ${counts.accepted} accepted, ${counts.refused} answers 503 + Retry-After, ${counts.hung.length} hung ${JSON.stringify(counts.hung)}, other answers by status ${JSON.stringify(counts.other)}`);
    loopDelay.disable();
    const stall = `this process's event loop stalled at most ${(loopDelay.max / 1e6).toFixed(0)} ms`;
    console.info(`Restarts: ${restarts.join('; ')}; ${stall}`);
    if (counts.hung.length > 0) throw new Error(`${counts.hung.length} requests had no answer in 15 s: ${counts.hung.slice(0, 20).join('; ')}; restarts: ${restarts.join('; ')}; ${stall}; the processes said:\n${output.join('').slice(-8000)}`);
    expect(counts.other).toEqual({});
    expect(counts.accepted).toBe(sent.length);
    // Posting restarted once too: its routes were refused for a while, and clients came back.
    expect(counts.refused).toBeGreaterThan(0);
    expect(row).toEqual({ posts: sent.length, texts: sent.length });
  });

  it('refuses a signed-out access token on its next request in every other process', async () => {
    expect((await api(token, 'GET', '/api/posts?limit=1')).status).toBe(200);
    expect((await api(token, 'GET', '/api/notifications?limit=1')).status).toBe(200);
    const out = await fetch(`${platform.address}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    // Posting and notifications are other processes than auth: the revocation reached them through Redis.
    expect((await api(token, 'GET', '/api/posts?limit=1')).status).toBe(401);
    expect((await api(token, 'GET', '/api/notifications?limit=1')).status).toBe(401);
    await socket.close();
  });

  it("refuses a removed member's access token on its next request in every other process", async () => {
    const mayaToken = await apiLogin(platform.address, maya);
    const theo = { name: 'Theo Marchand', email: `theo.${stamp}@distributed.test`, password: 'another horse battery' };
    const invited = await api<{ id: number }>(mayaToken, 'POST', '/api/team/invitations', { email: theo.email, role: 'editor' });
    expect(invited.status).toBe(201);
    const link = await api<{ url: string }>(mayaToken, 'POST', `/api/team/invitations/${invited.data.id}/link`);
    expect(link.status).toBe(200);
    const invitationToken = new URL(link.data.url).searchParams.get('token');
    const accepted = await fetch(`${platform.address}/api/team/invitations/accept`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: invitationToken, name: theo.name, password: theo.password }) });
    expect(accepted.status).toBe(200);
    const theoToken = ((await accepted.json()) as { data: { access_token: string } }).data.access_token;
    expect((await api(theoToken, 'GET', '/api/posts?limit=1')).status).toBe(200);
    expect((await api(theoToken, 'GET', '/api/notifications?limit=1')).status).toBe(200);

    const me = await api<{ id: number }>(theoToken, 'GET', '/api/auth/me');
    expect((await api(mayaToken, 'DELETE', `/api/team/members/${me.data.id}`)).status).toBe(200);
    expect((await api(theoToken, 'GET', '/api/posts?limit=1')).status).toBe(401);
    expect((await api(theoToken, 'GET', '/api/notifications?limit=1')).status).toBe(401);
  });

  it("lets the live process read a connected channel's token from the posting process over its internal route", async () => {
    const mayaToken = await apiLogin(platform.address, maya);
    // Connecting YouTube through Google's consent screen, as the browser does.
    const started = await api<{ authorizationUrl: string }>(mayaToken, 'POST', '/api/accounts/connect/youtube', {});
    expect(started.status).toBe(200);
    const atGoogle = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
    await atGoogle.arrayBuffer();
    const back = await fetch(atGoogle.headers.get('location') ?? '', { redirect: 'manual' });
    await back.arrayBuffer();
    const landing = new URL(back.headers.get('location') ?? '', platform.address);
    expect(landing.searchParams.get('connection')).toBe('connected');
    const channelId = Number(landing.searchParams.get('account'));

    // Live checks the destination's account with posting, which answers with its fresh token.
    const destination = (accountId: number) => ({ title: 'Bread at dawn', privacy: 'unlisted', destinations: [{ kind: 'youtube', name: 'Channel', account_id: accountId }] });
    const created = await api<{ id: number }>(mayaToken, 'POST', '/api/live/events', destination(channelId));
    expect(created.status).toBe(201);
    // Posting's answer for an account that is no YouTube channel of the workspace: a field error, not "cannot reach".
    const refused = await fetch(`${platform.address}/api/live/events`, { method: 'POST', headers: { authorization: `Bearer ${mayaToken}`, 'content-type': 'application/json' }, body: JSON.stringify(destination(accountId)) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('is not a connected YouTube account of this workspace');
  });

  it('tells the desk of a ticket, and refuses a revoked API key and a banned user in the other processes', { timeout: 180_000 }, async () => {
    const staffToken = await apiLogin(platform.address, admin);
    const mayaToken = await apiLogin(platform.address, maya);
    // Staff who open the desk are its agents: they hear of new tickets.
    expect((await api(staffToken, 'GET', '/api/support/tickets?limit=1')).status).toBe(200);

    // Support writes the ticket; its event crosses Kafka to notifications, which tells the desk.
    const title = `Scheduling question ${stamp}`;
    expect((await api(mayaToken, 'POST', '/api/support/tickets', { title, description: 'Where do I set the queue?' })).status).toBe(201);
    const told = await until(async () => {
      const list = await api<{ type: string; message: string }[]>(staffToken, 'GET', '/api/notifications?limit=10');
      return list.data.find((notification) => notification.type === 'ticket_created' && notification.message.includes(title));
    }, 'the desk was told of the ticket', 60_000);
    expect(told.message).toContain(title);

    // An API key revoked in auth is refused by posting on its next use.
    const created = await api<{ key: { id: number }; secret: string }>(mayaToken, 'POST', '/api/auth/api-keys', { name: 'Calendar sync', scopes: ['posts:read'] });
    expect(created.status).toBe(201);
    expect((await api(created.data.secret, 'GET', '/api/posts?limit=1')).status).toBe(200);
    expect((await api(mayaToken, 'DELETE', `/api/auth/api-keys/${created.data.key.id}`)).status).toBe(200);
    expect((await api(created.data.secret, 'GET', '/api/posts?limit=1')).status).toBe(401);

    // A ban in auth signs the user out everywhere at once.
    const me = await api<{ id: number }>(mayaToken, 'GET', '/api/auth/me');
    expect((await api(staffToken, 'POST', `/api/users/${me.data.id}/ban`)).status).toBe(200);
    expect((await api(mayaToken, 'GET', '/api/posts?limit=1')).status).toBe(401);
    expect((await api(mayaToken, 'GET', '/api/notifications?limit=1')).status).toBe(401);
  });
});
