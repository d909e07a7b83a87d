import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@cadence/db';
import { createTestDatabase } from '@cadence/db/testing';
import { buildPlatform, generateJwtKeys, generateSecretsKey, loadSecretBox } from '@cadence/service-kit';
import { postingService, sealTokens } from '@cadence/posting';
import { startMetaInsightsPeer } from '@cadence/posting/peers/meta-insights';
import { backendCpuUsBetween, backendTicks } from '../lib/db-cpu';
import { sleep } from '../lib/http';
import { throwIfInterrupted } from '../lib/interrupt';
import type { Benchmark, BenchContext, Figure } from '../lib/types';

const WORKSPACE = 1;
const PAGES = 200;
/** The Pages API's documented budget per Page: 4,800 calls per 24 hours (per engaged user). */
const PAGE_LIMIT = 4800;
const RESERVE_PERCENT = 30;
/** The connection that watches (not counted in the database's CPU). */
const MEASURING = 'bench-measure';

/**
 * Metrics collection at scale: 10,000 Facebook Page posts (--posts) published 61 minutes ago,
 * so each one's 1-hour pull is due at once, over 200 Pages on a local Graph API (real HTTP).
 * The collector runs in the posting service as deployed; the figure is the time from its start
 * until every post's pull is done and its posting.metrics.collected event written, and the most
 * calls any Page received, against the Page's documented limit less the reserve kept for publishing.
 */
export const metricsCollection: Benchmark = {
  name: 'metrics-collection',
  title: 'Metrics collection: 10,000 posts (--posts) due for a pull at once, within the networks\' limits',
  about: 'about 1 min',
  async run(context: BenchContext) {
    const { options, log } = context;
    const posts = options.posts;
    const database = await createTestDatabase('bench_metrics');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-metrics-'));
    const meta = await startMetaInsightsPeer();
    const keys = generateJwtKeys();
    const secretsKey = generateSecretsKey();
    const workers = process.env.METRICS_WORKERS ?? '2';
    const concurrency = process.env.METRICS_CONCURRENCY ?? '16';
    const platform = await buildPlatform({
      name: 'bench-metrics',
      services: [postingService],
      env: {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '40',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'error',
        JWT_PRIVATE_KEY: keys.privateKey,
        JWT_PUBLIC_KEY: keys.publicKey,
        SECRETS_KEY: secretsKey,
        META_APP_ID: 'bench',
        META_APP_SECRET: 'bench',
        META_GRAPH_BASE: meta.url,
        OUTBOUND_ALLOW_PRIVATE: 'true',
        POSTING_WORKERS: '0',
        METRICS_WORKERS: workers,
        METRICS_CONCURRENCY: concurrency,
        METRICS_BATCH: '1000',
        METRICS_POLL_MS: '500',
        METRICS_QUOTA_RESERVE_PERCENT: String(RESERVE_PERCENT),
      },
    });
    const sql = connect({ url: database.url, max: 4, applicationName: MEASURING });
    try {
      const secrets = loadSecretBox({ SECRETS_KEY: secretsKey, DATA_DIR: dataDir });
      const pages: { id: number; externalId: string }[] = [];
      for (let i = 0; i < PAGES; i += 1) {
        const token = `bench-page-${i}`;
        meta.acceptToken(token);
        const sealed = sealTokens(secrets, { accessToken: token });
        const externalId = `${500000 + i}`;
        const [row] = await sql<{ id: number }[]>`
          insert into posting.social_accounts (workspace_id, type, external_id, name, connected_by, access_token_encrypted, refresh_token_encrypted, token_extra_encrypted)
          values (${WORKSPACE}, 'facebook_page', ${externalId}, ${`Page ${i}`}, 1, ${sealed.accessTokenEncrypted ?? null}, ${sealed.refreshTokenEncrypted ?? null}, ${sealed.tokenExtraEncrypted ?? null})
          returning id`;
        if (row) pages.push({ id: row.id, externalId });
      }
      const rows = Array.from({ length: posts }, (_, i) => {
        const page = pages[i % pages.length] ?? { id: 0, externalId: '0' };
        const externalId = `${page.externalId}_${i}`;
        meta.setPost(externalId, { likes: i % 50, comments: i % 7, shares: i % 3, post_media_view: 100 + i, post_impressions_unique: 80 + i });
        return { text: `metrics ${i}`, account: page.id, external: externalId };
      });
      for (let start = 0; start < rows.length; start += 2000) {
        const chunk = rows.slice(start, start + 2000);
        await sql`
          with input as (select * from jsonb_to_recordset(${sql.json(chunk)}) as x(text text, account int, external text)),
          created as (
            insert into posting.posts (workspace_id, author_id, status, text, scheduled_at)
            select ${WORKSPACE}, 1, 'posted', text, now() - interval '61 minutes' from input returning id, text)
          insert into posting.post_targets (post_id, workspace_id, account_id, platform, account_name, status, external_id, published_at)
          select created.id, ${WORKSPACE}, input.account, 'facebook_page', 'Page', 'posted', input.external, now() - interval '61 minutes'
          from created join input on input.text = created.text`;
      }
      log(`${posts.toLocaleString('en-US')} posts on ${PAGES} Pages published 61 minutes ago; starting the collector (METRICS_WORKERS=${workers}, METRICS_CONCURRENCY=${concurrency})`);
      const ticksStart = await backendTicks(sql, MEASURING);
      const cpuStart = process.cpuUsage();
      const started = Date.now();
      await platform.app.ready();
      let done = 0;
      for (;;) {
        throwIfInterrupted();
        const [row] = await sql<{ done: number }[]>`select count(*)::int as done from posting.metric_pulls where scope = 'post' and slot = '1h' and status = 'done'`;
        done = row?.done ?? 0;
        if (done >= posts || Date.now() - started > 300_000) break;
        await sleep(200);
      }
      const elapsedSec = (Date.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuStart);
      const dbCpuUs = backendCpuUsBetween(ticksStart, await backendTicks(sql, MEASURING));
      const cpuPerPullUs = (cpu.user + cpu.system) / Math.max(1, done);
      const dbCpuPerPullUs = dbCpuUs === null ? null : dbCpuUs / Math.max(1, done);
      const [events] = await sql<{ count: number; identities: number }[]>`
        select count(*)::int as count, count(distinct payload->>'identity')::int as identities from posting.outbox
        where name = 'posting.metrics.collected' and payload->>'scope' = 'post'`;
      const [recorded] = await sql<{ max: number }[]>`select coalesce(max(c), 0)::int as max from (select count(*) as c from posting.metric_calls group by account_id) per_page`;
      const perPage = new Map<string, number>();
      for (const read of meta.reads()) {
        const page = /(\d+)_\d+/.exec(read)?.[1] ?? /^\/(\d+)\/insights/.exec(read)?.[1];
        if (page) perPage.set(page, (perPage.get(page) ?? 0) + 1);
      }
      const maxCalls = Math.max(0, ...perPage.values());
      const budget = Math.floor(PAGE_LIMIT * (1 - RESERVE_PERCENT / 100));
      log(`${done}/${posts} pulls done in ${elapsedSec.toFixed(1)} s; ${events?.count ?? 0} events (${events?.identities ?? 0} distinct); at most ${maxCalls} Graph calls to one Page (recorded ${recorded?.max ?? 0}), budget ${budget} of ${PAGE_LIMIT}; CPU per pull ${cpuPerPullUs.toFixed(0)} µs here${dbCpuPerPullUs === null ? '' : `, ${dbCpuPerPullUs.toFixed(0)} µs in PostgreSQL`}`);
      const figures: Figure[] = [
        { metric: `${posts.toLocaleString('en-US')} posts due: all pulled`, unit: 's', value: elapsedSec, target: '<= 60 s', meets: done >= posts && elapsedSec <= 60 },
        { metric: 'pulls done', unit: 'posts', value: done, target: String(posts), meets: done === posts },
        { metric: 'events written once per pull', unit: 'events', value: events?.count ?? 0, target: String(posts), meets: (events?.count ?? 0) === posts && (events?.identities ?? 0) === posts },
        { metric: 'CPU per pull, this process (service, runner and local Graph API)', unit: 'µs', value: cpuPerPullUs },
        ...(dbCpuPerPullUs === null ? [] : [{ metric: 'CPU per pull, PostgreSQL backends', unit: 'µs', value: dbCpuPerPullUs }]),
        { metric: 'most Graph calls to one Page', unit: 'calls', value: maxCalls, target: `<= ${budget} (${PAGE_LIMIT} per 24 h less ${RESERVE_PERCENT} % for publishing)`, meets: maxCalls <= budget },
      ];
      return {
        status: 'ok',
        figures,
        notes: [
          `${PAGES} Facebook Pages on a local Graph API for insights (real HTTP, no added latency); the posting service in-process with its collector, POSTING_WORKERS=0.`,
          'Each Page read is one fields call for up to 25 posts and one insights call per post; account days back-filled on first sight are read in the same run.',
          'CPU per pull: this process (the service, the runner and the local Graph API) and the database\'s backends over the same span, the watching connection aside.',
        ],
        details: { elapsedSec, done, events, maxCalls, recordedMaxCalls: recorded?.max ?? 0, budget, cpuPerPullUs, dbCpuPerPullUs },
      };
    } finally {
      await sql.end({ timeout: 5 });
      await platform.close();
      await meta.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
