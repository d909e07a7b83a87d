import { randomUUID } from 'node:crypto';
import { connect, createDrizzle, type Database, type Sql } from '@cadence/db';
import { createTestDatabase } from '@cadence/db/testing';
import { createConsumer, createRelay, defineHandler, eventTables, InProcessTransport, silentLogger, writeEvent } from '@cadence/events';
import { BATCH, createSchema, Deliveries, itemCreated, itemOf, KEYS, observed, payloadOf, pipelineCounts, tables, writeAll, WRITERS, type DeliverySummary } from '../lib/event-pipeline';
import { sleep } from '../lib/http';
import { onInterrupt, throwIfInterrupted } from '../lib/interrupt';
import { median, ratio } from '../lib/stats';
import type { Benchmark, BenchContext, Figure } from '../lib/types';

/** The pool of one service process (DATABASE_POOL_SIZE's default). */
const POOL_SIZE = 10;
/** Events delivered per second against plain INSERTs: what the pipeline aims for. */
const DELIVERED_TARGET = 0.5;
/** A round that has not delivered everything by then is reported as failed. */
const ROUND_DEADLINE_MS = 180_000;

/** The baseline's table: the outbox's twin (same columns and indexes) that nothing reads. */
const plain = eventTables('bench_plain').outbox;

interface BaselineRound {
  round: number;
  rowsPerSec: number;
  elapsedMs: number;
}

async function baselineRound(db: Database, events: number, round: number): Promise<BaselineRound> {
  const started = performance.now();
  await writeAll(db, events, (tx, item) => {
    const payload = payloadOf(item);
    return tx.insert(plain).values({
      eventId: randomUUID(),
      name: itemCreated.name,
      version: itemCreated.version,
      topic: itemCreated.topic,
      key: itemCreated.key(payload),
      payload,
      headers: {},
      occurredAt: new Date(),
    });
  });
  const elapsedMs = performance.now() - started;
  return { round, rowsPerSec: (events / elapsedMs) * 1000, elapsedMs };
}

interface PipelineRound extends DeliverySummary {
  round: number;
  processed: number;
  unpublished: number;
  deadLetters: number;
}

async function pipelineRound(sql: Sql, db: Database, events: number, round: number): Promise<PipelineRound> {
  const deliveries = new Deliveries(events);
  // The in-process transport of the all-in-one mode, with a hook after each consumer returns.
  const transport = observed(new InProcessTransport(), (message) => deliveries.apply(itemOf(message)));
  const consumer = createConsumer({
    name: 'bench-consumer',
    db,
    tables,
    transport,
    log: silentLogger,
    handlers: [
      defineHandler({
        event: itemCreated,
        async handle(_tx, payload) {
          deliveries.handle(payload.itemId);
        },
      }),
    ],
  });
  const relay = createRelay({ sql, tables, transport, log: silentLogger });
  await consumer.start();
  await transport.start();
  await relay.start();
  try {
    const started = performance.now();
    await writeAll(db, events, (tx, item) => writeEvent(tx, tables, itemCreated, payloadOf(item)), (items, at) => deliveries.commit(items, at));
    const written = performance.now();
    await deliveries.all(ROUND_DEADLINE_MS, `round ${round}`);
    const summary = deliveries.summary(started, written);
    await relay.stop();
    return { round, ...summary, ...(await pipelineCounts(sql)) };
  } finally {
    await relay.stop();
    await consumer.stop();
    await transport.stop();
  }
}

async function reset(sql: Sql): Promise<void> {
  await sql`truncate bench.outbox, bench.processed_events, bench.dead_letters, bench_plain.outbox restart identity`;
  await sql`vacuum analyze bench.outbox`.catch(() => undefined);
}

/**
 * The outbox pipeline: events written with writeEvent in committed transactions, moved by the
 * relay (LISTEN/NOTIFY) through the in-process transport to an idempotent consumer, against the
 * same number of plain INSERTs of the outbox's twin table in the same transactions.
 */
export const outbox: Benchmark = {
  name: 'outbox',
  title: 'Outbox: writeEvent → relay → in-process transport → idempotent consumer vs plain INSERTs',
  about: 'about 60 s',
  async run(context: BenchContext) {
    const { options, log } = context;
    const database = await createTestDatabase('bench_outbox');
    const sql = connect({ url: database.url, max: POOL_SIZE, applicationName: 'cadence-bench-outbox' });
    const forget = onInterrupt(async () => {
      await sql.end({ timeout: 1 });
      await database.drop();
    });
    try {
      await createSchema(sql, ['bench', 'bench_plain'], { ...tables, plain });
      const db = createDrizzle(sql);
      const events = options.events;
      log(`${events.toLocaleString('en-US')} events per round, ${WRITERS} writers × transactions of ${BATCH}, ${KEYS} keys, pool ${POOL_SIZE}`);
      const baselines: BaselineRound[] = [];
      const pipelines: PipelineRound[] = [];
      for (let round = 1; round <= options.rounds; round += 1) {
        const order = round % 2 === 1 ? (['baseline', 'pipeline'] as const) : (['pipeline', 'baseline'] as const);
        for (const side of order) {
          throwIfInterrupted();
          await reset(sql);
          await sleep(200);
          if (side === 'baseline') {
            const result = await baselineRound(db, events, round);
            baselines.push(result);
            log(`round ${round}/${options.rounds} plain     ${Math.round(result.rowsPerSec).toLocaleString('en-US')} rows/s`);
          } else {
            const result = await pipelineRound(sql, db, events, round);
            pipelines.push(result);
            log(
              `round ${round}/${options.rounds} pipeline  ${Math.round(result.deliveredPerSec).toLocaleString('en-US')} events/s delivered, ` +
                `${Math.round(result.committedPerSec).toLocaleString('en-US')} committed; lag p50 ${result.lagToHandlerMs.p50.toFixed(1)} ms, ` +
                `p99 ${result.lagToHandlerMs.p99.toFixed(1)} ms`,
            );
          }
        }
      }
      const baselineRate = median(baselines.map((r) => r.rowsPerSec));
      const delivered = median(pipelines.map((r) => r.deliveredPerSec));
      const committed = median(pipelines.map((r) => r.committedPerSec));
      const figures: Figure[] = [
        {
          metric: 'delivered (write → consumer commit)',
          unit: 'events/s',
          value: delivered,
          baseline: baselineRate,
          ratio: ratio(delivered, baselineRate),
          target: `ratio ≥ ${DELIVERED_TARGET.toFixed(2)}`,
          meets: ratio(delivered, baselineRate) >= DELIVERED_TARGET,
        },
        { metric: 'committed through writeEvent', unit: 'events/s', value: committed, baseline: baselineRate, ratio: ratio(committed, baselineRate) },
        { metric: 'lag commit → handler p50', unit: 'ms', value: median(pipelines.map((r) => r.lagToHandlerMs.p50)) },
        { metric: 'lag commit → handler p99', unit: 'ms', value: median(pipelines.map((r) => r.lagToHandlerMs.p99)) },
        { metric: 'lag commit → consumer commit p99', unit: 'ms', value: median(pipelines.map((r) => r.lagToAppliedMs.p99)) },
      ];
      const notes: string[] = [];
      for (const r of pipelines) {
        if (r.processed !== events || r.unpublished !== 0 || r.deadLetters !== 0 || r.duplicates !== 0) {
          notes.push(`round ${r.round}: processed ${r.processed} of ${events}, ${r.unpublished} unpublished, ${r.deadLetters} dead letters, ${r.duplicates} duplicate deliveries`);
        }
      }
      if (notes.length === 0) notes.push(`Every round: all ${events.toLocaleString('en-US')} events processed once, none left unpublished, no dead letters.`);
      notes.push(`Baseline rows/s is the plain-INSERT rate; "committed" is writeEvent's rate while the relay and consumer share the machine and the pool.`);
      return {
        status: 'ok',
        baseline: `the same ${events.toLocaleString('en-US')} rows as plain INSERTs (drizzle) into the outbox's twin table, same writers and transactions, nothing reading them`,
        figures,
        notes,
        details: { writers: WRITERS, batch: BATCH, keys: KEYS, poolSize: POOL_SIZE, baseline: baselines, pipeline: pipelines },
      };
    } finally {
      await sql.end({ timeout: 5 }).catch(() => undefined);
      await database.drop().catch(() => undefined);
      forget();
    }
  },
};
