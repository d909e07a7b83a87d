import { randomUUID } from 'node:crypto';
import { Kafka, ConfigResourceTypes, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createDrizzle, type Database } from '@cadence/db';
import type { EventMessage } from '@cadence/contracts';
import { KafkaTransport, createConsumer, createRelay, defineHandler, listDeadLetters, replayDeadLetter, writeEvent, type EventTables } from '../src/index';
import { startChild } from './helpers/child-process';
import { effectsTable } from './helpers/effects-table';
import { createEventSchema } from './helpers/event-schema';
import { FAST_FAILOVER, testBrokers } from './helpers/kafka-broker';
import { recordingLogger } from './helpers/recording-logger';
import { itemChanged } from './helpers/test-events';
import { waitUntil } from './helpers/wait';

// The outbox, relay and idempotent consumers on a real broker: what the transport contract
// cannot see from the transport alone.
const brokers = testBrokers();
const run = randomUUID().slice(0, 8);

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase('events_kafka_delivery');
  db = createDrizzle(database.sql);
});

afterAll(async () => {
  await database.drop();
});

/** One service's schema, its own topics (a prefix of its own) and the ways to look at both. */
async function service(name: string) {
  const schema = `${name}_${run}`.replace(/-/g, '_');
  const tables: EventTables = await createEventSchema(database.sql, schema);
  const effects = effectsTable(schema);
  const prefix = `${name}-${run}.`;
  const transports: KafkaTransport[] = [];
  const kafka = (clientId: string) => {
    const transport = new KafkaTransport({ brokers, clientId, topicPrefix: prefix, createTopics: { numPartitions: 2 }, consumer: FAST_FAILOVER });
    transports.push(transport);
    return transport;
  };

  async function effectsOf(eventId: string): Promise<{ consumer: string }[]> {
    return database.sql<{ consumer: string }[]>`select consumer from ${database.sql(schema)}.effects where event_id = ${eventId} order by id`;
  }

  async function processed(eventId: string): Promise<number> {
    const [row] = await database.sql<{ count: number }[]>`select count(*)::int as count from ${database.sql(schema)}.processed_events where event_id = ${eventId}`;
    return row?.count ?? -1;
  }

  /** Commits an event to the outbox and relays it to Kafka, as the producing service does. */
  async function produce(itemId: string, seq = 0): Promise<EventMessage> {
    const message = await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId, seq }));
    const producer = kafka(`${name}-producer`);
    await producer.start();
    const relay = createRelay({ sql: database.sql, tables, transport: producer, log: recordingLogger() });
    expect(await relay.runOnce()).toBe(1);
    await producer.stop();
    return message;
  }

  /** The consumer `projector` in this process, recording every delivery it is handed. */
  async function consumeHere(options: { failing?: { on: boolean } } = {}) {
    const transport = kafka(`${name}-projector`);
    const delivered: string[] = [];
    const consumer = createConsumer({
      name: 'projector',
      db,
      tables,
      transport: {
        publish: (messages) => transport.publish(messages),
        subscribe: (group, topics, handler) =>
          transport.subscribe(group, topics, async (message) => {
            delivered.push(message.id);
            await handler(message);
          }),
        start: () => transport.start(),
        stop: () => transport.stop(),
      },
      log: recordingLogger(),
      retry: { attempts: 2, baseDelayMs: 10, maxDelayMs: 20 },
      handlers: [
        defineHandler({
          event: itemChanged,
          async handle(tx, payload, message) {
            if (options.failing?.on) throw new Error('projection store unavailable');
            await tx.insert(effects).values({ eventId: message.id, key: payload.itemId, seq: payload.seq, consumer: 'here' });
          },
        }),
      ],
    });
    await consumer.start();
    await transport.start();
    return { consumer, delivered };
  }

  const close = () => Promise.all(transports.map((transport) => transport.stop()));
  return { schema, tables, prefix, effectsOf, processed, produce, consumeHere, close };
}

describe('events over a real Kafka broker', () => {
  it('creates its topics with the partitions and retention it is given', async () => {
    const prefix = `topics-${run}.`;
    const transport = new KafkaTransport({ brokers, clientId: 'topics', topicPrefix: prefix, createTopics: { numPartitions: 4, retentionMs: 7 * 24 * 3600_000 } });
    await transport.start();
    const message: EventMessage = { id: randomUUID(), name: itemChanged.name, version: 1, topic: itemChanged.topic, key: 'a', occurredAt: new Date().toISOString(), payload: { itemId: 'a', seq: 0 }, headers: {} };
    await transport.publish([message]);
    await transport.stop();

    const admin = new Kafka({ brokers, clientId: 'topics-check', logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const topic = `${prefix}${itemChanged.topic}`;
      const [metadata] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics;
      expect(metadata?.partitions).toHaveLength(4);
      const described = await admin.describeConfigs({ includeSynonyms: false, resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['retention.ms'] }] });
      expect(described.resources[0]?.configEntries).toEqual([expect.objectContaining({ configName: 'retention.ms', configValue: String(7 * 24 * 3600_000) })]);
    } finally {
      await admin.disconnect();
    }
  });

  it('applies an event delivered twice once: the consumer keeps the ids it applied', async () => {
    const shop = await service('twice');
    try {
      const message = await shop.produce('twice-a');
      // The same record again, as a relay that died before marking it published sends it.
      const producer = new KafkaTransport({ brokers, clientId: 'twice-again', topicPrefix: shop.prefix });
      await producer.start();
      await producer.publish([message]);
      await producer.stop();

      const { delivered } = await shop.consumeHere();
      await waitUntil(() => delivered.filter((id) => id === message.id).length === 2, 'both records were delivered', 30_000);
      await waitUntil(async () => (await shop.processed(message.id)) === 1, 'the event was recorded as applied', 30_000);
      expect(await shop.effectsOf(message.id)).toEqual([{ consumer: 'here' }]);
    } finally {
      await shop.close();
    }
  });

  it('dead-letters an event its handler keeps failing on, moves on, and applies it once on replay', async () => {
    const shop = await service('dead');
    try {
      const failing = { on: true };
      const poisoned = await shop.produce('dead-a', 0);
      const { consumer } = await shop.consumeHere({ failing });
      await waitUntil(async () => (await listDeadLetters(db, shop.tables)).total === 1, 'the event was dead-lettered', 30_000);
      expect(await shop.effectsOf(poisoned.id)).toEqual([]);

      // The partition moved on: the next event of the same key is delivered (and fails too,
      // while the store is down); once fixed, later events apply and the replay applies the first.
      failing.on = false;
      const next = await shop.produce('dead-a', 1);
      await waitUntil(async () => (await shop.effectsOf(next.id)).length === 1, 'the next event was applied', 30_000);
      const [row] = (await listDeadLetters(db, shop.tables)).rows;
      expect(row?.eventId).toBe(poisoned.id);
      expect((await replayDeadLetter(db, shop.tables, row!.id, consumer)).status).toBe('applied');
      expect((await replayDeadLetter(db, shop.tables, row!.id, consumer)).status).toBe('already-resolved');
      expect(await shop.effectsOf(poisoned.id)).toEqual([{ consumer: 'here' }]);
    } finally {
      await shop.close();
    }
  });

  it("reports its groups' lag per partition for monitoring, and a broker that does not answer", async () => {
    const shop = await service('figures');
    try {
      await shop.produce('figures-a', 0);
      await shop.produce('figures-b', 0);
      // A group that has not consumed yet is behind by every record of its topic.
      const idle = new KafkaTransport({ brokers, clientId: 'figures-idle', topicPrefix: shop.prefix });
      await idle.subscribe('idle', [itemChanged.topic], async () => undefined);
      const behind = await idle.figures(['idle']);
      expect(behind).toMatchObject({ transport: 'kafka', reachable: true, error: null, consumers: [{ group: 'idle', lag: 2 }] });
      expect(behind.consumers[0]?.partitions.map((row) => row.topic)).toEqual([itemChanged.topic, itemChanged.topic]);

      const { delivered } = await shop.consumeHere();
      await waitUntil(() => delivered.length === 2, 'both events were delivered', 30_000);
      const transport = new KafkaTransport({ brokers, clientId: 'figures-check', topicPrefix: shop.prefix });
      await transport.subscribe('projector', [itemChanged.topic], async () => undefined);
      await waitUntil(async () => (await transport.figures(['projector'])).consumers[0]?.lag === 0, 'the group committed both', 30_000);
      const caughtUp = await transport.figures();
      expect(caughtUp.consumers[0]?.partitions.reduce((sum, row) => sum + row.end - row.committed, 0)).toBe(0);
      expect(caughtUp.consumers[0]?.partitions.reduce((sum, row) => sum + row.end, 0)).toBe(2);

      const nowhere = new KafkaTransport({ brokers: ['127.0.0.1:1'], clientId: 'figures-nowhere' });
      await nowhere.subscribe('projector', [itemChanged.topic], async () => undefined);
      expect(await nowhere.figures()).toMatchObject({ transport: 'kafka', reachable: false, error: expect.stringMatching(/\S/), consumers: [] });
    } finally {
      await shop.close();
    }
  });

  describe.concurrent('a consumer process killed before its offset was committed', () => {
    it('gets the record again in the process that takes over, and applies it once (killed inside the handler)', { timeout: 90_000 }, async () => {
      const shop = await service('crash-handler');
      try {
        const message = await shop.produce('crash-a');
        const child = startChild('test/fixtures/kafka-child.ts', ['die-in-handler', brokers.join(','), shop.prefix, database.url, shop.schema]);
        await child.waitForLine(new RegExp(`effect written ${message.id}`), 60_000);
        expect((await child.exited).signal).toBe('SIGKILL');
        expect(await shop.effectsOf(message.id)).toEqual([]);

        const { delivered } = await shop.consumeHere();
        await waitUntil(async () => (await shop.processed(message.id)) === 1, 'the restarted group applied the event', 60_000);
        expect(delivered).toContain(message.id);
        expect(await shop.effectsOf(message.id)).toEqual([{ consumer: 'here' }]);
      } finally {
        await shop.close();
      }
    });

    it('gets the record again in the process that takes over, and does not apply it twice (killed after applying)', { timeout: 90_000 }, async () => {
      const shop = await service('crash-applied');
      try {
        const message = await shop.produce('crash-b');
        const child = startChild('test/fixtures/kafka-child.ts', ['die-after-apply', brokers.join(','), shop.prefix, database.url, shop.schema]);
        await child.waitForLine(new RegExp(`applied ${message.id}`), 60_000);
        expect((await child.exited).signal).toBe('SIGKILL');
        expect(await shop.effectsOf(message.id)).toEqual([{ consumer: 'die-after-apply' }]);

        const { delivered } = await shop.consumeHere();
        await waitUntil(() => delivered.includes(message.id), 'the record was delivered again', 60_000);
        expect(await shop.processed(message.id)).toBe(1);
        expect(await shop.effectsOf(message.id)).toEqual([{ consumer: 'die-after-apply' }]);
      } finally {
        await shop.close();
      }
    });
  });
});
