import { and, eq, sql } from 'drizzle-orm';
import type { EventMessage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { AbortedError, backoffDelay, sleep } from './backoff';
import type { EventHandler } from './handler';
import { errorMessage, type EventsLogger } from './logger';
import { payloadProblems } from './payload-validation';
import { rowOfMessage, type EventTables } from './tables';
import type { Transport } from './transport';

export interface RetryOptions {
  /** Runs of the handler before the message is dead-lettered (the first run included). */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface ConsumerOptions {
  /** The consumer group: one name per consumer, stable across deploys (it keys processed_events). */
  name: string;
  db: Database;
  tables: EventTables;
  transport: Transport;
  handlers: readonly EventHandler[];
  retry?: Partial<RetryOptions>;
  /**
   * Messages that arrive together are first tried together: one transaction records them all in
   * processed_events and runs their handlers one after the other, so a burst costs one commit per
   * batch rather than one per message. When any of them fails, the batch rolls back and each
   * message takes its own transaction, with retries, as if it had come alone.
   */
  batch?: Partial<BatchOptions>;
  log: EventsLogger;
}

export interface BatchOptions {
  /** Messages per shared transaction; 1 gives every message its own. */
  maxMessages: number;
  /** Shared transactions open at once (connections of the pool they hold). */
  concurrency: number;
}

/** What happened to one delivered message. */
export type DeliveryOutcome = 'applied' | 'duplicate' | 'ignored' | 'dead-lettered';
/** What happened to one message applied once, without retries. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored';

export interface EventConsumer {
  readonly name: string;
  /** The topics of its handlers, each once. */
  readonly topics: readonly string[];
  /** Subscribes the group `name` to the handlers' topics. */
  start(): Promise<void>;
  /**
   * Final: refuses new deliveries (they throw ConsumerStoppedError, so the transport delivers
   * them again later), cuts retry waits short and waits for handlers in progress.
   */
  stop(): Promise<void>;
  /** What the transport calls: applies the message, retrying, and dead-letters it when it cannot. */
  deliver(message: EventMessage): Promise<DeliveryOutcome>;
  /** One run through the idempotent path, no retries, no dead letter: throws what stops it. */
  applyOnce(message: EventMessage): Promise<ApplyOutcome>;
}

/** The message cannot be handled by this consumer as it is (bad payload, unknown version). Retrying will not help. */
export class UnprocessableEventError extends Error {
  override readonly name = 'UnprocessableEventError';
}

/** The consumer is stopping: the message was not handled and must be delivered again. */
export class ConsumerStoppedError extends Error {
  override readonly name = 'ConsumerStoppedError';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Resolution = { kind: 'ignore'; reason: string } | { kind: 'reject'; reason: string } | { kind: 'handle'; handler: EventHandler };

/**
 * A consumer of events with exactly-once effects: each message is applied in a transaction
 * that first records (consumer, event id) in processed_events (messages arriving together share
 * one, see `batch`). A repeat finds the row and is skipped; a crash mid-handler rolls back both,
 * so the message applies when it comes again.
 * A failing handler is retried with jittered exponential backoff, then dead-lettered so the
 * stream moves on. Payloads that do not match the schema are dead-lettered at once.
 */
export function createConsumer(options: ConsumerOptions): EventConsumer {
  const { name, db, tables, transport, log } = options;
  const { processedEvents, deadLetters } = tables;
  const retry: RetryOptions = {
    attempts: options.retry?.attempts ?? 5,
    baseDelayMs: options.retry?.baseDelayMs ?? 100,
    maxDelayMs: options.retry?.maxDelayMs ?? 5000,
  };
  if (!Number.isInteger(retry.attempts) || retry.attempts < 1) throw new Error(`retry.attempts must be a positive integer, got ${retry.attempts}`);
  const batching: BatchOptions = { maxMessages: options.batch?.maxMessages ?? 50, concurrency: options.batch?.concurrency ?? 2 };
  for (const [option, value] of Object.entries(batching)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`batch.${option} must be a positive integer, got ${value}`);
  }

  const handlers = new Map<string, EventHandler>();
  const versionsByName = new Map<string, number[]>();
  for (const handler of options.handlers) {
    const id = `${handler.event.name}@${handler.event.version}`;
    if (handlers.has(id)) throw new Error(`consumer ${name} has two handlers for ${id}`);
    handlers.set(id, handler);
    versionsByName.set(handler.event.name, [...(versionsByName.get(handler.event.name) ?? []), handler.event.version]);
  }
  const topics = [...new Set(options.handlers.map((handler) => handler.event.topic))];

  let started = false;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();

  function resolve(message: EventMessage): Resolution {
    const versions = versionsByName.get(message.name);
    if (!versions) return { kind: 'ignore', reason: `consumer ${name} does not handle ${message.name}` };
    const handler = handlers.get(`${message.name}@${message.version}`);
    if (!handler) return { kind: 'reject', reason: `version ${message.version} of ${message.name} is not handled (handled: ${versions.join(', ')})` };
    const problems = payloadProblems(handler.event, message.payload);
    if (problems.length > 0) return { kind: 'reject', reason: `invalid payload for ${message.name}: ${problems.join('; ')}` };
    return { kind: 'handle', handler };
  }

  /** Whether this consumer has processed the event already. */
  async function processed(message: EventMessage): Promise<boolean> {
    const rows = await db
      .select({ eventId: processedEvents.eventId })
      .from(processedEvents)
      .where(and(eq(processedEvents.consumer, name), eq(processedEvents.eventId, message.id)));
    return rows.length > 0;
  }

  async function apply(handler: EventHandler, message: EventMessage): Promise<'applied' | 'duplicate'> {
    // A handler's long work runs before its transaction opens (and not at all for an event already processed).
    let prepared: unknown;
    if (handler.prepare) {
      if (await processed(message)) return 'duplicate';
      prepared = await handler.prepare(message.payload, message);
    }
    return db.transaction(async (tx) => {
      const claimed = await tx
        .insert(processedEvents)
        .values({ consumer: name, eventId: message.id })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      if (claimed.length === 0) return 'duplicate';
      await handler.handle(tx, message.payload, message, prepared);
      return 'applied';
    });
  }

  interface Waiting {
    handler: EventHandler;
    message: EventMessage;
    resolve: (outcome: 'applied' | 'duplicate') => void;
    reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let batchesRunning = 0;
  let pumpScheduled = false;

  /** `apply`, sharing a transaction with the messages that arrived in the same turn. */
  function applyBatched(handler: EventHandler, message: EventMessage): Promise<'applied' | 'duplicate'> {
    return new Promise((resolve, reject) => {
      waiting.push({ handler, message, resolve, reject });
      if (!pumpScheduled) {
        pumpScheduled = true;
        // After the current turn, so the messages handed over together go together.
        queueMicrotask(pump);
      }
    });
  }

  function pump(): void {
    pumpScheduled = false;
    while (batchesRunning < batching.concurrency && waiting.length > 0) {
      const batch = waiting.splice(0, batching.maxMessages);
      batchesRunning += 1;
      void applyBatch(batch).finally(() => {
        batchesRunning -= 1;
        pump();
      });
    }
  }

  async function applyBatch(batch: Waiting[]): Promise<void> {
    let outcomes: ('applied' | 'duplicate')[] | undefined;
    // A handler with work to prepare applies each of its messages alone (the work before the transaction).
    if (batch.length > 1 && batch.every(({ handler }) => !handler.prepare)) {
      try {
        outcomes = await db.transaction(async (tx) => {
          const claimed = await tx
            .insert(processedEvents)
            .values(batch.map(({ message }) => ({ consumer: name, eventId: message.id })))
            .onConflictDoNothing()
            .returning({ eventId: processedEvents.eventId })
            .prepare('processed_claim')
            .execute();
          const unapplied = new Set(claimed.map((row) => row.eventId));
          const applied: ('applied' | 'duplicate')[] = [];
          for (const { handler, message } of batch) {
            // The same event twice in one batch: the first applies it.
            if (!unapplied.delete(message.id)) {
              applied.push('duplicate');
              continue;
            }
            await handler.handle(tx, message.payload, message, undefined);
            applied.push('applied');
          }
          return applied;
        });
      } catch (error) {
        log.debug({ consumer: name, count: batch.length, err: error }, `consumer ${name} applies ${batch.length} messages one by one: ${errorMessage(error)}`);
      }
    }
    if (outcomes) {
      batch.forEach((item, index) => item.resolve(outcomes[index] ?? 'applied'));
      return;
    }
    // Alone, or after the shared transaction failed: each message in its own, as before.
    for (const item of batch) await apply(item.handler, item.message).then(item.resolve, item.reject);
  }

  async function deadLetter(message: EventMessage, error: string, attempts: number): Promise<void> {
    await db
      .insert(deadLetters)
      .values({
        consumer: name,
        ...rowOfMessage(message),
        error,
        attempts,
      })
      .onConflictDoUpdate({
        // Dead-lettered before and delivered again: keep one row, reopened, with the latest error.
        target: [deadLetters.consumer, deadLetters.eventId],
        set: { error, attempts: sql`${deadLetters.attempts} + ${attempts}`, resolvedAt: null },
      });
  }

  async function deliverNow(message: EventMessage, signal: AbortSignal): Promise<DeliveryOutcome> {
    const fields = { consumer: name, eventId: message.id, eventName: message.name };
    if (!UUID.test(message.id)) {
      // processed_events cannot record it, so it could never be applied once: drop it loudly.
      log.error(fields, `consumer ${name} dropped ${message.name}: event id is not a uuid`);
      return 'ignored';
    }
    const resolution = resolve(message);
    if (resolution.kind === 'ignore') return 'ignored';
    if (resolution.kind === 'reject') {
      await deadLetter(message, resolution.reason, 0);
      log.error(fields, `consumer ${name} dead-lettered ${message.name} ${message.id}: ${resolution.reason}`);
      return 'dead-lettered';
    }
    let lastError: unknown;
    for (let attempt = 1; attempt <= retry.attempts; attempt += 1) {
      try {
        const outcome = attempt === 1 ? await applyBatched(resolution.handler, message) : await apply(resolution.handler, message);
        if (outcome === 'duplicate') log.debug(fields, `consumer ${name} skipped ${message.name} ${message.id}: already processed`);
        return outcome;
      } catch (error) {
        lastError = error;
        log.warn(
          { ...fields, attempt, attempts: retry.attempts, err: error },
          `consumer ${name} failed on ${message.name} ${message.id} (attempt ${attempt} of ${retry.attempts}): ${errorMessage(error)}`,
        );
      }
      if (attempt < retry.attempts) {
        try {
          await sleep(backoffDelay(attempt, retry), signal);
        } catch (error) {
          if (error instanceof AbortedError) throw new ConsumerStoppedError(`consumer ${name} stopped while retrying ${message.id}`);
          throw error;
        }
      }
    }
    await deadLetter(message, errorMessage(lastError), retry.attempts);
    log.error(
      { ...fields, attempts: retry.attempts, err: lastError },
      `consumer ${name} dead-lettered ${message.name} ${message.id} after ${retry.attempts} attempts: ${errorMessage(lastError)}`,
    );
    return 'dead-lettered';
  }

  async function deliver(message: EventMessage): Promise<DeliveryOutcome> {
    const signal = stopping.signal;
    if (signal.aborted) throw new ConsumerStoppedError(`consumer ${name} is stopping`);
    const delivery = deliverNow(message, signal);
    inFlight.add(delivery);
    try {
      return await delivery;
    } finally {
      inFlight.delete(delivery);
    }
  }

  async function applyOnce(message: EventMessage): Promise<ApplyOutcome> {
    const resolution = resolve(message);
    if (resolution.kind === 'ignore') return 'ignored';
    if (resolution.kind === 'reject') throw new UnprocessableEventError(resolution.reason);
    return apply(resolution.handler, message);
  }

  return {
    name,
    topics,
    deliver,
    applyOnce,

    async start() {
      if (stopping.signal.aborted) throw new ConsumerStoppedError(`consumer ${name} is stopped: create a new one to start again`);
      if (started) return;
      started = true;
      await transport.subscribe(name, topics, async (message) => {
        await deliver(message);
      });
    },

    async stop() {
      stopping.abort();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
