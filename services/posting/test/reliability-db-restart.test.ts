import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Post } from '@cadence/contracts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@cadence/db';
import type { PostingHarness } from './posts-harness';

/**
 * A TCP relay on a port of its own in front of the PostgreSQL server, so the service keeps one
 * DATABASE_URL while the server behind it stops and starts again on another port.
 */
interface Relay {
  port: number;
  /** Connections the service opened while no server listened behind the relay. */
  refused(): number;
  target(port: number): void;
  cut(): void;
  close(): Promise<void>;
}

async function startRelay(): Promise<Relay> {
  let backend = 0;
  let refused = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    const upstream = createConnection({ host: '127.0.0.1', port: backend });
    track(upstream);
    upstream.on('error', () => {
      refused += 1;
    });
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the relay has no port');
  return {
    port: address.port,
    refused: () => refused,
    target(port) {
      backend = port;
    },
    cut() {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const portOf = (url: string) => Number(new URL(url).port);

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, bound = 60_000): Promise<T> {
  const end = Date.now() + bound;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read().catch(() => value);
  }
  return value;
}

const W = 31;
let dataDir: string;
let database: EmbeddedDatabase;
let relay: Relay;
let h: PostingHarness;
let page: number;
const previousUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-db-restart-'));
  database = await startEmbeddedPostgres(dataDir);
  relay = await startRelay();
  relay.target(portOf(database.url));
  const url = new URL(database.url);
  url.port = String(relay.port);
  // The test databases are created on this server, through the relay.
  process.env.DATABASE_URL = url.toString();
  const { startPosting } = await import('./posts-harness');
  h = await startPosting({ POSTING_WORKERS: '1', POSTING_CONCURRENCY: '4', POSTING_LEASE_MS: '1500' });
  page = await h.connectPage(W);
}, 120_000);

afterAll(async () => {
  h?.network.release();
  await h?.close();
  relay?.cut();
  await relay?.close();
  await database?.stop();
  process.env.DATABASE_URL = previousUrl;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('exactly once across a database restart', () => {
  it('publishes every due post once and records it when PostgreSQL restarts while the network holds its answers', async () => {
    const owner = h.token({ userId: 9, workspaceId: W });
    const post = async (id: number) => (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post;
    h.network.hold();
    const stored = h.network.nextStored();
    const texts = Array.from({ length: 4 }, (_, index) => `Through a restart #${index} ${Date.now()}`);
    const created: Post[] = [];
    for (const text of texts) {
      const res = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'now', text, accountIds: [page] } });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().data as Post);
    }
    await stored;

    relay.cut();
    await database.stop();
    const refusedBefore = relay.refused();
    h.network.release();
    // The service meets the stopped server (its answers in hand) before the server is back.
    await until(async () => relay.refused(), (count) => count > refusedBefore);
    expect(relay.refused()).toBeGreaterThan(refusedBefore);
    database = await startEmbeddedPostgres(dataDir);
    relay.target(portOf(database.url));

    for (const p of created) {
      const done = await until(() => post(p.id), (value) => value.status === 'posted' || value.status === 'failed');
      expect(done.status).toBe('posted');
      expect(done.targets[0]?.externalId).toBeTruthy();
    }
    for (const text of texts) expect(h.network.counts().get(text)).toBe(1);
    expect(h.network.duplicates()).toEqual([]);
    const ids = created.map((p) => p.id);
    const succeeded = await h.db.execute<{ postId: number; count: number }>(
      sql`select t.post_id as "postId", count(*)::int as count from posting.publish_attempts a join posting.post_targets t on t.id = a.target_id
          where a.outcome in ('posted', 'found') and t.post_id in ${sql.raw(`(${ids.join(',')})`)} group by t.post_id order by t.post_id`,
    );
    expect(succeeded).toEqual(ids.map((postId) => ({ postId, count: 1 })));
  }, 120_000);
});
