import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Admin, type GroupDescription, type KafkaMessage, type Message } from 'kafkajs';
import type { EventMessage } from '@cadence/contracts';
import { connect, createDrizzle, type Database, type Sql } from '@cadence/db';
import { createTestDatabase } from '@cadence/db/testing';
import { createConsumer, createRelay, defineHandler, KafkaTransport, silentLogger, toKafkaMessage, writeEvent, type EventsLogger } from '@cadence/events';
import { BATCH, commitAll, commitPaced, createSchema, Deliveries, inTransaction, itemCreated, itemOf, KEYS, observed, payloadOf, pipelineCounts, tables, WRITERS, type DeliverySummary, type PipelineCounts } from '../lib/event-pipeline';
import { sleep } from '../lib/http';
import { onInterrupt, throwIfInterrupted } from '../lib/interrupt';
import { openBroker, removeTopicsAndGroups, type Broker } from '../lib/kafka-broker';
import { median, ratio } from '../lib/stats';
import type { Benchmark, BenchContext, Figure } from '../lib/types';

/** The pool of one service process (DATABASE_POOL_SIZE's default). */
const POOL_SIZE = 10;
/** Partitions of every topic (KAFKA_TOPIC_PARTITIONS' default). */
const PARTITIONS = 6;
/** Events delivered per second against kafkajs alone: what the pipeline aims for. */
const DELIVERED_TARGET = 0.7;
/** The paced writer's rate and how long it writes at most. */
const PACE_PER_SEC = 1000;
const PACE_SECONDS = 10;
/** Commit-to-handler lag at the paced rate: what the pipeline aims for, ms. */
const LAG_P99_TARGET_MS = 100;
/** A round that has not delivered everything by then is reported as failed. */
const ROUND_DEADLINE_MS = 600_000;
/** How long a new consumer group may take to have its partitions assigned. */
const GROUP_DEADLINE_MS = 30_000;

type Side = 'baseline' | 'pipeline';
type Phase = 'throughput' | 'lag';

/** How a round's writers commit `events`: groups of BATCH, `onCommit` hearing each once committed. */
type Writer = (events: number, commit: (items: number[]) => Promise<unknown>, onCommit: (items: number[], at: number) => void) => Promise<void>;

const writers: Record<Phase, Writer> = {
  throughput: commitAll,
  lag: (events, commit, onCommit) => commitPaced(events, PACE_PER_SEC, commit, onCommit),
};

/** Events of a paced round: PACE_SECONDS at PACE_PER_SEC, fewer when --events is small (--quick). */
function pacedEvents(events: number): number {
  return Math.min(PACE_PER_SEC * PACE_SECONDS, Math.ceil(events / 2));
}

/** What one run's rounds share: the database, the broker and a kafkajs client of it. */
interface Setting {
  /** Where the transport's warnings and errors go (a crashed consumer says why here). */
  transportLog: EventsLogger;
  sql: Sql;
  db: Database;
  brokers: string[];
  client: Kafka;
  admin: Admin;
  /** Distinguishes this run's topics and groups from any other's on the same broker. */
  run: string;
}

/** What every topic and group of the run starts with. */
function runPrefix(setting: Setting): string {
  return `cadence-bench-${setting.run}-`;
}

/** The topic prefix, topic and group of one side of one round: each round starts on empty topics. */
function namesOf(setting: Setting, round: number, side: Side, phase: Phase) {
  const prefix = `${runPrefix(setting)}${round}-${side}-${phase}.`;
  return { prefix, topic: `${prefix}${itemCreated.topic}`, group: `${prefix}consumer` };
}

/** Whether the described group is stable with every member assigned its partitions. */
function assigned(group: GroupDescription | undefined): boolean {
  return group?.state === 'Stable' && group.members.length > 0 && group.members.every((member) => member.memberAssignment.length > 0);
}

/**
 * Resolves once the consumer group named `group` is stable with its partitions assigned, so a
 * round's clock starts with a consumer ready. Found by the end of its id: a transport may
 * prefix the groups it creates.
 */
async function groupReady(admin: Admin, group: string): Promise<void> {
  const deadline = Date.now() + GROUP_DEADLINE_MS;
  for (;;) {
    const id = (await admin.listGroups()).groups.find((listed) => listed.groupId.endsWith(group))?.groupId;
    const described = id ? (await admin.describeGroups([id])).groups[0] : undefined;
    if (assigned(described)) return;
    if (Date.now() > deadline) throw new Error(`consumer group ${group} was not assigned its partitions within ${GROUP_DEADLINE_MS / 1000} s (state ${described?.state ?? 'not created'})`);
    await sleep(100);
  }
}

interface PipelineRound extends DeliverySummary, PipelineCounts {
  round: number;
  events: number;
}

/**
 * writeEvent into the outbox in committed transactions → relay → KafkaTransport → idempotent
 * consumer, the writers flat out or paced as `phase` says; timed from the first write.
 */
async function pipelineRound(setting: Setting, events: number, round: number, phase: Phase): Promise<PipelineRound> {
  const { sql, db, brokers, admin, transportLog } = setting;
  const { prefix, group } = namesOf(setting, round, 'pipeline', phase);
  const deliveries = new Deliveries(events);
  const kafkaTransport = new KafkaTransport({ brokers, clientId: 'cadence-bench-kafka', topicPrefix: prefix, createTopics: { numPartitions: PARTITIONS }, log: transportLog });
  const transport = observed(kafkaTransport, (message) => deliveries.apply(itemOf(message)));
  const consumer = createConsumer({
    name: group,
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
  try {
    await consumer.start();
    await transport.start();
    await relay.start();
    await groupReady(admin, group);
    const started = performance.now();
    await writers[phase](
      events,
      inTransaction(db, (tx, item) => writeEvent(tx, tables, itemCreated, payloadOf(item))),
      (items, at) => deliveries.commit(items, at),
    );
    const written = performance.now();
    await deliveries.all(ROUND_DEADLINE_MS, `round ${round}, pipeline ${phase}`);
    const summary = deliveries.summary(started, written);
    await relay.stop();
    return { round, events, ...summary, ...(await pipelineCounts(sql)) };
  } finally {
    await relay.stop();
    await consumer.stop();
    await transport.stop();
  }
}

/** The record the transport would write for item `item`: same key, JSON value and headers. */
function recordOf(item: number): Message {
  const payload = payloadOf(item);
  const message: EventMessage = {
    id: randomUUID(),
    name: itemCreated.name,
    version: itemCreated.version,
    topic: itemCreated.topic,
    key: itemCreated.key(payload),
    occurredAt: new Date().toISOString(),
    payload,
    headers: {},
  };
  return toKafkaMessage(message);
}

/** The item of a consumed record's JSON value; 0 when it carries none. */
function itemOfRecord(record: KafkaMessage): number {
  const payload: unknown = JSON.parse(record.value?.toString('utf8') ?? 'null');
  const item = (payload as { itemId?: unknown } | null)?.itemId;
  return typeof item === 'number' ? item : 0;
}

async function createTopic(admin: Admin, topic: string): Promise<void> {
  await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: PARTITIONS }] });
}

interface BaselineRound extends DeliverySummary {
  round: number;
  events: number;
}

/**
 * kafkajs alone: an idempotent producer (acks -1, one request in flight, as the transport's)
 * sending the same records in batches of BATCH, and a consumer group handling one record at a
 * time and committing its offset after it, as the transport does; "committed" is the send acknowledged.
 */
async function baselineRound(setting: Setting, events: number, round: number, phase: Phase): Promise<BaselineRound> {
  const { client, admin } = setting;
  const { topic, group } = namesOf(setting, round, 'baseline', phase);
  const deliveries = new Deliveries(events);
  await createTopic(admin, topic);
  const producer = client.producer({ idempotent: true, maxInFlightRequests: 1 });
  const consumer = client.consumer({ groupId: group });
  try {
    await producer.connect();
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        const item = itemOfRecord(message);
        deliveries.handle(item);
        deliveries.apply(item);
        await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
      },
    });
    await groupReady(admin, group);
    const started = performance.now();
    await writers[phase](
      events,
      (items) => producer.send({ topic, acks: -1, messages: items.map(recordOf) }),
      (items, at) => deliveries.commit(items, at),
    );
    const written = performance.now();
    await deliveries.all(ROUND_DEADLINE_MS, `round ${round}, baseline ${phase}`);
    return { round, events, ...deliveries.summary(started, written) };
  } finally {
    await consumer.disconnect();
    await producer.disconnect();
  }
}

async function reset(sql: Sql): Promise<void> {
  await sql`truncate bench.outbox, bench.processed_events, bench.dead_letters restart identity`;
  await sql`vacuum analyze bench.outbox`.catch(() => undefined);
}

interface Rounds {
  throughput: { baseline: BaselineRound[]; pipeline: PipelineRound[] };
  lag: { baseline: BaselineRound[]; pipeline: PipelineRound[] };
}

function formatRate(perSec: number): string {
  return Math.round(perSec).toLocaleString('en-US');
}

function roundLine(side: Side, phase: Phase, result: DeliverySummary): string {
  const label = `${side} ${phase}`.padEnd(20);
  const rate = phase === 'throughput' ? `${formatRate(result.deliveredPerSec)} events/s delivered, ${formatRate(result.committedPerSec)} committed` : `paced ${formatRate(result.committedPerSec)} events/s`;
  return `${label}${rate}; lag p50 ${result.lagToHandlerMs.p50.toFixed(1)} ms, p99 ${result.lagToHandlerMs.p99.toFixed(1)} ms`;
}

/** Every round, sides alternating first, throughput rounds then paced ones. */
async function measure(context: BenchContext, setting: Setting): Promise<Rounds> {
  const { options, log } = context;
  const rounds: Rounds = { throughput: { baseline: [], pipeline: [] }, lag: { baseline: [], pipeline: [] } };
  const eventsOf: Record<Phase, number> = { throughput: options.events, lag: pacedEvents(options.events) };
  for (let round = 1; round <= options.rounds; round += 1) {
    const order: readonly Side[] = round % 2 === 1 ? ['baseline', 'pipeline'] : ['pipeline', 'baseline'];
    for (const phase of ['throughput', 'lag'] as const) {
      for (const side of order) {
        throwIfInterrupted();
        await reset(setting.sql);
        await sleep(200);
        if (side === 'baseline') {
          const result = await baselineRound(setting, eventsOf[phase], round, phase);
          rounds[phase].baseline.push(result);
          log(`round ${round}/${options.rounds} ${roundLine(side, phase, result)}`);
        } else {
          const result = await pipelineRound(setting, eventsOf[phase], round, phase);
          rounds[phase].pipeline.push(result);
          log(`round ${round}/${options.rounds} ${roundLine(side, phase, result)}`);
        }
      }
    }
  }
  return rounds;
}

function figuresOf(rounds: Rounds): Figure[] {
  const { throughput, lag } = rounds;
  const delivered = median(throughput.pipeline.map((r) => r.deliveredPerSec));
  const consumed = median(throughput.baseline.map((r) => r.deliveredPerSec));
  const committed = median(throughput.pipeline.map((r) => r.committedPerSec));
  const acknowledged = median(throughput.baseline.map((r) => r.committedPerSec));
  const lagP50 = median(lag.pipeline.map((r) => r.lagToHandlerMs.p50));
  const baselineLagP50 = median(lag.baseline.map((r) => r.lagToHandlerMs.p50));
  const lagP99 = median(lag.pipeline.map((r) => r.lagToHandlerMs.p99));
  const baselineLagP99 = median(lag.baseline.map((r) => r.lagToHandlerMs.p99));
  return [
    {
      metric: 'delivered (write → consumer commit)',
      unit: 'events/s',
      value: delivered,
      baseline: consumed,
      ratio: ratio(delivered, consumed),
      target: `ratio ≥ ${DELIVERED_TARGET.toFixed(2)}`,
      meets: ratio(delivered, consumed) >= DELIVERED_TARGET,
    },
    { metric: 'committed through writeEvent', unit: 'events/s', value: committed, baseline: acknowledged, ratio: ratio(committed, acknowledged) },
    { metric: `lag commit → handler p50 at ${PACE_PER_SEC.toLocaleString('en-US')}/s`, unit: 'ms', value: lagP50, baseline: baselineLagP50, ratio: ratio(lagP50, baselineLagP50) },
    {
      metric: `lag commit → handler p99 at ${PACE_PER_SEC.toLocaleString('en-US')}/s`,
      unit: 'ms',
      value: lagP99,
      baseline: baselineLagP99,
      ratio: ratio(lagP99, baselineLagP99),
      target: `≤ ${LAG_P99_TARGET_MS} ms`,
      meets: lagP99 <= LAG_P99_TARGET_MS,
    },
    { metric: `lag commit → consumer commit p99 at ${PACE_PER_SEC.toLocaleString('en-US')}/s`, unit: 'ms', value: median(lag.pipeline.map((r) => r.lagToAppliedMs.p99)) },
  ];
}

function notesOf(rounds: Rounds): string[] {
  const notes: string[] = [];
  for (const phase of ['throughput', 'lag'] as const) {
    for (const r of rounds[phase].pipeline) {
      if (r.processed !== r.events || r.unpublished !== 0 || r.deadLetters !== 0 || r.duplicates !== 0) {
        notes.push(`round ${r.round} ${phase}: processed ${r.processed} of ${r.events}, ${r.unpublished} unpublished, ${r.deadLetters} dead letters, ${r.duplicates} duplicate deliveries`);
      }
    }
    for (const r of rounds[phase].baseline) {
      if (r.duplicates !== 0) notes.push(`round ${r.round} ${phase}: the baseline consumer received ${r.duplicates} records twice`);
    }
  }
  if (notes.length === 0) notes.push('Every round (throughput and paced): each event processed once (processed_events holds all), 0 duplicate deliveries, 0 dead letters, none left unpublished; the baseline consumed each record once.');
  const paced = median(rounds.lag.pipeline.map((r) => r.committedPerSec));
  const pacedBaseline = median(rounds.lag.baseline.map((r) => r.committedPerSec));
  notes.push(`Paced rounds: ${formatRate(paced)} events/s committed through writeEvent and ${formatRate(pacedBaseline)} sends acknowledged, of ${formatRate(PACE_PER_SEC)} asked. Baseline lag runs from the send's acknowledgement to eachMessage.`);
  const delivered = median(rounds.throughput.pipeline.map((r) => r.deliveredPerSec));
  if (delivered < PACE_PER_SEC) notes.push(`The pipeline delivered ${formatRate(delivered)} events/s flat out, less than the ${formatRate(PACE_PER_SEC)}/s pace: its paced lag is a queue growing for the whole round, not a steady state.`);
  return notes;
}

/** Deletes the run's groups and topics from a broker that outlives it. */
function removeLeftovers(setting: Setting): Promise<void> {
  return removeTopicsAndGroups(setting.admin, (name) => name.includes(runPrefix(setting)));
}

/** A logger that passes warnings and errors on to the benchmark's progress lines. */
function problemsTo(log: (line: string) => void): EventsLogger {
  const line = (level: string) => (fields: object, message?: string) => {
    const error = (fields as { err?: unknown }).err;
    log(`transport ${level}: ${message ?? ''}${error instanceof Error ? ` (${error.message})` : ''}`);
  };
  return { debug: () => undefined, info: () => undefined, warn: line('warning'), error: line('error') };
}

async function measureOnBroker(context: BenchContext, broker: Broker, sql: Sql) {
  const client = new Kafka({ clientId: 'cadence-bench-kafka', brokers: broker.brokers, logLevel: logLevel.NOTHING });
  const admin = client.admin();
  await admin.connect();
  const setting: Setting = { transportLog: problemsTo(context.log), sql, db: createDrizzle(sql), brokers: broker.brokers, client, admin, run: randomUUID().slice(0, 8) };
  try {
    await createSchema(sql, ['bench'], tables);
    return await measure(context, setting);
  } finally {
    if (!broker.ownBroker) await removeLeftovers(setting).catch((error: unknown) => context.log(`could not delete the run's topics and groups: ${error instanceof Error ? error.message : String(error)}`));
    await admin.disconnect();
  }
}

/**
 * The outbox pipeline over Kafka: events written with writeEvent in committed transactions,
 * moved by the relay through KafkaTransport to an idempotent consumer, against kafkajs's own
 * producer and consumer moving the same records on the same broker; flat out, then paced.
 */
export const kafka: Benchmark = {
  name: 'kafka',
  title: 'Kafka: writeEvent → relay → KafkaTransport → idempotent consumer vs kafkajs producer → consumer',
  about: 'about 9 minutes',
  async run(context: BenchContext) {
    const { options, log } = context;
    const broker = await openBroker(log);
    const forgetBroker = onInterrupt(() => broker.stop());
    try {
      const database = await createTestDatabase('bench_kafka');
      const sql = connect({ url: database.url, max: POOL_SIZE, applicationName: 'cadence-bench-kafka' });
      const forget = onInterrupt(async () => {
        await sql.end({ timeout: 1 });
        await database.drop();
      });
      try {
        log(
          `broker ${broker.brokers.join(',')}${broker.ownBroker ? ' (started here)' : ''}; ${options.events.toLocaleString('en-US')} events per throughput round, ` +
            `${pacedEvents(options.events).toLocaleString('en-US')} paced at ${formatRate(PACE_PER_SEC)}/s; ${WRITERS} writers × transactions of ${BATCH}, ${KEYS} keys, ${PARTITIONS} partitions, pool ${POOL_SIZE}`,
        );
        const rounds = await measureOnBroker(context, broker, sql);
        return {
          status: 'ok',
          baseline: `kafkajs alone on the same broker: an idempotent producer (acks -1) sending the same ${options.events.toLocaleString('en-US')} records in batches of ${BATCH} from ${WRITERS} senders, one consumer group committing each offset after eachMessage`,
          figures: figuresOf(rounds),
          notes: notesOf(rounds),
          details: { writers: WRITERS, batch: BATCH, keys: KEYS, partitions: PARTITIONS, poolSize: POOL_SIZE, pacePerSec: PACE_PER_SEC, brokers: broker.brokers, ownBroker: broker.ownBroker, ...rounds },
        };
      } finally {
        await sql.end({ timeout: 5 }).catch(() => undefined);
        await database.drop().catch(() => undefined);
        forget();
      }
    } finally {
      await broker.stop().catch(() => undefined);
      forgetBroker();
    }
  },
};
