import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createDrizzle, type Database } from '@cadence/db';
import type { EventMessage } from '@cadence/contracts';
import { InProcessTransport, createConsumer, createRelay, defineHandler, writeEvent, type EventTables } from '../src/index';
import { startChild } from './helpers/child-process';
import { effectsTable } from './helpers/effects-table';
import { createEventSchema } from './helpers/event-schema';
import { recordingLogger } from './helpers/recording-logger';
import { itemChanged } from './helpers/test-events';
import { waitUntil } from './helpers/wait';

const CHILD = 'test/fixtures/crash-child.ts';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase('events_crash');
  db = createDrizzle(database.sql);
});

afterAll(async () => {
  await database.drop();
});

/** Each test plays one service with its own schema, so the tests (and their child processes) run side by side. */
async function service(schema: string) {
  const tables: EventTables = await createEventSchema(database.sql, schema);
  const effects = effectsTable(schema);

  async function state(eventId: string) {
    const s = database.sql(schema);
    const [row] = await database.sql<{ effects: number; processed: number; unpublished: number; outbox: number }[]>`
      select (select count(*)::int from ${s}.effects where event_id = ${eventId}) as effects,
             (select count(*)::int from ${s}.processed_events where event_id = ${eventId}) as processed,
             (select count(*)::int from ${s}.outbox where event_id = ${eventId} and published_at is null) as unpublished,
             (select count(*)::int from ${s}.outbox where event_id = ${eventId}) as outbox`;
    return row;
  }

  async function unpublished(): Promise<number> {
    const [row] = await database.sql<{ count: number }[]>`select count(*)::int as count from ${database.sql(schema)}.outbox where published_at is null`;
    return row?.count ?? -1;
  }

  /** Runs a relay and a consumer in this process, as the restarted service, until the outbox is drained. */
  async function restartHere(): Promise<EventMessage[]> {
    const transport = new InProcessTransport();
    const delivered: EventMessage[] = [];
    await transport.subscribe('audit', [itemChanged.topic], async (m) => {
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
            await tx.insert(effects).values({ eventId: message.id, key: payload.itemId, seq: payload.seq, consumer: 'restart' });
          },
        }),
      ],
    });
    await consumer.start();
    await transport.start();
    const relay = createRelay({ sql: database.sql, tables, transport, log: recordingLogger() });
    // Like a restarted relay's loop: go round until nothing is left. A round may find the lock still
    // held for a moment, until PostgreSQL has noticed the killed process and rolled its transaction back.
    await waitUntil(async () => (await relay.runOnce()) === 0 && (await unpublished()) === 0, 'the outbox is drained');
    await consumer.stop();
    await transport.stop();
    return delivered;
  }

  return { schema, tables, state, restartHere };
}

describe.concurrent('crash safety with real processes', () => {
  it('delivers, once, an event committed by a process killed before its relay ran', async () => {
    const { schema, state, restartHere } = await service('crash_a');
    const child = startChild(CHILD, ['commit-then-hang', database.url, schema]);
    const line = await child.waitForLine(/^committed /);
    const eventId = line.split(' ')[1] ?? '';
    child.kill('SIGKILL');
    expect((await child.exited).signal).toBe('SIGKILL');
    expect(await state(eventId)).toEqual({ effects: 0, processed: 0, unpublished: 1, outbox: 1 });

    const delivered = await restartHere();
    expect(delivered.map((m) => m.id)).toEqual([eventId]);
    expect(await state(eventId)).toEqual({ effects: 1, processed: 1, unpublished: 0, outbox: 1 });
    expect(await restartHere()).toEqual([]);
  });

  it('applies once an event whose relay died after the consumer committed but before marking it published', async () => {
    const { schema, tables, state, restartHere } = await service('crash_b');
    const message = await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId: 'crash-p', seq: 0 }));
    const child = startChild(CHILD, ['die-after-publish', database.url, schema]);
    expect(await child.exited).toMatchObject({ signal: 'SIGKILL' });
    expect(child.lines).toEqual(expect.arrayContaining([`effect written ${message.id}`, 'published 1']));
    // The effect is committed, the outbox row is not marked: the event will be published again.
    expect(await state(message.id)).toEqual({ effects: 1, processed: 1, unpublished: 1, outbox: 1 });

    const delivered = await restartHere();
    expect(delivered.map((m) => m.id)).toEqual([message.id]);
    expect(await state(message.id)).toEqual({ effects: 1, processed: 1, unpublished: 0, outbox: 1 });
  });

  it('rolls back a handler killed before its transaction committed, and applies the event once on restart', async () => {
    const { schema, tables, state } = await service('crash_c');
    const message = await db.transaction((tx) => writeEvent(tx, tables, itemChanged, { itemId: 'crash-b', seq: 0 }));
    const dying = startChild(CHILD, ['die-in-handler', database.url, schema]);
    expect(await dying.exited).toMatchObject({ signal: 'SIGKILL' });
    expect(dying.lines).toContain(`effect written ${message.id}`);
    expect(await state(message.id)).toEqual({ effects: 0, processed: 0, unpublished: 1, outbox: 1 });

    const restarted = startChild(CHILD, ['consume', database.url, schema]);
    const exit = await restarted.exited;
    expect(exit, exit.stderr).toMatchObject({ code: 0 });
    expect(restarted.lines).toEqual(['relay started', `effect written ${message.id}`, 'done']);
    expect(await state(message.id)).toEqual({ effects: 1, processed: 1, unpublished: 0, outbox: 1 });
    const [effect] = await database.sql<{ consumer: string }[]>`select consumer from ${database.sql(schema)}.effects where event_id = ${message.id}`;
    expect(effect?.consumer).toBe('consume');
  });
});
