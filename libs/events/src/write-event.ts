import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Static, TSchema } from 'typebox';
import type { EventDefinition, EventMessage } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { outboxChannel, schemaOf } from './outbox-channel';
import { assertValidPayload } from './payload-validation';
import type { EventTables } from './tables';

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
  // One statement whatever the count: the rows as one JSON parameter, inserted in the order given
  // (so the relay publishes them in that order), and one NOTIFY that wakes the relay at commit.
  const rows = messages.map((message) => ({
    event_id: message.id,
    name: message.name,
    version: message.version,
    topic: message.topic,
    key: message.key,
    payload: message.payload,
    headers: message.headers,
    occurred_at: message.occurredAt,
  }));
  await tx.execute(sql`
    with written as (
      insert into ${tables.outbox} (event_id, name, version, topic, key, payload, headers, occurred_at)
      select r.event_id, r.name, r.version, r.topic, r.key, r.payload, r.headers, r.occurred_at
      from jsonb_populate_recordset(null::${tables.outbox}, ${JSON.stringify(rows)}::jsonb) with ordinality as r
      order by r.ordinality
      returning 1
    )
    select pg_notify(${channelOf(tables)}, '') from (select from written limit 1) as any_written`);
  return messages;
}
