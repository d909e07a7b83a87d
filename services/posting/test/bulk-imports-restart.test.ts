import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entitlementsOf, type BulkImport } from '@cadence/contracts';
import { applyEntitlements } from '../src/features/entitlements/entitlements.repository';
import { claimRows, holdRows } from '../src/features/bulk-imports/bulk-imports.repository';
import { WRITER, startPosting, until, type PostingHarness } from './posts-harness';

const WORKER = fileURLToPath(new URL('./reliability-worker.ts', import.meta.url));
const W = 601;
/** The workspace of the batch left in hand by a dead process. */
const W2 = 602;
/** The workspace of the import whose process stops gracefully. */
const W3 = 603;
const ROWS = 600;
let h: PostingHarness;
const children = new Set<ChildProcess>();
const owner = () => h.token({ userId: 41, workspaceId: W, permissions: [...WRITER, 'CreatePosting'] });

/** The posting service in a process of its own, with one import loop and no delivery. */
async function startWorker(batch = '25', leaseMs = '1500'): Promise<ChildProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-import-'));
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      ...h.env,
      POSTING_WORKERS: '0',
      BULK_IMPORT_WORKERS: '1',
      BULK_IMPORT_BATCH: batch,
      BULK_IMPORT_LEASE_MS: leaseMs,
      BULK_IMPORT_POLL_MS: '100',
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
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

/** Uploads a file of `rows` posts on `account` (of the token's workspace) and starts it as scheduled posts. */
async function startFile(account: string, rows: number, token: string): Promise<BulkImport> {
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const lines = Array.from({ length: rows }, (_, i) => `Row ${i + 1} of ${account},${account},${date},${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`);
  const boundary = '----cadence-restart';
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="restart.csv"\r\n\r\ntext,accounts,date,time\n${lines.join('\n')}\r\n--${boundary}--\r\n`);
  const res = await h.test.platform.app.inject({ method: 'POST', url: '/api/posts/bulk-imports', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(201);
  const file = res.json().data as BulkImport;
  expect(file.counts.ready).toBe(rows);
  expect((await h.request('POST', `/api/posts/bulk-imports/${file.id}/start`, { token, body: { mode: 'schedule' } })).statusCode).toBe(202);
  return file;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function counts(workspaceId = W): Promise<{ imported: number; posts: number; distinct: number }> {
  const [row] = await h.db.execute<{ imported: number; posts: number; distinct: number }>(sql`
    select (select count(*)::int from posting.bulk_import_rows where workspace_id = ${workspaceId} and status = 'imported') as imported,
           (select count(*)::int from posting.posts where workspace_id = ${workspaceId}) as posts,
           (select count(distinct post_id)::int from posting.bulk_import_rows where workspace_id = ${workspaceId} and post_id is not null) as distinct`);
  return row ?? { imported: 0, posts: 0, distinct: 0 };
}

beforeAll(async () => {
  h = await startPosting({ BULK_IMPORT_WORKERS: '0' });
  await h.connectPage(W, 'Restart page');
  await h.connectPage(W2, 'Batch page');
  await h.connectPage(W3, 'Stop page');
  // A plan without a daily limit, so every row of one day can be scheduled.
  await applyEntitlements(h.db, { ...entitlementsOf(W, 'enterprise', 'active'), revision: 1 });
  await applyEntitlements(h.db, { ...entitlementsOf(W2, 'enterprise', 'active'), revision: 1 });
  await applyEntitlements(h.db, { ...entitlementsOf(W3, 'enterprise', 'active'), revision: 1 });
});

afterAll(async () => {
  for (const child of [...children]) await kill(child);
  await h?.close();
});

describe('a bulk import across a crash', () => {
  it('goes on in a new process after the one working it is killed, and no row makes two posts', async () => {
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const lines = Array.from({ length: ROWS }, (_, i) => `Row ${i + 1} of the restart file,Restart page,${date},${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`);
    const boundary = '----cadence-restart';
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="restart.csv"\r\n\r\ntext,accounts,date,time\n${lines.join('\n')}\r\n--${boundary}--\r\n`);
    const res = await h.test.platform.app.inject({ method: 'POST', url: '/api/posts/bulk-imports', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner()}` } });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().data as BulkImport;
    expect(file.counts.ready).toBe(ROWS);
    expect((await h.request('POST', `/api/posts/bulk-imports/${file.id}/start`, { token: owner(), body: { mode: 'schedule' } })).statusCode).toBe(202);

    // The first process is killed part-way through.
    const first = await startWorker();
    const partway = await until(counts, (c) => c.imported >= 50, 120_000);
    await kill(first);
    const atCrash = await counts();
    expect(atCrash.imported).toBeGreaterThanOrEqual(50);
    expect(atCrash.imported).toBeLessThan(ROWS);
    expect(partway.posts).toBe(partway.imported);

    // A new process takes over once the dead one's leases run out.
    await startWorker();
    const done = await until(
      async () => (await h.request('GET', `/api/posts/bulk-imports/${file.id}`, { token: owner() })).json().data as BulkImport,
      (current) => current.status === 'done',
      120_000,
    );
    expect(done.counts).toMatchObject({ imported: ROWS, failed: 0, queued: 0 });
    expect(await counts()).toEqual({ imported: ROWS, posts: ROWS, distinct: ROWS });
  }, 300_000);

  it('hands back, when its process stops, the batch a loop claimed ahead: another process takes it at once, and no row makes two posts', async () => {
    // Only this test's processes import.
    for (const child of [...children]) await kill(child);
    const token = h.token({ userId: 43, workspaceId: W3, permissions: [...WRITER, 'CreatePosting'] });
    const file = await startFile('Stop page', 400, token);
    // Leases of a minute: a batch left leased would wait that long for another process.
    const first = await startWorker('20', '60000');
    await until(() => counts(W3), (c) => c.imported >= 60, 120_000);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGTERM');
    await exited;
    const [held] = await h.db.execute<{ n: number }>(sql`
      select count(*)::int as n from posting.bulk_import_rows where import_id = ${file.id} and status = 'queued' and lease_until > now()`);
    expect(held?.n).toBe(0);
    const stopped = await counts(W3);
    expect(stopped.imported).toBeLessThan(400);

    const started = Date.now();
    const second = await startWorker('20', '60000');
    const done = await until(
      async () => (await h.request('GET', `/api/posts/bulk-imports/${file.id}`, { token })).json().data as BulkImport,
      (current) => current.status === 'done',
      120_000,
    );
    await kill(second);
    // Well within the minute a left lease would have held its rows.
    expect(Date.now() - started).toBeLessThan(50_000);
    expect(done.counts).toMatchObject({ imported: 400, failed: 0, queued: 0 });
    expect(await counts(W3)).toEqual({ imported: 400, posts: 400, distinct: 400 });
  }, 300_000);

  it('takes over a whole batch claimed by a process that died before writing it; the dead owner can no longer write it', async () => {
    const token = h.token({ userId: 42, workspaceId: W2, permissions: [...WRITER, 'CreatePosting'] });
    const file = await startFile('Batch page', 120, token);
    // A process claimed the first 80 rows (one batch, leased for 2 s), then died before its transaction.
    const dead = await claimRows(h.db, 'import-dead', 80, 2000);
    expect(dead.map((row) => row.importId)).toEqual(Array.from({ length: 80 }, () => file.id));

    const live = await startWorker('500');
    const done = await until(
      async () => (await h.request('GET', `/api/posts/bulk-imports/${file.id}`, { token })).json().data as BulkImport,
      (current) => current.status === 'done',
      120_000,
    );
    await kill(live);
    expect(done.counts).toMatchObject({ imported: 120, failed: 0, queued: 0 });
    expect(await counts(W2)).toEqual({ imported: 120, posts: 120, distinct: 120 });
    // The dead owner's batch was written once, by the process that took it over.
    expect(
      await holdRows(
        h.db,
        dead.map((row) => row.id),
        'import-dead',
      ),
    ).toEqual(new Set());
    const [taken] = await h.db.execute<{ owners: number; posts: number }>(sql`
      select count(*) filter (where lease_owner is not null)::int as owners, count(distinct post_id)::int as posts
      from posting.bulk_import_rows where id in ${dead.map((row) => row.id)}`);
    expect(taken).toEqual({ owners: 0, posts: 80 });
  }, 300_000);
});
