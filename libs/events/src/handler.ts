import type { Static } from 'typebox';
import type { EventDefinition, EventMessage } from '@cadence/contracts';
import type { Executor } from '@cadence/db';

/** What a handler needs of an event definition (the key function plays no part in consuming). */
export type HandledEvent = Pick<EventDefinition, 'name' | 'version' | 'topic' | 'payload'>;

/**
 * Applies one event type to the consumer's own data. `handle` runs inside the transaction that
 * also records the event as processed: write through `tx` only, and throw to roll both back.
 *
 * Long work (reading a file of an hour of video into storage) goes in `prepare`, which runs
 * before that transaction opens, so none is held open meanwhile. It runs on every delivery
 * attempt of an event not yet processed (a retry, a redelivery after a crash), so it must be
 * idempotent; its answer is handed to `handle`.
 */
export interface EventHandler<E extends HandledEvent = HandledEvent, P = unknown> {
  event: E;
  prepare?(payload: Static<E['payload']>, message: EventMessage<Static<E['payload']>>): Promise<P>;
  /** `prepared` is what `prepare` answered (always there when the handler has one). */
  handle(tx: Executor, payload: Static<E['payload']>, message: EventMessage<Static<E['payload']>>, prepared?: P): Promise<void>;
}

/** Types the payload of `handle` (and of `prepare`, and what it answers) from the event definition. */
export function defineHandler<E extends HandledEvent, P = undefined>(handler: EventHandler<E, P>): EventHandler<E> {
  return handler as EventHandler<E>;
}
