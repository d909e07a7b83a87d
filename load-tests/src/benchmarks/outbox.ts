import { randomUUID } from 'node:crypto';
import Type from 'typebox';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { defineEvent, type EventMessage } from '@cadence/contracts';
import { connect, createDrizzle, type Database, type Executor, type Sql } from '@cadence/db';
import { createTestDatabase } from '@cadence/db/testing';
import { createConsumer, createRelay, defineHandler, eventTables, InProcessTransport, silentLogger, writeEvent, type Transport } from '@cadence/events';
import { sleep } from '../lib/http';
import { onInterrupt, throwIfInterrupted } from '../lib/interrupt';
import { median, percentiles, ratio, type Percentiles } from '../lib/stats';
import type { Benchmark, BenchContext, Figure } from '../lib/types';

/** Concurrent writers, each committing transactions of BATCH events (or rows). */
const WRITERS = 4;
const BATCH = 10;
/** Distinct event keys: events of one key are handled in order, different keys in parallel. */
const KEYS = 100;
/** The pool of one service process (DATABASE_POOL_SIZE's default). */
const POOL_SIZE = 10;
/** Events delivered per second against plain INSERTs: what the pipeline aims for. */
const DELIVERED_TARGET = 0.5;
/** A round that has not delivered everything by then is reported as failed. */
const ROUND_DEADLINE_MS = 180_000;

const itemCreated = defineEvent({
  name: 'bench.item.created',
  version: 1,
  payload: Type.Object({ itemId: Type.Integer({ minimum: 1 }), workspaceId: Type.Integer({ minimum: 0 }), title: Type.String({ maxLength: 200 }) }),
  key: (payload) => String(payload.workspaceId),
});

/** The pipeline's tables, as a service holds them. */
const tables = eventTables('bench');
/** The baseline's table: the outbox's twin (same columns and indexes) that nothing reads. */
const plain = eventTables('bench_plain').outbox;

function payloadOf(item: number) {
  return { itemId: item, workspaceId: item % KEYS, title: `Spring campaign, post ${item}` };
}

async function createSchema(sql: Sql): Promise<void> {
  await sql.unsafe('create schema bench; create schema bench_plain');
  // The DDL drizzle-kit writes for a service's migrations, from the same table definitions.
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ ...tables, plain }));
  for (const statement of statements) await sql.unsafe(statement);
}

/**
 * `events` items in transactions of BATCH, spread over WRITERS concurrent writers;
 * `onCommit` hears each transaction's items once it committed.
 */
async function writeAll(db: Database, events: number, write: (tx: Executor, item: number) => Promise<unknown>, onCommit?: (items: number[], at: number) => void): Promise<void> {
  const transactions = Math.ceil(events / BATCH);
  let next = 0;
  const writer = async () => {
    while (next < transactions) {
      const index = next++;
      const items: number[] = [];
      for (let item = index * BATCH + 1; item <= Math.min(events, (index + 1) * BATCH); item += 1) items.push(item);
      await db.transaction(async (tx) => {
        for (const item of items) await write(tx, item);
      });
      onCommit?.(items, performance.now());
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}

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

interface PipelineRound {
  round: number;
  /** Events per second from the first write to the last consumer commit. */
  deliveredPerSec: number;
  /** Events per second committed by the writers (while the relay and consumer run). */
  committedPerSec: number;
  elapsedMs: number;
  /** Commit of the writer's transaction to the handler being called, ms. */
  lagToHandlerMs: Percentiles;
  /** Commit of the writer's transaction to the consumer's transaction committing, ms. */
  lagToAppliedMs: Percentiles;
  duplicates: number;
  processed: number;
  unpublished: number;
  deadLetters: number;
}

function itemOf(message: EventMessage): number {
  const item = (message.payload as { itemId?: unknown }).itemId;
  return typeof item === 'number' ? item : 0;
}

async function pipelineRound(sql: Sql, db: Database, events: number, round: number): Promise<PipelineRound> {
  const committedAt = new Float64Array(events + 1);
  const handledAt = new Float64Array(events + 1);
  const appliedAt = new Float64Array(events + 1);
  let applied = 0;
  let duplicates = 0;
  let allApplied: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allApplied = resolve));

  // The in-process transport of the all-in-one mode, with a hook after each consumer returns.
  const inner = new InProcessTransport();
  const transport: Transport = {
    publish: (messages) => inner.publish(messages),
    subscribe: (group, topics, handler) =>
      inner.subscribe(group, topics, async (message) => {
        await handler(message);
        const item = itemOf(message);
        if (appliedAt[item]) {
          duplicates += 1;
          return;
        }
        appliedAt[item] = performance.now();
        applied += 1;
        if (applied === events) allApplied();
      }),
    start: () => inner.start(),
    stop: () => inner.stop(),
  };
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
          if (!handledAt[payload.itemId]) handledAt[payload.itemId] = performance.now();
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
    await writeAll(
      db,
      events,
      (tx, item) => writeEvent(tx, tables, itemCreated, payloadOf(item)),
      (items, at) => {
        for (const item of items) committedAt[item] = at;
      },
    );
    const written = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ROUND_DEADLINE_MS)));
    const outcome = await Promise.race([done, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') throw new Error(`round ${round}: ${applied} of ${events} events delivered after ${ROUND_DEADLINE_MS / 1000} s`);
    let finished = started;
    for (let item = 1; item <= events; item += 1) finished = Math.max(finished, appliedAt[item] ?? 0);
    const lagToHandler = new Float64Array(events);
    const lagToApplied = new Float64Array(events);
    for (let item = 1; item <= events; item += 1) {
      lagToHandler[item - 1] = Math.max(0, (handledAt[item] ?? 0) - (committedAt[item] ?? 0));
      lagToApplied[item - 1] = Math.max(0, (appliedAt[item] ?? 0) - (committedAt[item] ?? 0));
    }
    await relay.stop();
    const [counts] = await sql<{ processed: number; unpublished: number; dead: number }[]>`
      select (select count(*)::int from bench.processed_events) as processed,
             (select count(*)::int from bench.outbox where published_at is null) as unpublished,
             (select count(*)::int from bench.dead_letters) as dead`;
    return {
      round,
      deliveredPerSec: (events / (finished - started)) * 1000,
      committedPerSec: (events / (written - started)) * 1000,
      elapsedMs: finished - started,
      lagToHandlerMs: percentiles(lagToHandler),
      lagToAppliedMs: percentiles(lagToApplied),
      duplicates,
      processed: counts?.processed ?? 0,
      unpublished: counts?.unpublished ?? 0,
      deadLetters: counts?.dead ?? 0,
    };
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
      await createSchema(sql);
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
