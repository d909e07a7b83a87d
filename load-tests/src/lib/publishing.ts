import { entitlementsOf } from '@cadence/contracts';
import { connect, type Sql } from '@cadence/db';
import { buildPlatform, generateJwtKeys, loadSecretBox, type Platform } from '@cadence/service-kit';
import { postingService, sealTokens } from '@cadence/posting';
import type { DeliveryNetwork } from '@cadence/posting/peers/delivery-network';
import { backendCpuUsBetween, backendTicks } from './db-cpu';
import { sleep } from './http';
import { throwIfInterrupted } from './interrupt';
import { percentiles } from './stats';

// What the publishing benchmarks share: the Facebook Pages of one workspace on the local Graph
// API, posts written straight into the posting tables, the posting service's delivery settings
// and how a burst is measured (lag, duplicates, losses, CPU and rows written per post).

export const WORKSPACE = 1;
export const PAGES = 50;
/** The connections that schedule and watch (not counted in the database's CPU). */
export const MEASURING = 'bench-measure';

export interface Outcome {
  label: string;
  posts: number;
  /** From the due time to the last target posted. */
  allPublishedSec: number;
  lagMs: { p50: number; p99: number };
  posted: number;
  duplicates: number;
  lost: number;
  /** CPU time (user + system) from the schedule until all were published, per post, of the processes the caller measures: this one by default, where both sides' loops run. */
  cpuPerPostUs: number;
  /** CPU time of the PostgreSQL backends doing the side's work over the same span, per post (null: not readable here). */
  dbCpuPerPostUs: number | null;
  /** Rows each post wrote, per table (inserted, updated, of which HOT), over the same span. */
  rowsPerPost: Record<string, { ins: number; upd: number; hot: number }>;
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

/** The connection that schedules and watches a database (named so its CPU is left out). */
export function measuringConnection(url: string): Sql {
  return connect({ url, max: 4, applicationName: MEASURING });
}

/** The posting service's settings for delivery against the local Graph API, in every mode. */
export function deliveryEnv(network: DeliveryNetwork): Record<string, string> {
  return {
    DATABASE_POOL_SIZE: '40',
    META_APP_ID: 'bench',
    META_APP_SECRET: 'bench',
    META_GRAPH_BASE: network.url,
    OUTBOUND_ALLOW_PRIVATE: 'true',
    POSTING_WORKERS: process.env.POSTING_WORKERS ?? '2',
    POSTING_CONCURRENCY: process.env.POSTING_CONCURRENCY ?? '64',
    POSTING_POLL_MS: '1000',
  };
}

/** The all-in-one platform with the posting service alone, in this process, delivering to `network` (`env` added to deliveryEnv). */
export async function buildPostingPlatform(options: { name: string; databaseUrl: string; dataDir: string; secretsKey: string; network: DeliveryNetwork; env?: Record<string, string> }): Promise<Platform> {
  const keys = generateJwtKeys();
  return buildPlatform({
    name: options.name,
    services: [postingService],
    env: {
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: '0',
      LOG_LEVEL: 'error',
      JWT_PRIVATE_KEY: keys.privateKey,
      JWT_PUBLIC_KEY: keys.publicKey,
      SECRETS_KEY: options.secretsKey,
      ...deliveryEnv(options.network),
      ...options.env,
    },
  });
}

/**
 * PAGES Facebook Pages of WORKSPACE (their tokens sealed with `secretsKey`, accepted by the
 * network) and the workspace's unlimited plan, written into a migrated posting schema. Answers
 * the pages' ids and tokens.
 */
export async function seedPages(sql: Sql, network: DeliveryNetwork, secrets: { secretsKey: string; dataDir: string }): Promise<{ pages: number[]; tokens: string[] }> {
  const box = loadSecretBox({ SECRETS_KEY: secrets.secretsKey, DATA_DIR: secrets.dataDir });
  const pages: number[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < PAGES; i += 1) {
    const token = `bench-page-${i}`;
    network.acceptToken(token);
    tokens.push(token);
    const sealed = sealTokens(box, { accessToken: token });
    const [row] = await sql<{ id: number }[]>`
      insert into posting.social_accounts (workspace_id, type, external_id, name, connected_by, access_token_encrypted, refresh_token_encrypted, token_extra_encrypted)
      values (${WORKSPACE}, 'facebook_page', ${`page-${i}`}, ${`Page ${i}`}, 1, ${sealed.accessTokenEncrypted ?? null}, ${sealed.refreshTokenEncrypted ?? null}, ${sealed.tokenExtraEncrypted ?? null})
      returning id`;
    if (row) pages.push(row.id);
  }
  const unlimited = entitlementsOf(WORKSPACE, 'enterprise', 'active');
  await sql`insert into posting.workspace_entitlements (workspace_id, entitlements, revision) values (${WORKSPACE}, ${sql.json(unlimited)}, 1)`;
  return { pages, tokens };
}

/** Posts with one target each, due at `dueAt(i)`, written in bulk (what the composer would have scheduled). */
export async function schedule(sql: Sql, label: string, count: number, pages: number[], dueAt: (i: number) => Date): Promise<void> {
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
export interface Side {
  open(label: string): Promise<number>;
  lags(label: string): Promise<{ lags: number[]; lastPostedAt: Date | null }>;
}

/** Cadence's side: the posting tables. */
export function cadenceSide(sql: Sql): Side {
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

/** Microseconds of CPU (user + system) used so far by some processes, and which, for the log. */
export interface CpuMeter {
  where: string;
  usedUs(): Promise<number>;
}

/** This process: where the all-in-one platform, the runner and the local Graph API run. */
export const THIS_PROCESS: CpuMeter = {
  where: 'here',
  async usedUs() {
    const usage = process.cpuUsage();
    return usage.user + usage.system;
  },
};

/**
 * Waits until every post of `label` is posted or failed (at most 5 minutes past the last due
 * time), then reads their lag, the network's count of each message, the CPU of the processes
 * `cpu` reads (this one by default) and of the database's backends, and the rows written.
 */
export async function measure(
  sql: Sql,
  side: Side,
  network: DeliveryNetwork,
  label: string,
  count: number,
  lastDue: Date,
  log: (line: string) => void,
  cpu: CpuMeter = THIS_PROCESS,
): Promise<Outcome> {
  const writesStart = await tableWrites(sql);
  const cpuStart = await cpu.usedUs();
  const dbStart = await backendTicks(sql, MEASURING);
  for (;;) {
    throwIfInterrupted();
    if ((await side.open(label)) === 0 || Date.now() > lastDue.getTime() + 300_000) break;
    await sleep(250);
  }
  const cpuUs = (await cpu.usedUs()) - cpuStart;
  const dbCpuUs = backendCpuUsBetween(dbStart, await backendTicks(sql, MEASURING));
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
    cpuPerPostUs: cpuUs / count,
    dbCpuPerPostUs: dbCpuUs === null ? null : dbCpuUs / count,
    rowsPerPost,
  };
  log(`${label}: ${outcome.posted}/${count} posted, all within ${outcome.allPublishedSec.toFixed(1)} s of the last due time; lag p50 ${lag.p50.toFixed(0)} ms, p99 ${lag.p99.toFixed(0)} ms; ${duplicates} duplicates, ${outcome.lost} lost; ${outcome.cpuPerPostUs.toFixed(0)} µs CPU per post ${cpu.where}${outcome.dbCpuPerPostUs === null ? '' : `, ${outcome.dbCpuPerPostUs.toFixed(0)} µs in PostgreSQL`}; rows per post ${Object.entries(rowsPerPost).map(([name, w]) => `${name} +${w.ins} ~${w.upd} (HOT ${w.hot})`).join(', ')}`);
  return outcome;
}
