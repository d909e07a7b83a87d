import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createDrizzle, type Database } from '@cadence/db';
import { InvalidEventPayloadError, createRelay, eventToWrite, writeEvents, type EventTables } from '../src/index';
import { createEventSchema } from './helpers/event-schema';
import { recordingLogger } from './helpers/recording-logger';
import { RecordingTransport } from './helpers/recording-transport';
import { itemChanged, orderPlaced } from './helpers/test-events';

let database: TestDatabase;
let db: Database;
let tables: EventTables;

beforeAll(async () => {
  database = await createTestDatabase('events_write_many');
  db = createDrizzle(database.sql);
  tables = await createEventSchema(database.sql, 'store');
});

afterAll(async () => {
  await database.drop();
});

describe('writeEvents', () => {
  it('writes events of different definitions in the order given, and the relay publishes them in that order', async () => {
    const transport = new RecordingTransport();
    const relay = createRelay({ sql: database.sql, tables, transport, log: recordingLogger() });
    const written = await db.transaction((tx) =>
      writeEvents(tx, tables, [
        eventToWrite(itemChanged, { itemId: 'a', seq: 0 }),
        eventToWrite(orderPlaced, { orderId: 7, total: 12.5 }, { traceparent: 't-7' }),
        eventToWrite(itemChanged, { itemId: 'a', seq: 1 }),
      ]),
    );
    expect(written.map((message) => [message.name, message.key])).toEqual([
      ['shop.item.changed', 'a'],
      ['shop.order.placed', '7'],
      ['shop.item.changed', 'a'],
    ]);
    expect(written[1]?.headers).toEqual({ traceparent: 't-7' });
    expect(new Set(written.map((message) => message.id)).size).toBe(3);
    expect(await relay.runOnce()).toBe(3);
    expect(transport.published).toEqual(written);
    expect(await db.transaction((tx) => writeEvents(tx, tables, []))).toEqual([]);
  });

  it('writes more events in one call than a statement has parameters, in the order given', async () => {
    const before = (await database.sql<{ max: number | null }[]>`select max(id)::int as max from store.outbox`)[0]?.max ?? 0;
    const many = Array.from({ length: 9_000 }, (_, seq) => eventToWrite(itemChanged, { itemId: 'bulk', seq }));
    const written = await db.transaction((tx) => writeEvents(tx, tables, many));
    const stored = await database.sql<{ event_id: string; payload: { seq: number } }[]>`select event_id, payload from store.outbox where id > ${before} order by id`;
    expect(stored).toHaveLength(9_000);
    expect(stored.map((row) => row.event_id)).toEqual(written.map((message) => message.id));
    expect(stored.map((row) => row.payload.seq)).toEqual(many.map((_, seq) => seq));
  });

  it('writes nothing when one payload of the set is invalid', async () => {
    const count = async () => (await database.sql<{ count: number }[]>`select count(*)::int as count from store.outbox`)[0]?.count;
    const before = await count();
    const bad = { orderId: 1.5, total: 1 } as { orderId: number; total: number };
    await expect(db.transaction((tx) => writeEvents(tx, tables, [eventToWrite(itemChanged, { itemId: 'b', seq: 0 }), eventToWrite(orderPlaced, bad)]))).rejects.toBeInstanceOf(
      InvalidEventPayloadError,
    );
    expect(await count()).toBe(before);
  });
});
