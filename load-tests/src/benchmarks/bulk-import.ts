import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { connect } from '@cadence/db';
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

function day(ahead: number): string {
  return new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Bulk scheduling: a CSV file of 10,000 rows (--posts), each a post for one of 10 Facebook
 * Pages at its own date and time, uploaded through the API, checked, started, and imported by
 * the import loop through the composer's service (validation, plan limit, events). The figure
 * is the time from the upload's first byte until every row is a scheduled post, against
 * COPYing the same rows into a table shaped like posts in one statement.
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
    const batch = process.env.BULK_IMPORT_BATCH ?? '200';
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
    const sql = connect({ url: database.url, max: 4, applicationName: 'bench-measure' });
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
      const [scheduled] = await sql<{ n: number }[]>`select count(*)::int as n from posting.posts where workspace_id = ${WORKSPACE} and status = 'scheduled'`;
      log(`${imported}/${rows} rows imported (${scheduled?.n ?? 0} posts scheduled) in ${(importMs / 1000).toFixed(1)} s; preview ready after ${(previewMs / 1000).toFixed(2)} s`);

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
        { metric: 'rows imported as scheduled posts', unit: 'posts', value: scheduled?.n ?? 0, target: String(rows), meets: (scheduled?.n ?? 0) === rows },
      ];
      return {
        status: 'ok',
        baseline: 'the same rows COPYed into a table shaped like posts in one statement (no checks, no targets, no events)',
        figures,
        notes: [
          `The posting service in-process with ${workers} import loop(s) of ${batch} rows per transaction, POSTING_WORKERS=0; each row goes through the composer's createPost (accounts, network rules, the plan's daily limit, target rows, events) in a savepoint.`,
        ],
        details: { importMs, previewMs, copyMs, ratio, imported, scheduled: scheduled?.n ?? 0, workers, batch },
      };
    } finally {
      await sql.end({ timeout: 5 });
      await platform.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
