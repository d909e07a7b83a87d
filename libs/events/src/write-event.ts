import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Static, TSchema } from 'typebox';
import type { EventDefinition, EventMessage } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { outboxChannel, schemaOf } from './outbox-channel';
import { assertValidPayload } from './payload-validation';
import type { EventTables } from './tables';

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
  assertValidPayload(definition, payload);
  const message: EventMessage<Static<S>> = {
    id: randomUUID(),
    name: definition.name,
    version: definition.version,
    topic: definition.topic,
    key: definition.key(payload),
    occurredAt: new Date().toISOString(),
    payload,
    headers: { ...headers },
  };
  await tx.insert(tables.outbox).values({
    eventId: message.id,
    name: message.name,
    version: message.version,
    topic: message.topic,
    key: message.key,
    payload: message.payload,
    headers: message.headers,
    occurredAt: new Date(message.occurredAt),
  });
  await tx.execute(sql`select pg_notify(${outboxChannel(schemaOf(tables))}, '')`);
  return message;
}
