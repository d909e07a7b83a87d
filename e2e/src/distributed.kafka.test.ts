import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { connectSocket, type SocketClient } from '@cadence/notifications/socket-client';
import { startBlueskyPds, type BlueskyPds } from '@cadence/posting/peers/bluesky';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the launcher `npm run start:distributed` runs is a script of the repository (scripts/), not a project the rule knows
import { startDistributed, type DistributedPlatform } from '../../scripts/start-distributed.mjs';
import { apiLogin, callApi } from './platform-api';
import { signUpClient } from './shell-session';

// The distributed mode, walked: every service in its own process, events over the run's Kafka
// broker (KAFKA_TEST_BROKERS, under a topic prefix of this run's own), the gateway in front.
const brokers = process.env.KAFKA_TEST_BROKERS ?? process.env.KAFKA_BROKERS;
if (!brokers) throw new Error('KAFKA_BROKERS is not set: the distributed walk needs a reachable broker (npm test starts one)');

const POSTS = 200;
const stamp = Date.now();
const maya = { name: 'Maya Lambert', email: `maya.${stamp}@distributed.test`, password: 'correct horse battery' };
const admin = { email: `admin.${stamp}@distributed.test`, password: 'staff horse battery staple' };

let pds: BlueskyPds;
let database: TestDatabase;
let dataDir: string;
let platform: DistributedPlatform;
const output: string[] = [];

/** A port P free with P+101 … P+109 (the services' ports) free too. */
async function freePorts(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    const all = await Promise.all([port, ...Array.from({ length: 9 }, (_, index) => port + 101 + index)].map(free));
    if (all.every(Boolean)) return port;
  }
}

beforeAll(async () => {
  pds = await startBlueskyPds();
  database = await createTestDatabase('distributed');
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-distributed-'));
  platform = await startDistributed({
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      KAFKA_BROKERS: brokers,
      KAFKA_TOPIC_PREFIX: `walk-${stamp}.`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      // The PDS listens on 127.0.0.1.
      OUTBOUND_ALLOW_PRIVATE: 'true',
      BLUESKY_SERVICE_URL: pds.url,
      POSTING_POLL_MS: '250',
      LIVE_RTMP_PORT: '0',
      // The first administrator, made by auth at its first start (staff: the help desk, bans).
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    port: await freePorts(),
    dataDir,
    out: { write: (chunk: string) => output.push(chunk) },
  });
}, 300_000);

afterAll(async () => {
  await platform?.stop();
  await pds?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 180_000);

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.address, token, method, path, body);

/** The texts of this run's posts on the PDS, as the network holds them. */
async function postsOnNetwork(): Promise<string[]> {
  const texts: string[] = [];
  let cursor: string | undefined;
  do {
    const { data } = await pds.agent.com.atproto.repo.listRecords({ repo: pds.did, collection: 'app.bsky.feed.post', limit: 100, ...(cursor ? { cursor } : {}) });
    for (const record of data.records) {
      const text = (record.value as { text?: string }).text ?? '';
      if (text.includes(`run ${stamp}`)) texts.push(text);
    }
    cursor = data.records.length === 100 ? data.cursor : undefined;
  } while (cursor);
  return texts;
}

async function until<T>(probe: () => Promise<T | false | undefined>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== false && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting until ${what}; the processes said:\n${output.join('').slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('the distributed mode over Kafka', () => {
  let token: string;
  let socket: SocketClient;

  it(`publishes ${POSTS} scheduled posts exactly once, through a posting process killed mid-burst, and tells the author over the socket`, { timeout: 600_000 }, async () => {
    await signUpClient(platform.address, maya);
    token = await apiLogin(platform.address, maya);
    const connected = await api<{ kind: string; account: { id: number } }>(token, 'POST', '/api/accounts/connect/bluesky', { fields: { identifier: pds.handle, password: pds.appPassword, service: pds.url } });
    expect(connected.status).toBe(200);
    const accountId = connected.data.account.id;
    // The notifications process pushes to a socket opened through the gateway.
    socket = await connectSocket(platform.address, token);

    // Every post due at one moment, a little ahead so that all of them are written first.
    const due = new Date(Date.now() + 45_000).toISOString();
    const texts = Array.from({ length: POSTS }, (_, index) => `Post ${index + 1} of the distributed run ${stamp}`);
    for (let start = 0; start < POSTS; start += 10) {
      const answers = await Promise.all(texts.slice(start, start + 10).map((text) => api(token, 'POST', '/api/posts', { mode: 'schedule', text, accountIds: [accountId], scheduledAt: due })));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    }

    // Mid-burst, the posting process dies without a word and comes back.
    await until(async () => (await postsOnNetwork()).length >= POSTS / 5 || undefined, 'a fifth of the posts reached the network', 180_000);
    await platform.kill('posting', 'SIGKILL');
    await platform.start('posting').catch((error: Error) => {
      throw new Error(`${error.message}; the processes said:\n${output.join('').slice(-6000)}`);
    });

    const published = await until(async () => {
      const found = await postsOnNetwork();
      return found.length >= POSTS ? found : undefined;
    }, 'every post reached the network', 300_000);
    // A moment more: a post sent twice would show now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const settled = await postsOnNetwork();
    expect(settled).toHaveLength(POSTS);
    expect(new Set(settled).size).toBe(POSTS);
    expect(new Set(published)).toEqual(new Set(texts));

    await socket.next((notification) => notification.type === 'post_published', 'a post_published notification on the socket');
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
