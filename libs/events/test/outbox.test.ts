import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createDrizzle, type Database } from '@cadence/db';
import { InvalidEventPayloadError, createRelay, writeEvent, type EventTables } from '../src/index';
import { createEventSchema } from './helpers/event-schema';
import { recordingLogger } from './helpers/recording-logger';
import { RecordingTransport } from './helpers/recording-transport';
import { itemChanged } from './helpers/test-events';
import { delay, waitUntil } from './helpers/wait';

let database: TestDatabase;
let db: Database;
let tables: EventTables;

beforeAll(async () => {
  database = await createTestDatabase('events_outbox');
  db = createDrizzle(database.sql);
  tables = await createEventSchema(database.sql, 'shop');
});

afterAll(async () => {
  await database.drop();
});

async function unpublishedCount(): Promise<number> {
  const [row] = await database.sql<{ count: number }[]>`select count(*)::int as count from shop.outbox where published_at is null`;
  return row?.count ?? -1;
}

describe('writeEvent and the outbox', () => {
  it('never publishes an event written in a transaction that rolled back, and publishes one that committed', async () => {
    const transport = new RecordingTransport();
    const relay = createRelay({ sql: database.sql, tables, transport, log: recordingLogger() });

    await expect(
      db.transaction(async (tx) => {
        await writeEvent(tx, tables, itemChanged, { itemId: 'rolled-back', seq: 0 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await relay.runOnce()).toBe(0);
    expect(transport.published).toEqual([]);

    const written = await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId: 'committed', seq: 1 }, { traceparent: 't-1' }));
    expect(await relay.runOnce()).toBe(1);
    expect(transport.published).toEqual([written]);
    expect(written).toMatchObject({ name: 'shop.item.changed', version: 1, topic: 'shop.item', key: 'committed', headers: { traceparent: 't-1' } });
    expect(await unpublishedCount()).toBe(0);
    expect(await relay.runOnce()).toBe(0);
    expect(transport.published).toHaveLength(1);
  });

  it('refuses an invalid payload with every problem listed, and writes nothing', async () => {
    const before = await database.sql<{ count: number }[]>`select count(*)::int as count from shop.outbox`;
    const bad = { itemId: '', seq: -1 } as { itemId: string; seq: number };
    const attempt = db.transaction((tx) => writeEvent(tx, tables, itemChanged, bad));
    await expect(attempt).rejects.toBeInstanceOf(InvalidEventPayloadError);
    await expect(db.transaction((tx) => writeEvent(tx, tables, itemChanged, bad))).rejects.toThrow(
      /Invalid payload for event shop\.item\.changed: \/itemId .*; \/seq /,
    );
    const after = await database.sql<{ count: number }[]>`select count(*)::int as count from shop.outbox`;
    expect(after).toEqual(before);
  });

  it('notifies the relay channel at commit only, and not at all on rollback', async () => {
    const notifications: number[] = [];
    const listening = await database.sql.listen('shop_outbox', () => notifications.push(Date.now()));
    try {
      await db
        .transaction(async (tx) => {
          await writeEvent(tx, tables, itemChanged, { itemId: 'n', seq: 0 });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await db.transaction(async (tx) => {
        await writeEvent(tx, tables, itemChanged, { itemId: 'n', seq: 1 });
        await delay(150);
        expect(notifications).toEqual([]);
      });
      await waitUntil(() => notifications.length === 1, 'the commit notified', 3000);
      await delay(100);
      expect(notifications).toHaveLength(1);
    } finally {
      await listening.unlisten();
    }
  });
});
