import { sql } from 'drizzle-orm';
import type { EventMessage } from '@cadence/contracts';
import { bigint, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The three tables every service that publishes or consumes events holds in its own
 * PostgreSQL schema. A service spreads them into its drizzle schema file so drizzle-kit
 * writes their migrations:
 *
 *   export const { outbox, processedEvents, deadLetters } = eventTables('auth');
 */
export function eventTables(schemaName: string) {
  const schema = pgSchema(schemaName);

  /** Events written in the transaction that made the change; the relay publishes them in id order. */
  const outbox = schema.table(
    'outbox',
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      eventId: uuid('event_id').notNull().unique(),
      name: text('name').notNull(),
      version: integer('version').notNull(),
      topic: text('topic').notNull(),
      key: text('key').notNull(),
      payload: jsonb('payload').$type<unknown>().notNull(),
      headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
      occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
      publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    },
    (t) => [index('outbox_unpublished_idx').on(t.id).where(sql`published_at is null`)],
  );

  /** One row per (consumer, event) applied: inserted in the handler's transaction, so a repeat is skipped. */
  const processedEvents = schema.table(
    'processed_events',
    {
      consumer: text('consumer').notNull(),
      eventId: uuid('event_id').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
  );

  /** Messages a consumer gave up on, kept whole so an operator can replay them. */
  const deadLetters = schema.table(
    'dead_letters',
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      consumer: text('consumer').notNull(),
      eventId: uuid('event_id').notNull(),
      name: text('name').notNull(),
      version: integer('version').notNull(),
      topic: text('topic').notNull(),
      key: text('key').notNull(),
      payload: jsonb('payload').$type<unknown>().notNull(),
      headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
      occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
      error: text('error').notNull(),
      attempts: integer('attempts').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      replayedAt: timestamp('replayed_at', { withTimezone: true, mode: 'date' }),
      resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    },
    (t) => [unique('dead_letters_consumer_event_unique').on(t.consumer, t.eventId)],
  );

  return { outbox, processedEvents, deadLetters };
}

export type EventTables = ReturnType<typeof eventTables>;
export type OutboxRow = EventTables['outbox']['$inferSelect'];
export type DeadLetter = EventTables['deadLetters']['$inferSelect'];

/** The message a stored row (outbox or dead letter) carries. */
export function messageOfRow(row: OutboxRow | DeadLetter): EventMessage {
  return {
    id: row.eventId,
    name: row.name,
    version: row.version,
    topic: row.topic,
    key: row.key,
    occurredAt: row.occurredAt.toISOString(),
    payload: row.payload,
    headers: row.headers,
  };
}

/** The columns a message fills in a stored row (outbox or dead letter): messageOfRow's inverse. */
export function rowOfMessage(message: EventMessage) {
  return {
    eventId: message.id,
    name: message.name,
    version: message.version,
    topic: message.topic,
    key: message.key,
    payload: message.payload,
    headers: message.headers,
    occurredAt: new Date(message.occurredAt),
  };
}
