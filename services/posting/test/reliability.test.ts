import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Post } from '@cadence/contracts';
import { startPosting, until as waitUntil, type PostingHarness } from './posts-harness';

const WORKER = fileURLToPath(new URL('./reliability-worker.ts', import.meta.url));
const W = 21;
let h: PostingHarness;
let page: number;
let sequence = 0;
const children = new Set<ChildProcess>();

/** The harness's `until` with room for a worker process to start and its leases to expire. */
const until = <T>(read: () => Promise<T>, check: (value: T) => boolean) => waitUntil(read, check, 150_000);

/** A delivery process on the test database; resolves once its loops run. */
async function startWorker(): Promise<ChildProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, ...h.env, POSTING_WORKERS: '1', POSTING_CONCURRENCY: '4', POSTING_LEASE_MS: '1500', POSTING_POLL_MS: '200', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function post(id: number): Promise<Post> {
  return (await h.request('GET', `/api/posts/${id}`, { token: owner() })).json().data as Post;
}

async function publishNow(text: string): Promise<Post> {
  const res = await h.request('POST', '/api/posts', { token: owner(), body: { mode: 'now', text, accountIds: [page] } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

/** A fresh token per call: the runs outlast an access token's ten minutes. */
const owner = () => h.token({ userId: 8, workspaceId: W });
const unique = (label: string) => `${label} #${(sequence += 1)} ${Date.now()}`;
const settled = (p: Post) => p.status === 'posted' || p.status === 'failed';

beforeAll(async () => {
  h = await startPosting({ POSTING_WORKERS: '0' });
  page = await h.connectPage(W);
});

afterEach(async () => {
  for (const child of [...children]) await kill(child);
  h.network.release();
});

afterAll(async () => {
  await h?.close();
});

describe('exactly once across crashes', () => {
  it('publishes once when the worker is killed before its call reaches the network', async () => {
    const text = unique('Killed before');
    h.network.holdBeforeStore();
    const arrived = h.network.nextArrived();
    const created = await publishNow(text);
    const first = await startWorker();
    await arrived;
    await kill(first);
    h.network.release();
    expect(h.network.counts().get(text)).toBeUndefined();
    await startWorker();
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    expect(h.network.counts().get(text)).toBe(1);
    const attempts = await h.db.execute<{ outcome: string | null }>(sql`select outcome from posting.publish_attempts where target_id = ${done.targets[0]?.id} order by id`);
    expect(attempts.map((a) => a.outcome)).toEqual(['not-found', 'posted']);
  }, 180_000);

  it('publishes once when the worker is killed after the network accepted and before our commit', async () => {
    const text = unique('Killed after accept');
    h.network.hold();
    const stored = h.network.nextStored();
    const created = await publishNow(text);
    const first = await startWorker();
    await stored;
    await kill(first);
    h.network.release();
    const callsBefore = h.network.publishCalls();
    await startWorker();
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    expect(h.network.counts().get(text)).toBe(1);
    expect(h.network.publishCalls()).toBe(callsBefore);
    const attempts = await h.db.execute<{ outcome: string | null }>(sql`select outcome from posting.publish_attempts where target_id = ${done.targets[0]?.id} order by id`);
    expect(attempts.map((a) => a.outcome)).toEqual(['found']);
  }, 180_000);

  it('publishes once when the worker is killed after committing the outcome', async () => {
    const text = unique('Killed after commit');
    const created = await publishNow(text);
    const first = await startWorker();
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    await kill(first);
    await startWorker();
    const again = await publishNow(unique('Next one'));
    await until(() => post(again.id), settled);
    expect(h.network.counts().get(text)).toBe(1);
  }, 180_000);

  it('forgets no post that fell due while no worker ran', async () => {
    const texts = Array.from({ length: 5 }, () => unique('Due while down'));
    const created = [];
    for (const text of texts) created.push(await publishNow(text));
    await startWorker();
    for (const p of created) expect((await until(() => post(p.id), settled)).status).toBe('posted');
    for (const text of texts) expect(h.network.counts().get(text)).toBe(1);
  }, 180_000);

  it('publishes each post once with two workers at the same time', async () => {
    h.network.setLatency(20);
    const texts = Array.from({ length: 30 }, () => unique('Two workers'));
    await Promise.all([startWorker(), startWorker()]);
    const created = await Promise.all(texts.map((text) => publishNow(text)));
    for (const p of created) expect((await until(() => post(p.id), settled)).status).toBe('posted');
    h.network.setLatency(0);
    for (const text of texts) expect(h.network.counts().get(text)).toBe(1);
  }, 180_000);
});
