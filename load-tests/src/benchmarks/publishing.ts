import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { entitlementsOf } from '@cadence/contracts';
import { connect, type Sql } from '@cadence/db';
import { createTestDatabase } from '@cadence/db/testing';
import { buildPlatform, generateJwtKeys, generateSecretsKey, loadSecretBox } from '@cadence/service-kit';
import { postingService, sealTokens } from '@cadence/posting';
import { startDeliveryNetwork, type DeliveryNetwork } from '@cadence/posting/peers/delivery-network';
import { sleep } from '../lib/http';
import { throwIfInterrupted } from '../lib/interrupt';
import { median, percentiles, ratio } from '../lib/stats';
import { startBaselineQueue } from './publishing-baseline';
import type { Benchmark, BenchContext, Figure } from '../lib/types';

const WORKSPACE = 1;
const PAGES = 50;
const STEADY_RATE = 50;
const STEADY_SECONDS = 20;

interface Round {
  cadence: { burst: Outcome; steady: Outcome };
  baseline: { burst: Outcome; steady: Outcome };
}

interface Outcome {
  label: string;
  posts: number;
  /** From the due time to the last target posted. */
  allPublishedSec: number;
  lagMs: { p50: number; p99: number };
  posted: number;
  duplicates: number;
  lost: number;
  /** CPU time of this process (user + system, where both sides' loops run) from the schedule until all were published, per post. */
  cpuPerPostUs: number;
  /** CPU time of the PostgreSQL backends doing the side's work over the same span, per post (null: not readable here). */
  dbCpuPerPostUs: number | null;
  /** Rows each post wrote, per table (inserted, updated, of which HOT), over the same span. */
  rowsPerPost: Record<string, { ins: number; upd: number; hot: number }>;
}

/** The connections that schedule and watch (not counted in the database's CPU). */
const MEASURING = 'bench-measure';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * CPU ticks (user + system) used so far by each PostgreSQL backend of this database but the
 * watching ones, read from /proc: the database runs on this machine in the benchmark's setup.
 * Null where /proc is not readable (another OS, a remote server).
 */
async function backendTicks(sql: Sql): Promise<Map<number, number> | null> {
  const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and application_name <> ${MEASURING}`;
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
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

type TableWrites = Map<string, { ins: number; upd: number; hot: number }>;

/**
 * Rows inserted, updated and HOT-updated so far in each table of this database. Backends report
 * these when they go idle (at most once a second), so a reading is taken after a pause.
 */
async function tableWrites(sql: Sql): Promise<TableWrites> {
  const rows = await sql<{ name: string; ins: string; upd: string; hot: string }[]>`
    select schemaname || '.' || relname as name, n_tup_ins as ins, n_tup_upd as upd, n_tup_hot_upd as hot from pg_stat_user_tables`;
  return new Map(rows.map((row) => [row.name, { ins: Number(row.ins), upd: Number(row.upd), hot: Number(row.hot) }]));
}

/** Rows written per post in each table between two readings (tables untouched are left out). */
function writesPerPost(start: TableWrites, end: TableWrites, posts: number): Record<string, { ins: number; upd: number; hot: number }> {
  const perPost: Record<string, { ins: number; upd: number; hot: number }> = {};
  const round = (value: number) => Math.round((value / posts) * 100) / 100;
  for (const [name, after] of end) {
    const before = start.get(name) ?? { ins: 0, upd: 0, hot: 0 };
    const delta = { ins: round(after.ins - before.ins), upd: round(after.upd - before.upd), hot: round(after.hot - before.hot) };
    if (delta.ins > 0 || delta.upd > 0) perPost[name] = delta;
  }
  return perPost;
}

/** Posts with one target each, due at `dueAt(i)`, written in bulk (what the composer would have scheduled). */
async function schedule(sql: Sql, label: string, count: number, pages: number[], dueAt: (i: number) => Date): Promise<void> {
  const chunk = 1000;
  for (let start = 0; start < count; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, count - start) }, (_, k) => {
      const i = start + k;
      return { text: `${label} ${i}`, due: dueAt(i).toISOString(), page: pages[i % pages.length] ?? 0 };
    });
    // One transaction per chunk whose statistics are reported at once, so that the rows counted
    // during delivery leave the scheduling out.
    await sql.begin(async (tx) => {
      await tx`
      with input as (
        select * from jsonb_to_recordset(${sql.json(rows)}) as x(text text, due timestamptz, page int)
      ), created as (
        insert into posting.posts (workspace_id, author_id, status, text, scheduled_at)
        select ${WORKSPACE}, 1, 'scheduled', text, due from input
        returning id, text, scheduled_at
      )
      insert into posting.post_targets (post_id, workspace_id, account_id, platform, account_name, next_attempt_at)
      select created.id, ${WORKSPACE}, input.page, 'facebook_page', 'Page', created.scheduled_at
      from created join input on input.text = created.text`;
      await tx`select pg_stat_force_next_flush()`;
    });
  }
}

/** What one side (Cadence or the baseline) answers about the posts of a label. */
interface Side {
  open(label: string): Promise<number>;
  lags(label: string): Promise<{ lags: number[]; lastPostedAt: Date | null }>;
}

function cadenceSide(sql: Sql): Side {
  return {
    async open(label) {
      const [row] = await sql<{ open: number }[]>`
        select count(*)::int as open from posting.post_targets t join posting.posts p on p.id = t.post_id
        where p.text like ${`${label} %`} and t.status not in ('posted', 'failed')`;
      return row?.open ?? 0;
    },
    async lags(label) {
      const rows = await sql<{ lag: number }[]>`
        select extract(epoch from t.published_at - p.scheduled_at)::float8 * 1000 as lag
        from posting.post_targets t join posting.posts p on p.id = t.post_id
        where p.text like ${`${label} %`} and t.status = 'posted'`;
      const [last] = await sql<{ at: Date | null }[]>`
        select max(t.published_at) as at from posting.post_targets t join posting.posts p on p.id = t.post_id where p.text like ${`${label} %`}`;
      return { lags: rows.map((row) => row.lag), lastPostedAt: last?.at ?? null };
    },
  };
}

async function measure(sql: Sql, side: Side, network: DeliveryNetwork, label: string, count: number, lastDue: Date, log: (line: string) => void): Promise<Outcome> {
  const writesStart = await tableWrites(sql);
  const cpuStart = process.cpuUsage();
  const dbStart = await backendTicks(sql);
  for (;;) {
    throwIfInterrupted();
    if ((await side.open(label)) === 0 || Date.now() > lastDue.getTime() + 300_000) break;
    await sleep(250);
  }
  const cpu = process.cpuUsage(cpuStart);
  const dbTicks = ticksBetween(dbStart, await backendTicks(sql));
  const { lags, lastPostedAt } = await side.lags(label);
  await sleep(1_500);
  const rowsPerPost = writesPerPost(writesStart, await tableWrites(sql), count);
  const counts = network.counts();
  let published = 0;
  let duplicates = 0;
  for (let i = 0; i < count; i += 1) {
    const n = counts.get(`${label} ${i}`) ?? 0;
    if (n > 0) published += 1;
    if (n > 1) duplicates += n - 1;
  }
  const lag = percentiles(lags);
  const outcome: Outcome = {
    label,
    posts: count,
    allPublishedSec: lastPostedAt ? (lastPostedAt.getTime() - lastDue.getTime()) / 1000 : Number.NaN,
    lagMs: { p50: lag.p50, p99: lag.p99 },
    posted: lags.length,
    duplicates,
    lost: count - published,
    cpuPerPostUs: (cpu.user + cpu.system) / count,
    dbCpuPerPostUs: dbTicks === null ? null : (dbTicks * 1e6) / TICKS_PER_SECOND / count,
    rowsPerPost,
  };
  log(`${label}: ${outcome.posted}/${count} posted, all within ${outcome.allPublishedSec.toFixed(1)} s of the last due time; lag p50 ${lag.p50.toFixed(0)} ms, p99 ${lag.p99.toFixed(0)} ms; ${duplicates} duplicates, ${outcome.lost} lost; ${outcome.cpuPerPostUs.toFixed(0)} µs CPU per post here${outcome.dbCpuPerPostUs === null ? '' : `, ${outcome.dbCpuPerPostUs.toFixed(0)} µs in PostgreSQL`}; rows per post ${Object.entries(rowsPerPost).map(([name, w]) => `${name} +${w.ins} ~${w.upd} (HOT ${w.hot})`).join(', ')}`);
  return outcome;
}

/**
 * Delivery at scale, against a local Graph API for Pages (a real HTTP server) with the
 * Facebook Page adapter: 10,000 posts due in the same minute, then a steady 50 posts/s.
 * Lag is each post's publish time minus its due time (database clock).
 */
export const publishing: Benchmark = {
  name: 'publishing',
  title: 'Publishing: 10,000 posts (--posts) due in the same minute, and a steady 50 posts/s',
  about: 'about 2 min',
  async run(context: BenchContext) {
    const { options, log } = context;
    const database = await createTestDatabase('bench_publishing');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-publishing-'));
    const network = await startDeliveryNetwork();
    const keys = generateJwtKeys();
    const secretsKey = generateSecretsKey();
    const platform = await buildPlatform({
      name: 'bench-publishing',
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
        META_GRAPH_BASE: network.url,
        OUTBOUND_ALLOW_PRIVATE: 'true',
        POSTING_WORKERS: process.env.POSTING_WORKERS ?? '2',
        POSTING_CONCURRENCY: process.env.POSTING_CONCURRENCY ?? '64',
        POSTING_POLL_MS: '1000',
      },
    });
    const sql = connect({ url: database.url, max: 4, applicationName: MEASURING });
    const baselineSql = connect({ url: database.url, max: 4, applicationName: 'bench-baseline' });
    try {
      await platform.app.ready();
      if (process.env.SCRATCH_FILLFACTOR) await sql.unsafe(`alter table posting.post_targets set (fillfactor = ${process.env.SCRATCH_FILLFACTOR}); alter table posting.publish_attempts set (fillfactor = ${process.env.SCRATCH_FILLFACTOR})`);
      const secrets = loadSecretBox({ SECRETS_KEY: secretsKey, DATA_DIR: dataDir });
      const pages: number[] = [];
      const pageTokens: string[] = [];
      for (let i = 0; i < PAGES; i += 1) {
        const token = `bench-page-${i}`;
        network.acceptToken(token);
        pageTokens.push(token);
        const sealed = sealTokens(secrets, { accessToken: token });
        const [row] = await sql<{ id: number }[]>`
          insert into posting.social_accounts (workspace_id, type, external_id, name, connected_by, access_token_encrypted, refresh_token_encrypted, token_extra_encrypted)
          values (${WORKSPACE}, 'facebook_page', ${`page-${i}`}, ${`Page ${i}`}, 1, ${sealed.accessTokenEncrypted ?? null}, ${sealed.refreshTokenEncrypted ?? null}, ${sealed.tokenExtraEncrypted ?? null})
          returning id`;
        if (row) pages.push(row.id);
      }
      const unlimited = entitlementsOf(WORKSPACE, 'enterprise', 'active');
      await sql`insert into posting.workspace_entitlements (workspace_id, entitlements, revision) values (${WORKSPACE}, ${sql.json(unlimited)}, 1)`;

      const workers = Number(process.env.POSTING_WORKERS ?? '2');
      const concurrency = Number(process.env.POSTING_CONCURRENCY ?? '64');
      const cadence = cadenceSide(sql);
      const baselinePages = pageTokens.map((token, i) => ({ id: `page-${i}`, token }));
      type Scenario = (label: string, count: number, dueAt: (i: number) => Date) => Promise<Outcome>;
      const onCadence: Scenario = async (label, count, dueAt) => {
        await schedule(sql, label, count, pages, dueAt);
        return measure(sql, cadence, network, label, count, dueAt(count - 1), log);
      };
      const onBaseline: Scenario = async (label, count, dueAt) => {
        const queue = await startBaselineQueue(baselineSql, { graphUrl: network.url, pages: baselinePages, loops: workers, concurrency, watch: sql });
        try {
          await queue.schedule(label, count, dueAt);
          return await measure(sql, queue, network, label, count, dueAt(count - 1), log);
        } finally {
          await queue.stop();
        }
      };

      const rounds: Round[] = [];
      for (let round = 1; round <= Math.max(1, Math.min(options.rounds, 3)); round += 1) {
        // The sides alternate, and their order rotates every round.
        const sides = round % 2 === 1 ? (['cadence', 'baseline'] as const) : (['baseline', 'cadence'] as const);
        const result: Partial<Round> = {};
        for (const side of sides) {
          const run = side === 'cadence' ? onCadence : onBaseline;
          const prefix = side === 'cadence' ? '' : 'baseline-';
          const burstDue = new Date(Date.now() + 15_000);
          log(`round ${round}, ${side}: ${options.posts.toLocaleString('en-US')} posts due at ${burstDue.toISOString()}`);
          const burst = await run(`${prefix}burst-${round}`, options.posts, () => burstDue);
          const start = new Date(Date.now() + 5_000);
          const steady = await run(`${prefix}steady-${round}`, STEADY_RATE * STEADY_SECONDS, (i) => new Date(start.getTime() + (i * 1000) / STEADY_RATE));
          result[side] = { burst, steady };
        }
        if (result.cadence && result.baseline) rounds.push({ cadence: result.cadence, baseline: result.baseline });
      }
      const pick = (side: keyof Round, f: (r: { burst: Outcome; steady: Outcome }) => number) => median(rounds.map((r) => f(r[side])));
      const figure = (metric: string, unit: string, f: (r: { burst: Outcome; steady: Outcome }) => number, target?: { text: string; meets: (value: number) => boolean }): Figure => {
        const value = pick('cadence', f);
        const base = pick('baseline', f);
        return { metric, unit, value, baseline: base, ratio: ratio(value, base), ...(target ? { target: target.text, meets: target.meets(value) } : {}) };
      };
      const sum = (f: (o: Outcome) => number) => rounds.reduce((total, r) => total + f(r.cadence.burst) + f(r.cadence.steady), 0);
      const duplicates = sum((o) => o.duplicates);
      const lost = sum((o) => o.lost);
      const burstName = `${options.posts.toLocaleString('en-US')} due at once`;
      const figures: Figure[] = [
        figure(`${burstName}: all published`, 's', (r) => r.burst.allPublishedSec, { text: '<= 60 s', meets: (v) => v <= 60 }),
        figure(`${burstName}: lag p50`, 'ms', (r) => r.burst.lagMs.p50),
        figure(`${burstName}: lag p99`, 'ms', (r) => r.burst.lagMs.p99),
        figure(`${burstName}: CPU per post (this process)`, 'µs', (r) => r.burst.cpuPerPostUs),
        ...(rounds.every((r) => r.cadence.burst.dbCpuPerPostUs !== null && r.baseline.burst.dbCpuPerPostUs !== null)
          ? [figure(`${burstName}: CPU per post (PostgreSQL)`, 'µs', (r) => r.burst.dbCpuPerPostUs ?? Number.NaN)]
          : []),
        figure(`steady ${STEADY_RATE}/s: lag p50`, 'ms', (r) => r.steady.lagMs.p50),
        figure(`steady ${STEADY_RATE}/s: lag p99`, 'ms', (r) => r.steady.lagMs.p99, { text: '<= 1000 ms', meets: (v) => v <= 1000 }),
        { metric: 'duplicates (all rounds)', unit: 'posts', value: duplicates, target: '0', meets: duplicates === 0 },
        { metric: 'lost (all rounds)', unit: 'posts', value: lost, target: '0', meets: lost === 0 },
      ];
      return {
        status: 'ok',
        baseline: 'the simplest correct database queue (SKIP LOCKED claim, the same Graph API call, mark posted) with as many loops and calls in flight, on the same database and network',
        figures,
        notes: [
          `${PAGES} Facebook Pages of one workspace on a local Graph API (real HTTP, no added latency); the posting service in-process with POSTING_WORKERS=${workers} and POSTING_CONCURRENCY=${concurrency}.`,
          'Posts are written straight into the posting tables (as the composer schedules them) so the figures measure delivery, not the API.',
          'The baseline keeps no attempt record, checks no limit and emits no event: the ratio is the price of exactly-once, limits and events.',
        ],
        details: { rounds },
      };
    } finally {
      await sql.end({ timeout: 5 });
      await baselineSql.end({ timeout: 5 });
      await platform.close();
      await network.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
