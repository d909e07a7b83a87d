import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createDrizzle, type Database } from '@cadence/db';
import type { EventMessage } from '@cadence/contracts';
import {
  ConsumerStoppedError,
  DeadLetterConsumerMismatchError,
  DeadLetterNotFoundError,
  InProcessTransport,
  createConsumer,
  defineHandler,
  listDeadLetters,
  replayDeadLetter,
  type ConsumerOptions,
  type EventTables,
} from '../src/index';
import { effectsTable } from './helpers/effects-table';
import { createEventSchema } from './helpers/event-schema';
import { recordingLogger } from './helpers/recording-logger';
import { itemChanged, orderPlaced } from './helpers/test-events';
import { delay, waitUntil } from './helpers/wait';

let database: TestDatabase;
let db: Database;
let tables: EventTables;
const effects = effectsTable('shop');

beforeAll(async () => {
  database = await createTestDatabase('events_consumer');
  db = createDrizzle(database.sql);
  tables = await createEventSchema(database.sql, 'shop');
});

beforeEach(async () => {
  await database.sql`truncate shop.outbox, shop.processed_events, shop.dead_letters, shop.effects`;
});

afterAll(async () => {
  await database.drop();
});

function itemMessage(itemId: string, seq: number, overrides: Partial<EventMessage> = {}): EventMessage {
  return {
    id: randomUUID(),
    name: itemChanged.name,
    version: itemChanged.version,
    topic: itemChanged.topic,
    key: itemId,
    occurredAt: new Date().toISOString(),
    payload: { itemId, seq },
    headers: {},
    ...overrides,
  };
}

/** A consumer whose item handler records an effect, after failing `failures.left` times. */
function projector(options: { failures?: { left: number }; name?: string; retry?: ConsumerOptions['retry'] } = {}) {
  const log = recordingLogger();
  const calls: string[] = [];
  const consumer = createConsumer({
    name: options.name ?? 'projector',
    db,
    tables,
    transport: new InProcessTransport(),
    log,
    retry: options.retry ?? { attempts: 5, baseDelayMs: 10, maxDelayMs: 40 },
    handlers: [
      defineHandler({
        event: itemChanged,
        async handle(tx, payload, message) {
          expectTypeOf(payload).toEqualTypeOf<{ itemId: string; seq: number }>();
          calls.push(message.id);
          // Written before failing: a failure must roll this back.
          await tx.insert(effects).values({ eventId: message.id, key: payload.itemId, seq: payload.seq, consumer: options.name ?? 'projector' });
          if (options.failures && options.failures.left > 0) {
            options.failures.left -= 1;
            throw new Error('projection store unavailable');
          }
        },
      }),
    ],
  });
  return { consumer, log, calls };
}

async function effectsOf(eventId: string): Promise<number> {
  const [row] = await database.sql<{ count: number }[]>`select count(*)::int as count from shop.effects where event_id = ${eventId}`;
  return row?.count ?? -1;
}

async function deadLetterRows() {
  return database.sql<{ id: number; event_id: string; error: string; attempts: number; resolved: boolean; replayed: boolean }[]>`
    select id::int as id, event_id, error, attempts, resolved_at is not null as resolved, replayed_at is not null as replayed
    from shop.dead_letters order by id`;
}

describe('consumer idempotency', () => {
  it('applies a message delivered twice once', async () => {
    const { consumer, calls } = projector();
    const message = itemMessage('i1', 0);
    expect(await consumer.deliver(message)).toBe('applied');
    expect(await consumer.deliver(message)).toBe('duplicate');
    expect(await effectsOf(message.id)).toBe(1);
    expect(calls).toEqual([message.id]);
  });

  it('applies a message delivered twice at the same moment once', async () => {
    const { consumer } = projector();
    const message = itemMessage('i2', 0);
    const outcomes = await Promise.all([consumer.deliver(message), consumer.deliver(message), consumer.deliver(message)]);
    expect([...outcomes].sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await effectsOf(message.id)).toBe(1);
  });

  it('keeps consumers apart: the same event applies once for each consumer', async () => {
    const message = itemMessage('i3', 0);
    expect(await projector({ name: 'one' }).consumer.deliver(message)).toBe('applied');
    expect(await projector({ name: 'two' }).consumer.deliver(message)).toBe('applied');
    expect(await effectsOf(message.id)).toBe(2);
  });

  it('ignores events it has no handler for, writing nothing', async () => {
    const { consumer } = projector();
    const message: EventMessage = { ...itemMessage('x', 0), name: orderPlaced.name, topic: orderPlaced.topic, payload: { orderId: 1, total: 3 } };
    expect(await consumer.deliver(message)).toBe('ignored');
    const [processed] = await database.sql<{ count: number }[]>`select count(*)::int as count from shop.processed_events`;
    expect(processed?.count).toBe(0);
  });
});

describe('consumer batches', () => {
  /** A consumer whose handler notes the transaction it ran in, and fails whenever `fails(seq)` says so. */
  function batching(fails: (seq: number) => boolean, batch?: ConsumerOptions['batch']) {
    const transactions = new Map<string, string>();
    const consumer = createConsumer({
      name: 'batcher',
      db,
      tables,
      transport: new InProcessTransport(),
      log: recordingLogger(),
      retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 10 },
      ...(batch ? { batch } : {}),
      handlers: [
        defineHandler({
          event: itemChanged,
          async handle(tx, payload, message) {
            const [row] = await tx.execute<{ txid: string }>(sql`select txid_current()::text as txid`);
            transactions.set(message.id, row?.txid ?? '');
            await tx.insert(effects).values({ eventId: message.id, key: payload.itemId, seq: payload.seq, consumer: 'batcher' });
            if (fails(payload.seq)) throw new Error(`seq ${payload.seq} cannot be applied yet`);
          },
        }),
      ],
    });
    return { consumer, transactions };
  }

  it('applies messages handed over together in one transaction, each once', async () => {
    const { consumer, transactions } = batching(() => false);
    const messages = Array.from({ length: 8 }, (_, seq) => itemMessage(`b${seq}`, seq));
    const outcomes = await Promise.all(messages.map((message) => consumer.deliver(message)));
    expect(outcomes).toEqual(messages.map(() => 'applied'));
    expect(new Set(messages.map((message) => transactions.get(message.id))).size).toBe(1);
    for (const message of messages) expect(await effectsOf(message.id)).toBe(1);
    expect(await Promise.all(messages.map((message) => consumer.deliver(message)))).toEqual(messages.map(() => 'duplicate'));
  });

  it('splits a burst into batches of at most maxMessages', async () => {
    const { consumer, transactions } = batching(() => false, { maxMessages: 3, concurrency: 1 });
    const messages = Array.from({ length: 7 }, (_, seq) => itemMessage(`m${seq}`, seq));
    await Promise.all(messages.map((message) => consumer.deliver(message)));
    const sizes = new Map<string, number>();
    for (const message of messages) sizes.set(transactions.get(message.id) ?? '', (sizes.get(transactions.get(message.id) ?? '') ?? 0) + 1);
    expect([...sizes.values()]).toEqual([3, 3, 1]);
  });

  it('rolls a batch back when one handler fails, then applies every message alone, each once', async () => {
    const failOnce = new Set([2]);
    const { consumer, transactions } = batching((seq) => failOnce.delete(seq));
    const messages = Array.from({ length: 5 }, (_, seq) => itemMessage(`f${seq}`, seq));
    const outcomes = await Promise.all(messages.map((message) => consumer.deliver(message)));
    expect(outcomes).toEqual(messages.map(() => 'applied'));
    for (const message of messages) expect(await effectsOf(message.id)).toBe(1);
    // Alone after the shared transaction failed: one transaction each.
    expect(new Set(messages.map((message) => transactions.get(message.id))).size).toBe(5);
    expect(await deadLetterRows()).toEqual([]);
  });

  it('dead-letters the message that keeps failing and applies the others of its batch', async () => {
    // Fails in the batch, then alone on each of its three attempts: dead-lettered.
    const { consumer } = batching((seq) => seq === 1);
    const messages = Array.from({ length: 3 }, (_, seq) => itemMessage(`s${seq}`, seq));
    const outcomes = await Promise.all(messages.map((message) => consumer.deliver(message)));
    expect(outcomes).toEqual(['applied', 'dead-lettered', 'applied']);
    expect(await Promise.all(messages.map((message) => effectsOf(message.id)))).toEqual([1, 0, 1]);
    expect(await deadLetterRows()).toEqual([expect.objectContaining({ event_id: messages[1]?.id, attempts: 3 })]);
  });

  it('refuses a batch size or concurrency that is not a positive integer', () => {
    expect(() => batching(() => false, { maxMessages: 0 })).toThrow(/batch.maxMessages/);
    expect(() => batching(() => false, { concurrency: 1.5 })).toThrow(/batch.concurrency/);
  });
});

describe('work prepared before the transaction', () => {
  it('runs prepare with no transaction open, hands its answer to handle, and does not prepare an event already applied', async () => {
    const prepared: string[] = [];
    const openDuringPrepare: number[] = [];
    const consumer = createConsumer({
      name: 'importer',
      db,
      tables,
      transport: new InProcessTransport(),
      log: recordingLogger(),
      retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 10 },
      handlers: [
        defineHandler({
          event: itemChanged,
          async prepare(payload, message) {
            prepared.push(message.id);
            // The long work (an upload): this database shows no transaction of ours left open meanwhile.
            await delay(50);
            const [row] = await database.sql<{ open: number }[]>`
              select count(*)::int as open from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`;
            openDuringPrepare.push(row?.open ?? -1);
            return `imported ${payload.itemId}`;
          },
          async handle(tx, payload, message, outcome) {
            expectTypeOf(outcome).toEqualTypeOf<string | undefined>();
            await tx.insert(effects).values({ eventId: message.id, key: outcome ?? 'none', seq: payload.seq, consumer: 'importer' });
          },
        }),
      ],
    });
    const messages = [itemMessage('rec-1', 1), itemMessage('rec-2', 2)];
    expect(await Promise.all(messages.map((message) => consumer.deliver(message)))).toEqual(['applied', 'applied']);
    expect(openDuringPrepare).toEqual([0, 0]);
    const rows = await database.sql<{ key: string }[]>`select key from shop.effects where consumer = 'importer' order by seq`;
    expect(rows.map((row) => row.key)).toEqual(['imported rec-1', 'imported rec-2']);
    // Delivered again: already applied, nothing prepared again.
    expect(await consumer.deliver(messages[0]!)).toBe('duplicate');
    expect(prepared).toHaveLength(2);
  });
});

describe('consumer retries and dead letters', () => {
  it('applies once, after retries with backoff, a message whose handler fails twice and then succeeds', async () => {
    const failures = { left: 2 };
    const { consumer, log, calls } = projector({ failures });
    const message = itemMessage('r1', 0);
    const started = Date.now();
    expect(await consumer.deliver(message)).toBe('applied');
    // Equal jitter: at least 5 ms before the second try and 10 ms before the third.
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(calls).toHaveLength(3);
    expect(await effectsOf(message.id)).toBe(1);
    expect(await deadLetterRows()).toEqual([]);
    const warnings = log.at('warn');
    expect(warnings).toHaveLength(2);
    expect(warnings.map((line) => line.fields)).toEqual([
      expect.objectContaining({ eventId: message.id, eventName: 'shop.item.changed', attempt: 1 }),
      expect.objectContaining({ eventId: message.id, eventName: 'shop.item.changed', attempt: 2 }),
    ]);
  });

  it('dead-letters, in one row, a message whose handler always fails, and lets the stream move on', async () => {
    const { consumer, log, calls } = projector({ failures: { left: Number.POSITIVE_INFINITY }, retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 10 } });
    const message = itemMessage('d1', 0, { headers: { traceparent: 'tp' } });
    expect(await consumer.deliver(message)).toBe('dead-lettered');
    expect(calls).toHaveLength(3);
    expect(await effectsOf(message.id)).toBe(0);
    const rows = await deadLetterRows();
    expect(rows).toEqual([expect.objectContaining({ event_id: message.id, error: 'projection store unavailable', attempts: 3, resolved: false })]);
    expect(log.at('error')).toEqual([expect.objectContaining({ fields: expect.objectContaining({ eventId: message.id, eventName: 'shop.item.changed' }) })]);

    const page = await listDeadLetters(db, tables, { limit: 10 });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ consumer: 'projector', eventId: message.id, name: 'shop.item.changed', key: 'd1', payload: { itemId: 'd1', seq: 0 }, headers: { traceparent: 'tp' } });

    // The same message delivered again and failing again keeps one row.
    expect(await consumer.deliver(message)).toBe('dead-lettered');
    expect(await deadLetterRows()).toEqual([expect.objectContaining({ event_id: message.id, attempts: 6 })]);
    // The next message still flows.
    expect(await consumer.deliver(itemMessage('d2', 0))).toBe('dead-lettered');
    expect((await listDeadLetters(db, tables)).total).toBe(2);
  });

  it('dead-letters an invalid payload at once, without running the handler', async () => {
    const { consumer, calls } = projector();
    const message = itemMessage('v1', 0, { payload: { itemId: 'v1', seq: 'first' } });
    expect(await consumer.deliver(message)).toBe('dead-lettered');
    expect(calls).toEqual([]);
    expect(await deadLetterRows()).toEqual([expect.objectContaining({ event_id: message.id, attempts: 0, error: expect.stringMatching(/invalid payload .*\/seq/) })]);
  });

  it('dead-letters a version it has no handler for', async () => {
    const { consumer, calls } = projector();
    const message = itemMessage('v2', 0, { version: 2 });
    expect(await consumer.deliver(message)).toBe('dead-lettered');
    expect(calls).toEqual([]);
    expect(await deadLetterRows()).toEqual([expect.objectContaining({ error: 'version 2 of shop.item.changed is not handled (handled: 1)' })]);
  });

  it('stops retrying when stopped, leaving the message neither applied nor dead-lettered', async () => {
    const { consumer } = projector({ failures: { left: Number.POSITIVE_INFINITY }, retry: { attempts: 5, baseDelayMs: 5000, maxDelayMs: 5000 } });
    const message = itemMessage('s1', 0);
    const delivering = consumer.deliver(message);
    await delay(50);
    const started = Date.now();
    await consumer.stop();
    await expect(delivering).rejects.toBeInstanceOf(ConsumerStoppedError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await deadLetterRows()).toEqual([]);
    await expect(consumer.deliver(itemMessage('s2', 0))).rejects.toBeInstanceOf(ConsumerStoppedError);
  });
});

describe('replaying dead letters', () => {
  it('applies the message once the handler is fixed and marks the row resolved', async () => {
    const failures = { left: Number.POSITIVE_INFINITY };
    const { consumer } = projector({ failures, retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 2 } });
    const message = itemMessage('p1', 0);
    expect(await consumer.deliver(message)).toBe('dead-lettered');
    const [row] = await deadLetterRows();
    if (!row) throw new Error('expected a dead letter');

    const stillBroken = await replayDeadLetter(db, tables, row.id, consumer);
    expect(stillBroken).toMatchObject({ status: 'failed', error: 'projection store unavailable', deadLetter: { attempts: 3, resolvedAt: null } });
    expect(await effectsOf(message.id)).toBe(0);

    failures.left = 0;
    const fixed = await replayDeadLetter(db, tables, row.id, [consumer]);
    expect(fixed.status).toBe('applied');
    expect(fixed.deadLetter.resolvedAt).toBeInstanceOf(Date);
    expect(fixed.deadLetter.replayedAt).toBeInstanceOf(Date);
    expect(await effectsOf(message.id)).toBe(1);
    expect(await deadLetterRows()).toEqual([expect.objectContaining({ resolved: true, replayed: true })]);

    expect((await replayDeadLetter(db, tables, row.id, consumer)).status).toBe('already-resolved');
    expect(await consumer.deliver(message)).toBe('duplicate');
    expect(await effectsOf(message.id)).toBe(1);

    expect((await listDeadLetters(db, tables)).total).toBe(0);
    expect((await listDeadLetters(db, tables, { includeResolved: true })).rows.map((r) => r.id)).toEqual([row.id]);
  });

  it('resolves without running the handler again when the event was applied meanwhile', async () => {
    const failures = { left: 1 };
    const { consumer, calls } = projector({ failures, retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    const message = itemMessage('p2', 0);
    expect(await consumer.deliver(message)).toBe('dead-lettered');
    expect(await consumer.deliver(message)).toBe('applied');
    const [row] = await deadLetterRows();
    if (!row) throw new Error('expected a dead letter');
    expect((await replayDeadLetter(db, tables, row.id, consumer)).status).toBe('already-applied');
    expect(calls).toHaveLength(2);
    expect(await effectsOf(message.id)).toBe(1);
  });

  it('throws typed errors for an unknown id and for a row of another consumer', async () => {
    const { consumer } = projector({ failures: { left: 1 }, retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(replayDeadLetter(db, tables, 999_999, consumer)).rejects.toBeInstanceOf(DeadLetterNotFoundError);
    await consumer.deliver(itemMessage('p3', 0));
    const [row] = await deadLetterRows();
    if (!row) throw new Error('expected a dead letter');
    await expect(replayDeadLetter(db, tables, row.id, projector({ name: 'someone-else' }).consumer)).rejects.toBeInstanceOf(DeadLetterConsumerMismatchError);
  });
});

describe('consumer on a transport', () => {
  it('subscribes its group to its handlers’ topics and applies what is published', async () => {
    const transport = new InProcessTransport();
    const consumer = createConsumer({
      name: 'subscriber',
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
    expect(consumer.topics).toEqual(['shop.item']);
    await consumer.start();
    await transport.start();
    const message = itemMessage('t1', 0);
    await transport.publish([message, message]);
    await waitUntil(async () => (await effectsOf(message.id)) === 1, 'the event was applied');
    await consumer.stop();
    await transport.stop();
    expect(await effectsOf(message.id)).toBe(1);
  });

  it('refuses two handlers for one event version', () => {
    const handler = defineHandler({ event: itemChanged, handle: async () => undefined });
    expect(() => createConsumer({ name: 'x', db, tables, transport: new InProcessTransport(), log: recordingLogger(), handlers: [handler, handler] })).toThrow(
      /two handlers for shop\.item\.changed@1/,
    );
  });
});
