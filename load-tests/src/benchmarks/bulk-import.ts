import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { connect, type Sql } from '@cadence/db';
import { createTestDatabase } from '@cadence/db/testing';
import { buildPlatform, generateJwtKeys, generateSecretsKey, loadSecretBox, type AccessClaims } from '@cadence/service-kit';
import { postingService, sealTokens } from '@cadence/posting';
import { sleep } from '../lib/http';
import { throwIfInterrupted } from '../lib/interrupt';
import type { Benchmark, BenchContext, Figure } from '../lib/types';

const WORKSPACE = 1;
const ACCOUNTS = 10;
/** Rows are spread over this many days, so no day passes the smallest plan's daily posts per user. */
const DAYS = 100;

/** The connection that watches (not counted in the database's CPU). */
const MEASURING = 'bench-measure';
/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * CPU ticks (user + system) used so far by the PostgreSQL backends of this database but the
 * watching one, read from /proc (the database runs on this machine); null where unreadable.
 */
async function backendTicks(sql: Sql): Promise<Map<number, number> | null> {
  const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and application_name <> ${MEASURING}`;
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks.size > 0 ? ticks : null;
}

/** Ticks used between two readings; a backend that started meanwhile counts from zero. */
function ticksBetween(start: Map<number, number> | null, end: Map<number, number> | null): number | null {
  if (!start || !end) return null;
  let total = 0;
  for (const [pid, value] of end) total += value - (start.get(pid) ?? 0);
  return total;
}

function day(ahead: number): string {
  return new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Bulk scheduling: a CSV file of 10,000 rows (--posts), each a post for one of 10 Facebook
 * Pages at its own date and time, uploaded through the API, checked, started, and imported by
 * the import loop through the composer's createPosts (validation, plan limit, events; a batch
 * of rows in a few statements). The figure is the time from the upload's first byte until
 * every row is a scheduled post, against COPYing the same rows into a table shaped like posts
 * in one statement.
 */
export const bulkImport: Benchmark = {
  name: 'bulk-import',
  title: 'Bulk scheduling: a 10,000-row CSV (--posts) from upload to every post scheduled, against one COPY',
  about: 'about 1 min',
  async run(context: BenchContext) {
    const { options, log } = context;
    const rows = options.posts;
    const database = await createTestDatabase('bench_bulk_import');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-import-'));
    const keys = generateJwtKeys();
    const secretsKey = generateSecretsKey();
    const workers = process.env.BULK_IMPORT_WORKERS ?? '1';
    const batch = process.env.BULK_IMPORT_BATCH ?? '500';
    const platform = await buildPlatform({
      name: 'bench-bulk-import',
      services: [postingService],
      env: {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '20',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'error',
        JWT_PRIVATE_KEY: keys.privateKey,
        JWT_PUBLIC_KEY: keys.publicKey,
        SECRETS_KEY: secretsKey,
        META_APP_ID: 'bench',
        META_APP_SECRET: 'bench',
        OUTBOUND_ALLOW_PRIVATE: 'true',
        POSTING_WORKERS: '0',
        METRICS_WORKERS: '0',
        BULK_IMPORT_WORKERS: workers,
        BULK_IMPORT_BATCH: batch,
        BULK_IMPORT_POLL_MS: '100',
      },
    });
    const sql = connect({ url: database.url, max: 4, applicationName: MEASURING });
    try {
      await platform.app.ready();
      const secrets = loadSecretBox({ SECRETS_KEY: secretsKey, DATA_DIR: dataDir });
      for (let i = 0; i < ACCOUNTS; i += 1) {
        const sealed = sealTokens(secrets, { accessToken: `bench-${i}` });
        await sql`
          insert into posting.social_accounts (workspace_id, type, external_id, name, connected_by, access_token_encrypted, refresh_token_encrypted, token_extra_encrypted)
          values (${WORKSPACE}, 'facebook_page', ${`${700000 + i}`}, ${`Page ${i}`}, 1, ${sealed.accessTokenEncrypted ?? null}, ${sealed.refreshTokenEncrypted ?? null}, ${sealed.tokenExtraEncrypted ?? null})`;
      }
      const lines = Array.from({ length: rows }, (_, i) => {
        const minute = i % (24 * 60);
        return `"Post ${i}: fresh bread, rolls and ""pain"" from 7",Page ${i % ACCOUNTS},${day(1 + (i % DAYS))},${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')},Europe/Paris`;
      });
      const csv = Buffer.from(['text,accounts,date,time,time_zone', ...lines].join('\n'));
      const boundary = '----cadence-bench';
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\n\r\n`), csv, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const claims: AccessClaims & { wrole: string } = { sub: '1', wid: WORKSPACE, rid: [3], perms: ['Composer', 'Posts', 'CreatePosting'], wrole: 'owner' };
      const token = platform.app.jwt.sign(claims, { expiresIn: 600 });
      const headers = { authorization: `Bearer ${token}` };
      log(`${rows.toLocaleString('en-US')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB) for ${ACCOUNTS} Pages; BULK_IMPORT_WORKERS=${workers}, BULK_IMPORT_BATCH=${batch}`);

      const ticksStart = await backendTicks(sql);
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      const uploaded = await platform.app.inject({ method: 'POST', url: '/api/posts/bulk-imports?timeZone=UTC', payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      if (uploaded.statusCode !== 201) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body.slice(0, 300)}`);
      const id = (uploaded.json() as { data: { id: number; counts: { ready: number } } }).data.id;
      const previewMs = performance.now() - started;
      const start = await platform.app.inject({ method: 'POST', url: `/api/posts/bulk-imports/${id}/start`, payload: { mode: 'schedule' }, headers });
      if (start.statusCode !== 202) throw new Error(`start answered ${start.statusCode}: ${start.body.slice(0, 300)}`);
      let imported = 0;
      for (;;) {
        throwIfInterrupted();
        const [row] = await sql<{ imported: number; failed: number; queued: number }[]>`
          select count(*) filter (where status = 'imported')::int as imported, count(*) filter (where status = 'failed')::int as failed, count(*) filter (where status = 'queued')::int as queued
          from posting.bulk_import_rows where import_id = ${id}`;
        imported = row?.imported ?? 0;
        if ((row?.queued ?? 0) === 0 || performance.now() - started > 600_000) break;
        await sleep(50);
      }
      const importMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuStart);
      const dbTicks = ticksBetween(ticksStart, await backendTicks(sql));
      const cpuPerRowUs = (cpu.user + cpu.system) / rows;
      const dbCpuPerRowUs = dbTicks === null ? null : (dbTicks * 1e6) / TICKS_PER_SECOND / rows;
      const [scheduled] = await sql<{ n: number }[]>`select count(*)::int as n from posting.posts where workspace_id = ${WORKSPACE} and status = 'scheduled'`;
      log(
        `${imported}/${rows} rows imported (${scheduled?.n ?? 0} posts scheduled) in ${(importMs / 1000).toFixed(1)} s; preview ready after ${(previewMs / 1000).toFixed(2)} s; CPU per row ${cpuPerRowUs.toFixed(0)} µs here${dbCpuPerRowUs === null ? '' : `, ${dbCpuPerRowUs.toFixed(0)} µs in PostgreSQL`}`,
      );

      // The baseline: the same rows into a table shaped like posts with one COPY.
      await sql`create table bench_copy (like posting.posts including defaults)`;
      const copyStarted = performance.now();
      const writable = await sql`copy bench_copy (workspace_id, author_id, status, text, scheduled_at, time_zone) from stdin with (format csv)`.writable();
      const copyRows = lines.map((_line, i) => `${WORKSPACE},1,scheduled,"Post ${i}: fresh bread, rolls and ""pain"" from 7",${day(1 + (i % DAYS))}T08:00:00Z,Europe/Paris\n`);
      await pipeline(Readable.from(copyRows), writable);
      const copyMs = performance.now() - copyStarted;
      const ratio = importMs / copyMs;
      log(`one COPY of the same rows: ${copyMs.toFixed(0)} ms (ratio ${ratio.toFixed(0)}x)`);

      const figures: Figure[] = [
        { metric: `${rows.toLocaleString('en-US')} rows: upload to all scheduled`, unit: 's', value: importMs / 1000, baseline: copyMs / 1000, ratio, target: '<= 10 s', meets: imported === rows && importMs <= 10_000 },
        { metric: 'preview ready (upload, parse, every row checked)', unit: 's', value: previewMs / 1000 },
        { metric: 'CPU per row, this process (upload to all scheduled)', unit: 'µs', value: cpuPerRowUs },
        ...(dbCpuPerRowUs === null ? [] : [{ metric: 'CPU per row, PostgreSQL backends', unit: 'µs', value: dbCpuPerRowUs }]),
        { metric: 'rows imported as scheduled posts', unit: 'posts', value: scheduled?.n ?? 0, target: String(rows), meets: (scheduled?.n ?? 0) === rows },
      ];
      return {
        status: 'ok',
        baseline: 'the same rows COPYed into a table shaped like posts in one statement (no checks, no targets, no events)',
        figures,
        notes: [
          `The posting service in-process with ${workers} import loop(s) of ${batch} rows per transaction, POSTING_WORKERS=0; each claimed batch goes through the composer's createPosts (accounts, network rules, the plan's daily limit, approval, target rows, events) in a few statements, in the transaction that marks its rows imported, while the loop claims and reads the next batch. CPU per row: this process (the service and the runner) and the database's backends over the same span, the watching connection aside.`,
        ],
        details: { importMs, previewMs, copyMs, ratio, imported, scheduled: scheduled?.n ?? 0, workers, batch, cpuPerRowUs, dbCpuPerRowUs },
      };
    } finally {
      await sql.end({ timeout: 5 });
      await platform.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
