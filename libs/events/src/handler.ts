import type { Static } from 'typebox';
import type { EventDefinition, EventMessage } from '@cadence/contracts';
import type { Executor } from '@cadence/db';

/** What a handler needs of an event definition (the key function plays no part in consuming). */
export type HandledEvent = Pick<EventDefinition, 'name' | 'version' | 'topic' | 'payload'>;

/**
 * Applies one event type to the consumer's own data. `handle` runs inside the transaction that
 * also records the event as processed: write through `tx` only, and throw to roll both back.
 */
export interface EventHandler<E extends HandledEvent = HandledEvent> {
  event: E;
  handle(tx: Executor, payload: Static<E['payload']>, message: EventMessage<Static<E['payload']>>): Promise<void>;
}

/** Types the payload of `handle` from the event definition. */
export function defineHandler<E extends HandledEvent>(handler: EventHandler<E>): EventHandler<E> {
  return handler;
}
