import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Static, TSchema } from 'typebox';
import type { EventDefinition, EventMessage } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { outboxChannel, schemaOf } from './outbox-channel';
import { assertValidPayload } from './payload-validation';
import { rowOfMessage, type EventTables } from './tables';

const channels = new WeakMap<EventTables, string>();

/** The relay's channel for these tables, worked out once. */
function channelOf(tables: EventTables): string {
  let channel = channels.get(tables);
  if (channel === undefined) channels.set(tables, (channel = outboxChannel(schemaOf(tables))));
  return channel;
}

/**
 * Records an event in the outbox inside the caller's transaction, so the event commits or
 * rolls back with the change it describes. The NOTIFY is delivered at commit and wakes the
 * relay; a rolled-back transaction sends nothing.
 *
 * Throws InvalidEventPayloadError (listing every problem) when the payload does not match the
 * definition's schema.
 */
export async function writeEvent<S extends TSchema>(
  tx: Executor,
  tables: EventTables,
  definition: EventDefinition<string, S>,
  payload: Static<S>,
  headers: Record<string, string> = {},
): Promise<EventMessage<Static<S>>> {
  const [message] = await writeEvents(tx, tables, [eventToWrite(definition, payload, headers)]);
  return message as EventMessage<Static<S>>;
}

/** One event for `writeEvents` (build it with `eventToWrite`, which checks the payload's type). */
export interface EventToWrite {
  definition: Pick<EventDefinition, 'name' | 'version' | 'topic' | 'payload'> & { key: (payload: never) => string };
  payload: unknown;
  headers?: Record<string, string>;
}

export function eventToWrite<S extends TSchema>(definition: EventDefinition<string, S>, payload: Static<S>, headers?: Record<string, string>): EventToWrite {
  return { definition, payload, ...(headers ? { headers } : {}) };
}

/**
 * `writeEvent` for many events: every payload is checked first (nothing is written when one is
 * invalid), then one INSERT writes them in the order given and notifies the relay.
 */
export async function writeEvents(tx: Executor, tables: EventTables, events: readonly EventToWrite[]): Promise<EventMessage<unknown>[]> {
  if (events.length === 0) return [];
  const occurredAt = new Date().toISOString();
  const messages = events.map(({ definition, payload, headers = {} }): EventMessage<unknown> => {
    assertValidPayload(definition, payload);
    return {
      id: randomUUID(),
      name: definition.name,
      version: definition.version,
      topic: definition.topic,
      key: definition.key(payload as never),
      occurredAt,
      payload,
      headers: { ...headers },
    };
  });
  // One statement: the rows, and the NOTIFY that wakes the relay at commit (PostgreSQL folds a
  // transaction's identical notifications into one). Prepared, so each connection parses it once.
  await tx
    .insert(tables.outbox)
    .values(messages.map(rowOfMessage))
    .returning({ notified: sql`pg_notify(${channelOf(tables)}, '')` })
    .prepare('outbox_write')
    .execute();
  return messages;
}
