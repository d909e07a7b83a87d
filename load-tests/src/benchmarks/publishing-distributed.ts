import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { INTERNAL_TOKEN_HEADER, internalMonitoringPath, MONITORED_SERVICES, type ServiceMonitoring } from '@cadence/contracts';
import type { Sql } from '@cadence/db';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { generateSecretsKey } from '@cadence/service-kit';
import { startDeliveryNetwork } from '@cadence/posting/peers/delivery-network';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the launcher `npm run start:distributed` runs is a script of the repository (scripts/), not a project the rule knows
import { startDistributed, type DistributedPlatform } from '../../../scripts/start-distributed.mjs';
import { processCpuUs } from '../lib/db-cpu';
import { onInterrupt, throwIfInterrupted } from '../lib/interrupt';
import { openBroker, removeTopicsAndGroups } from '../lib/kafka-broker';
import { buildPostingPlatform, cadenceSide, deliveryEnv, measure, measuringConnection, PAGES, schedule, seedPages, THIS_PROCESS, type CpuMeter, type Outcome } from '../lib/publishing';
import { median, ratio } from '../lib/stats';
import { SkipBenchmark, type Benchmark, type BenchContext, type Figure } from '../lib/types';

/** How the posting service runs: in this process (the all-in-one figure every other is set against) or in one or two processes of its own. */
const MODES = [
  { mode: 'allInOne', title: 'all-in-one', processes: 0 },
  { mode: 'one', title: '1 posting process', processes: 1 },
  { mode: 'two', title: '2 posting processes', processes: 2 },
] as const;
type Mode = (typeof MODES)[number]['mode'];
type Round = Record<Mode, Outcome>;

/**
 * Every mode's posting service runs as the publishing benchmark's but without the metrics
 * collector: its reads of the new Pages' past days (retried with backoff, the local Graph API
 * having no insights) would fall into whichever mode's rounds they happen to meet.
 */
const WITHOUT_METRICS = { METRICS_WORKERS: '0' };

/** The area of the posting service's monitoring answer, which names its process id. */
const POSTING_AREA = MONITORED_SERVICES.find((service) => service.name === 'posting')?.area ?? 'posts';
/** The launcher's output kept for an error message (it is quiet at LOG_LEVEL=error). */
const OUTPUT_LIMIT = 20_000;

/** Whether something accepts connections at the host and port of `url` within a second. */
function answers(url: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port) || fallbackPort });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether a TCP port of 127.0.0.1 can be listened on now. */
function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A gateway port P whose service ports are free too: with one service, startDistributed puts it
 * at P+101 and each further process of it at P+103, P+104 and so on (`extra` of them).
 */
async function freePorts(extra: number): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = [port, port + 101, ...Array.from({ length: extra }, (_, index) => port + 103 + index)];
    if ((await Promise.all(ports.map(free))).every(Boolean)) return port;
  }
}

/** Deletes the topics and consumer groups under `prefix` from a broker that outlives the run. */
async function removeRunTopics(brokers: string[], prefix: string): Promise<void> {
  const admin = new Kafka({ clientId: 'cadence-bench-publishing', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await removeTopicsAndGroups(admin, (name) => name.startsWith(prefix));
  } finally {
    await admin.disconnect();
  }
}

/** The process id a posting process names in its monitoring answer (INTERNAL_TOKEN, outside /api). */
async function pidOf(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}${internalMonitoringPath(POSTING_AREA)}`, { headers: { [INTERNAL_TOKEN_HEADER]: token }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status} for its monitoring figures`);
  const body = (await response.json()) as { data: ServiceMonitoring };
  return body.data.process.pid;
}

/** This process (the runner and the local Graph API) and the posting processes `pids`, from /proc (NaN where unreadable). */
function processesMeter(pids: number[]): CpuMeter {
  return {
    where: `here and in ${pids.length === 1 ? 'the posting process' : `the ${pids.length} posting processes`}`,
    async usedUs() {
      let total = await THIS_PROCESS.usedUs();
      for (const pid of pids) total += (await processCpuUs(pid)) ?? Number.NaN;
      return total;
    },
  };
}

/** A database of the run with the pages seeded, and the connection that schedules and watches it. */
interface Stage {
  database: TestDatabase;
  dataDir: string;
  sql: Sql;
  pages: number[];
}

/**
 * The publishing benchmark's burst in the distributed mode: the posting service in one and in two
 * processes of its own (startDistributed: events over Kafka, the delivery queue in PostgreSQL
 * shared), each against the all-in-one platform (the posting service in this process) measured in
 * the same rounds.
 */
export const publishingDistributed: Benchmark = {
  name: 'publishing-distributed',
  title: 'Publishing distributed: 10,000 posts (--posts) due at once with 1 and 2 posting processes against all-in-one',
  about: 'about 9 min; needs Kafka and Redis',
  async run(context: BenchContext) {
    const { options, log } = context;
    const rounds = Math.max(1, Math.min(options.rounds, 3));
    // A service started on its own refuses to start without Redis (revocations reach every process through it).
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    if (!(await answers(redisUrl, 6379))) throw new SkipBenchmark(`Redis does not answer at ${redisUrl}: the distributed mode needs it (set REDIS_URL)`);
    const broker = await openBroker(log);
    const cleanups: (() => Promise<unknown>)[] = [() => broker.stop()];
    const cleanUp = async () => {
      // Last made, first undone: the platform stops before its database is dropped.
      for (const step of cleanups.splice(0).reverse()) await step().catch((error: unknown) => log(`clean-up: ${error instanceof Error ? error.message : String(error)}`));
    };
    const forget = onInterrupt(cleanUp);
    try {
      const network = await startDeliveryNetwork();
      cleanups.push(() => network.close());
      const secretsKey = generateSecretsKey();
      const postingEnv: Record<string, string> = { ...deliveryEnv(network), ...WITHOUT_METRICS };
      const stage = async (prefix: string): Promise<Omit<Stage, 'pages'>> => {
        const database = await createTestDatabase(prefix);
        cleanups.push(() => database.drop());
        const dataDir = await mkdtemp(path.join(tmpdir(), `cadence-${prefix.replace(/_/g, '-')}-`));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const sql = measuringConnection(database.url);
        cleanups.push(() => sql.end({ timeout: 5 }));
        return { database, dataDir, sql };
      };

      // The all-in-one side: its own database, migrated by a first build, which is then closed;
      // each round builds the platform again so that nothing of it runs while the others are measured.
      const allInOneBase = await stage('bench_publishing_aio');
      const buildAllInOne = () => buildPostingPlatform({ name: 'bench-publishing-distributed', databaseUrl: allInOneBase.database.url, dataDir: allInOneBase.dataDir, secretsKey, network, env: WITHOUT_METRICS });
      const migrating = await buildAllInOne();
      await migrating.app.ready();
      await migrating.close();
      const allInOne: Stage = { ...allInOneBase, ...(await seedPages(allInOneBase.sql, network, { secretsKey, dataDir: allInOneBase.dataDir })) };

      // The distributed side: the posting service alone (and the gateway startDistributed puts in
      // front) under a topic prefix of the run's own, on a database of its own.
      const distributedBase = await stage('bench_publishing_dist');
      const topicPrefix = `cadence-bench-${randomUUID().slice(0, 8)}.`;
      const internalToken = randomBytes(32).toString('base64url');
      let output = '';
      const started = performance.now();
      log(`starting the distributed platform (posting service and gateway, Kafka ${broker.brokers.join(',')}${broker.ownBroker ? ', started here' : ''}, topics under ${topicPrefix})`);
      // The run's topics and groups go even when the platform does not start (after it stops when it does).
      if (!broker.ownBroker) cleanups.push(() => removeRunTopics(broker.brokers, topicPrefix));
      throwIfInterrupted();
      const port = await freePorts(rounds);
      const platform: DistributedPlatform = await startDistributed({
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: distributedBase.database.url,
          REDIS_URL: redisUrl,
          KAFKA_BROKERS: broker.brokers.join(','),
          KAFKA_TOPIC_PREFIX: topicPrefix,
          INTERNAL_TOKEN: internalToken,
          SECRETS_KEY: secretsKey,
          LOG_LEVEL: 'error',
        },
        port,
        basePort: port + 100,
        dataDir: distributedBase.dataDir,
        out: { write: (chunk: string) => (output = (output + chunk).slice(-OUTPUT_LIMIT)) },
        services: ['posting'],
        serviceEnv: { posting: postingEnv },
      }).catch((error: unknown) => {
        throw new Error(`the distributed platform did not start: ${error instanceof Error ? error.message : String(error)}\n${output}`);
      });
      cleanups.push(() => platform.stop());
      log(`distributed platform ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const firstPid = await pidOf(platform.urls.posting ?? '', internalToken);
      const distributed: Stage = { ...distributedBase, ...(await seedPages(distributedBase.sql, network, { secretsKey, dataDir: distributedBase.dataDir })) };

      /** Schedules `options.posts` posts due 15 s from now on `stage` and measures their delivery. */
      const burst = async (target: Stage, label: string, cpu: CpuMeter): Promise<Outcome> => {
        const due = new Date(Date.now() + 15_000);
        await schedule(target.sql, label, options.posts, target.pages, () => due);
        return measure(target.sql, cadenceSide(target.sql), network, label, options.posts, due, log, cpu);
      };
      const runners: Record<Mode, (label: string) => Promise<Outcome>> = {
        async allInOne(label) {
          const aio = await buildAllInOne();
          try {
            await aio.app.ready();
            return await burst(allInOne, label, THIS_PROCESS);
          } finally {
            await aio.close();
          }
        },
        one: (label) => burst(distributed, label, processesMeter([firstPid])),
        async two(label) {
          const another = await platform.startAnother('posting');
          try {
            return await burst(distributed, label, processesMeter([firstPid, await pidOf(another.url, internalToken)]));
          } finally {
            await another.kill();
          }
        },
      };

      const measured: Round[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        // Every mode once a round; the order rotates every round.
        const order = MODES.map((_, index) => MODES[(index + round - 1) % MODES.length] ?? MODES[0]);
        const result: Partial<Round> = {};
        for (const { mode, title } of order) {
          throwIfInterrupted();
          log(`round ${round}, ${title}: ${options.posts.toLocaleString('en-US')} posts due in 15 s`);
          result[mode] = await runners[mode](`${mode}-${round}`);
        }
        if (result.allInOne && result.one && result.two) measured.push({ allInOne: result.allInOne, one: result.one, two: result.two });
      }

      const postsPerSec = (o: Outcome) => o.posted / o.allPublishedSec;
      const pick = (mode: Mode, f: (o: Outcome) => number) => median(measured.map((r) => f(r[mode])));
      const against = (mode: Mode, base: Mode, metric: string, unit: string, f: (o: Outcome) => number): Figure => {
        const value = pick(mode, f);
        const baseline = pick(base, f);
        return { metric, unit, value, baseline, ratio: ratio(value, baseline) };
      };
      const total = (mode: Mode, f: (o: Outcome) => number) => measured.reduce((sum, r) => sum + f(r[mode]), 0);
      const databaseCpu = measured.every((r) => MODES.every(({ mode }) => r[mode].dbCpuPerPostUs !== null));
      const burstName = `${options.posts.toLocaleString('en-US')} due at once`;
      const figures: Figure[] = [];
      for (const { mode, title } of MODES.filter((m) => m.processes > 0)) {
        const name = `${burstName}, ${title}`;
        figures.push(
          against(mode, 'allInOne', `${name}: posts/s`, 'posts/s', postsPerSec),
          against(mode, 'allInOne', `${name}: lag p50`, 'ms', (o) => o.lagMs.p50),
          against(mode, 'allInOne', `${name}: lag p99`, 'ms', (o) => o.lagMs.p99),
          against(mode, 'allInOne', `${name}: CPU per post (runner + posting)`, 'µs', (o) => o.cpuPerPostUs),
          ...(databaseCpu ? [against(mode, 'allInOne', `${name}: CPU per post (PostgreSQL)`, 'µs', (o) => o.dbCpuPerPostUs ?? Number.NaN)] : []),
        );
        for (const [metric, f] of [
          ['duplicates', (o: Outcome) => o.duplicates],
          ['lost', (o: Outcome) => o.lost],
        ] as const) {
          const value = total(mode, f);
          figures.push({ metric: `${title}: ${metric} (all rounds)`, unit: 'posts', value, baseline: total('allInOne', f), target: '0', meets: value === 0 });
        }
      }
      figures.push(against('two', 'one', `${burstName}: posts/s, 2 posting processes against 1`, 'posts/s', postsPerSec));

      const workers = postingEnv.POSTING_WORKERS;
      const concurrency = postingEnv.POSTING_CONCURRENCY;
      return {
        status: 'ok',
        baseline: 'the all-in-one platform (the posting service in the runner, events in-process) delivering the same burst in the same rounds, the order of the three rotating',
        figures,
        notes: [
          `${PAGES} Facebook Pages of one workspace on a local Graph API in the runner (real HTTP, no added latency); every posting process with POSTING_WORKERS=${workers}, POSTING_CONCURRENCY=${concurrency}, a pool of ${postingEnv.DATABASE_POOL_SIZE} and no metrics collector (METRICS_WORKERS=0), so 2 processes run twice the loops.`,
          `Distributed: scripts/start-distributed.mjs with the posting service alone (and its gateway, idle), events over Kafka (${broker.brokers.join(',')}) under a topic prefix of the run's own; the second process joins the first's consumer group and delivery queue for its rounds and is stopped after them.`,
          'posts/s: posted targets over the time from their due time to the last one posted. CPU per post (runner + posting): the runner (Graph API, scheduling, watching) and the posting processes from /proc, so the all-in-one figure and the distributed ones count the same work; the Kafka broker and the idle gateway are not counted.',
          'Each mode has a database of its own (same seeding); the all-in-one platform is built again for each of its rounds and closed after it.',
        ],
        details: { rounds: measured, topicPrefix, workers, concurrency },
      };
    } finally {
      await cleanUp();
      forget();
    }
  },
};
