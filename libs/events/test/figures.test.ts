import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createDrizzle, type Database } from '@cadence/db';
import { deadLetterFigures, relayFigures, type EventTables } from '../src/index';
import { createEventSchema } from './helpers/event-schema';

let database: TestDatabase;
let db: Database;
let tables: EventTables;

beforeAll(async () => {
  database = await createTestDatabase('events_figures');
  db = createDrizzle(database.sql);
  tables = await createEventSchema(database.sql, 'meter');
});
afterAll(() => database.drop());

const outboxRow = (secondsAgo: number, published: boolean) => ({
  eventId: randomUUID(),
  name: 'meter.reading.taken',
  version: 1,
  topic: 'meter.reading',
  key: 'k',
  payload: {},
  occurredAt: new Date(Date.now() - secondsAgo * 1000),
  publishedAt: published ? new Date() : null,
});

const deadLetter = (consumer: string, resolved: boolean) => ({
  consumer,
  eventId: randomUUID(),
  name: 'meter.reading.taken',
  version: 1,
  topic: 'meter.reading',
  key: 'k',
  payload: {},
  occurredAt: new Date(),
  error: 'boom',
  attempts: 5,
  resolvedAt: resolved ? new Date() : null,
});

describe('relayFigures', () => {
  it('is zero with nothing waiting', async () => {
    expect(await relayFigures(db, tables)).toEqual({ unrelayed: 0, lagSeconds: 0, oldestUnrelayedAt: null });
  });

  it('counts the unpublished events and ages the oldest of them', async () => {
    await db.insert(tables.outbox).values([outboxRow(600, true), outboxRow(90, false), outboxRow(30, false)]);
    const figures = await relayFigures(db, tables);
    expect(figures.unrelayed).toBe(2);
    expect(figures.lagSeconds).toBeGreaterThanOrEqual(89);
    expect(figures.lagSeconds).toBeLessThan(120);
    expect(figures.oldestUnrelayedAt).toBeInstanceOf(Date);
  });
});

describe('deadLetterFigures', () => {
  it('counts the unresolved dead letters per consumer', async () => {
    await db.insert(tables.deadLetters).values([deadLetter('billing', false), deadLetter('billing', false), deadLetter('billing', true), deadLetter('auth', false), deadLetter('ai', true)]);
    const figures = await deadLetterFigures(db, tables);
    expect(figures.map(({ consumer, unresolved }) => ({ consumer, unresolved }))).toEqual([
      { consumer: 'auth', unresolved: 1 },
      { consumer: 'billing', unresolved: 2 },
    ]);
  });
});
