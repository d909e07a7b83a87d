import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { connect, createDrizzle, type Database, type Sql } from '@cadence/db';
import type { EventMessage } from '@cadence/contracts';
import { InProcessTransport, createConsumer, createRelay, defineHandler, writeEvent, type EventTables } from '../src/index';
import { effectsTable } from './helpers/effects-table';
import { createEventSchema } from './helpers/event-schema';
import { recordingLogger } from './helpers/recording-logger';
import { RecordingTransport } from './helpers/recording-transport';
import { itemChanged } from './helpers/test-events';
import { delay, gate, waitUntil } from './helpers/wait';

let database: TestDatabase;
let db: Database;
let tables: EventTables;
const extraPools: Sql[] = [];
const effects = effectsTable('shop');

beforeAll(async () => {
  database = await createTestDatabase('events_relay');
  db = createDrizzle(database.sql);
  tables = await createEventSchema(database.sql, 'shop');
});

beforeEach(async () => {
  await database.sql`truncate shop.outbox, shop.processed_events, shop.dead_letters, shop.effects`;
});

afterAll(async () => {
  await Promise.all(extraPools.map((pool) => pool.end({ timeout: 5 })));
  await database.drop();
});

/** A second pool on the test database, as another process would have. */
function anotherProcessPool(): Sql {
  const pool = connect({ url: database.url, max: 3 });
  extraPools.push(pool);
  return pool;
}

async function writeItems(keys: string[], perKey: number): Promise<void> {
  // Several small transactions, keys interleaved, as concurrent requests would write them.
  for (let seq = 0; seq < perKey; seq += 1) {
    await db.transaction(async (tx) => {
      for (const itemId of keys) await writeEvent(tx, tables, itemChanged, { itemId, seq });
    });
  }
}

function seqsByKey(messages: EventMessage[]): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  for (const message of messages) byKey.set(message.key, [...(byKey.get(message.key) ?? []), (message.payload as { seq: number }).seq]);
  return byKey;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('relay and consumer, end to end through the in-process transport', () => {
  it('applies N events exactly once, in order per key', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const perKey = 40;
    const transport = new InProcessTransport({ concurrency: 4 });
    const delivered: EventMessage[] = [];
    await transport.subscribe('audit', ['shop.item'], async (m) => {
      delivered.push(m);
    });
    const consumer = createConsumer({
      name: 'projector',
      db,
      tables,
      transport,
      log: recordingLogger(),
      handlers: [
        defineHandler({
          event: itemChanged,
          async handle(tx, payload, message) {
            await tx.insert(effects).values({ eventId: message.id, key: payload.itemId, seq: payload.seq });
          },
        }),
      ],
    });
    await consumer.start();
    await transport.start();
    const relay = createRelay({ sql: database.sql, schema: 'shop', tables, transport, batchSize: 37, pollIntervalMs: 50, log: recordingLogger() });
    await relay.start();
    try {
      await writeItems(keys, perKey);
      await waitUntil(async () => (await effectCount()) === keys.length * perKey, 'every event was applied');
      await delay(100);
    } finally {
      await relay.stop();
      await consumer.stop();
      await transport.stop();
    }
    expect(await effectCount()).toBe(keys.length * perKey);
    const applied = await database.sql<{ key: string; seq: number }[]>`select key, seq from shop.effects order by id`;
    for (const key of keys) expect(applied.filter((e) => e.key === key).map((e) => e.seq)).toEqual(range(perKey));
    expect(delivered).toHaveLength(keys.length * perKey);
    expect(new Set(delivered.map((m) => m.id)).size).toBe(keys.length * perKey);
    for (const key of keys) expect(seqsByKey(delivered).get(key)).toEqual(range(perKey));
    const [unpublished] = await database.sql<{ count: number }[]>`select count(*)::int as count from shop.outbox where published_at is null`;
    expect(unpublished?.count).toBe(0);
  });

  it('publishes no duplicate when two relays run at once, and keeps order per key', async () => {
    const transport = new RecordingTransport();
    // A slow publish widens the window in which two unlocked relays would read the same rows.
    transport.onPublish = () => delay(5);
    const relays = [database.sql, anotherProcessPool()].map((sql) =>
      createRelay({ sql, tables, transport, batchSize: 10, pollIntervalMs: 5, log: recordingLogger() }),
    );
    await Promise.all(relays.map((relay) => relay.start()));
    try {
      await writeItems(['a', 'b', 'c'], 60);
      await waitUntil(() => transport.published.length >= 180, 'every event was published', 15_000);
      await delay(100);
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
    const ids = transport.published.map((m) => m.id);
    expect(ids).toHaveLength(180);
    expect(new Set(ids).size).toBe(180);
    for (const key of ['a', 'b', 'c']) expect(seqsByKey(transport.published).get(key)).toEqual(range(60));
  });
});

describe('relay', () => {
  it('skips the round while another process holds the schema lock', async () => {
    const transport = new RecordingTransport();
    const relay = createRelay({ sql: database.sql, tables, transport, log: recordingLogger() });
    await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId: 'locked', seq: 0 }));
    const other = anotherProcessPool();
    const holding = gate();
    const held = gate();
    const holder = other.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext('relay:shop'))`;
      held.open();
      await holding.opened;
    });
    await held.opened;
    expect(await relay.runOnce()).toBe(0);
    expect(transport.published).toEqual([]);
    holding.open();
    await holder;
    expect(await relay.runOnce()).toBe(1);
  });

  it('marks nothing when publish fails, and tries again with backoff until it succeeds', async () => {
    const transport = new RecordingTransport();
    transport.failNext = 2;
    const log = recordingLogger();
    const relay = createRelay({ sql: database.sql, tables, transport, pollIntervalMs: 10, backoff: { baseDelayMs: 40, maxDelayMs: 200 }, log });
    await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId: 'retry', seq: 0 }));

    await expect(relay.runOnce()).rejects.toThrow('broker unavailable');
    expect(await publishedFlags()).toEqual([false]);

    const started = Date.now();
    await relay.start();
    try {
      await waitUntil(() => transport.published.length === 1, 'the event was published after the failures');
    } finally {
      await relay.stop();
    }
    // One more failure, then a backoff of at least half the base before the successful round.
    expect(Date.now() - started).toBeGreaterThanOrEqual(20);
    expect(log.at('error')).toHaveLength(1);
    expect(log.at('error')[0]?.fields).toMatchObject({ schema: 'shop', failures: 1 });
    expect(transport.published).toHaveLength(1);
    expect(await publishedFlags()).toEqual([true]);
  });

  it('rolls back a round whose publish does not resolve in time', async () => {
    const transport = new RecordingTransport();
    const never = gate();
    transport.onPublish = () => never.opened;
    const relay = createRelay({ sql: database.sql, tables, transport, publishTimeoutMs: 50, log: recordingLogger() });
    await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId: 'stuck', seq: 0 }));
    await expect(relay.runOnce()).rejects.toThrow(/publishing 1 events of shop took longer than 50 ms/);
    expect(await publishedFlags()).toEqual([false]);
    never.open();
  });

  it('wakes on NOTIFY at commit without waiting for the poll', async () => {
    const transport = new RecordingTransport();
    const relay = createRelay({ sql: database.sql, tables, transport, pollIntervalMs: 60_000, log: recordingLogger() });
    await relay.start();
    try {
      await delay(100); // the first round ran and the loop now waits a minute for the next poll
      const written = Date.now();
      await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId: 'wake', seq: 0 }));
      await waitUntil(() => transport.published.length === 1, 'the notified relay published', 3000);
      expect(Date.now() - written).toBeLessThan(3000);
    } finally {
      await relay.stop();
    }
  });

  it('stop waits for the batch being published, which is then marked', async () => {
    const transport = new RecordingTransport();
    const release = gate();
    let publishing = false;
    transport.onPublish = async () => {
      publishing = true;
      await release.opened;
    };
    await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId: 'stop', seq: 0 }));
    const relay = createRelay({ sql: database.sql, tables, transport, pollIntervalMs: 10, log: recordingLogger() });
    await relay.start();
    await waitUntil(() => publishing, 'the relay is publishing');
    let stopped = false;
    const stopping = relay.stop().then(() => {
      stopped = true;
    });
    await delay(100);
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    expect(transport.published).toHaveLength(1);
    expect(await publishedFlags()).toEqual([true]);
  });

  it('deletes published rows older than the retention, and only those', async () => {
    const transport = new RecordingTransport();
    const relay = createRelay({ sql: database.sql, tables, transport, retention: { publishedMs: 7 * 24 * 3600 * 1000 }, log: recordingLogger() });
    await writeItems(['old', 'recent', 'pending'], 1);
    await database.sql`update shop.outbox set published_at = now() - interval '8 days' where key = 'old'`;
    await database.sql`update shop.outbox set published_at = now() - interval '6 days' where key = 'recent'`;
    expect(await relay.purgePublished()).toBe(1);
    const left = await database.sql<{ key: string }[]>`select key from shop.outbox order by key`;
    expect(left.map((row) => row.key)).toEqual(['pending', 'recent']);
  });
});

async function effectCount(): Promise<number> {
  const [row] = await database.sql<{ count: number }[]>`select count(*)::int as count from shop.effects`;
  return row?.count ?? -1;
}

async function publishedFlags(): Promise<boolean[]> {
  const rows = await database.sql<{ published: boolean }[]>`select published_at is not null as published from shop.outbox order by id`;
  return rows.map((row) => row.published);
}
