import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@cadence/db';
import { createTestDatabase } from '@cadence/db/testing';
import { generateSecretsKey } from '@cadence/service-kit';
import { startDeliveryNetwork } from '@cadence/posting/peers/delivery-network';
import { buildPostingPlatform, cadenceSide, measure, measuringConnection, PAGES, schedule, seedPages, type Outcome } from '../lib/publishing';
import { median, ratio } from '../lib/stats';
import { startBaselineQueue } from './publishing-baseline';
import type { Benchmark, BenchContext, Figure } from '../lib/types';

const STEADY_RATE = 50;
const STEADY_SECONDS = 20;

interface Round {
  cadence: { burst: Outcome; steady: Outcome };
  baseline: { burst: Outcome; steady: Outcome };
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
    const secretsKey = generateSecretsKey();
    const platform = await buildPostingPlatform({ name: 'bench-publishing', databaseUrl: database.url, dataDir, secretsKey, network });
    const sql = measuringConnection(database.url);
    const baselineSql = connect({ url: database.url, max: 4, applicationName: 'bench-baseline' });
    try {
      await platform.app.ready();
      if (process.env.SCRATCH_FILLFACTOR) await sql.unsafe(`alter table posting.post_targets set (fillfactor = ${process.env.SCRATCH_FILLFACTOR}); alter table posting.publish_attempts set (fillfactor = ${process.env.SCRATCH_FILLFACTOR})`);
      const { pages, tokens: pageTokens } = await seedPages(sql, network, { secretsKey, dataDir });

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
