import Type from 'typebox';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { defineEvent, type EventMessage } from '@cadence/contracts';
import type { Database, Executor, Sql } from '@cadence/db';
import { eventTables, type Transport } from '@cadence/events';
import { sleep } from './http';
import { percentiles, type Percentiles } from './stats';

/** Concurrent writers, each committing transactions of BATCH events (or rows). */
export const WRITERS = 4;
export const BATCH = 10;
/** Distinct event keys: events of one key are handled in order, different keys in parallel. */
export const KEYS = 100;

/** The event the pipeline benchmarks move. */
export const itemCreated = defineEvent({
  name: 'bench.item.created',
  version: 1,
  payload: Type.Object({ itemId: Type.Integer({ minimum: 1 }), workspaceId: Type.Integer({ minimum: 0 }), title: Type.String({ maxLength: 200 }) }),
  key: (payload) => String(payload.workspaceId),
});

/** The pipeline's tables, as a service holds them. */
export const tables = eventTables('bench');

/** The payload of item `item` (numbered from 1). */
export function payloadOf(item: number) {
  return { itemId: item, workspaceId: item % KEYS, title: `Spring campaign, post ${item}` };
}

/** The item a delivered message carries; 0 when it carries none. */
export function itemOf(message: EventMessage): number {
  const item = (message.payload as { itemId?: unknown }).itemId;
  return typeof item === 'number' ? item : 0;
}

/** Creates `schemas`, then the DDL drizzle-kit writes for a service's migrations of `definitions` (drizzle tables by name). */
export async function createSchema(sql: Sql, schemas: readonly string[], definitions: Record<string, unknown>): Promise<void> {
  await sql.unsafe(schemas.map((schema) => `create schema ${schema}`).join('; '));
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(definitions));
  for (const statement of statements) await sql.unsafe(statement);
}

/** The items of the `index`-th transaction of BATCH, out of `events`. */
function itemsOfTransaction(index: number, events: number): number[] {
  const items: number[] = [];
  for (let item = index * BATCH + 1; item <= Math.min(events, (index + 1) * BATCH); item += 1) items.push(item);
  return items;
}

/**
 * `events` items in groups of BATCH, each group committed by `commit`, spread over WRITERS
 * concurrent writers as fast as they go; `onCommit` hears each group's items once committed.
 */
export async function commitAll(events: number, commit: (items: number[]) => Promise<unknown>, onCommit?: (items: number[], at: number) => void): Promise<void> {
  const transactions = Math.ceil(events / BATCH);
  let next = 0;
  const writer = async () => {
    while (next < transactions) {
      const items = itemsOfTransaction(next++, events);
      await commit(items);
      onCommit?.(items, performance.now());
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}

/** Commits a group of items as one transaction of `db`, `write` called for each item in turn. */
export function inTransaction(db: Database, write: (tx: Executor, item: number) => Promise<unknown>): (items: number[]) => Promise<void> {
  return (items) =>
    db.transaction(async (tx) => {
      for (const item of items) await write(tx, item);
    });
}

/**
 * `events` items in transactions of BATCH, spread over WRITERS concurrent writers;
 * `onCommit` hears each transaction's items once it committed.
 */
export async function writeAll(db: Database, events: number, write: (tx: Executor, item: number) => Promise<unknown>, onCommit?: (items: number[], at: number) => void): Promise<void> {
  await commitAll(events, inTransaction(db, write), onCommit);
}

/**
 * `events` items in groups of BATCH, a group started every BATCH / perSecond seconds whether
 * the ones before have committed or not (at most WRITERS at once: past that the pace slips);
 * `onCommit` hears each group's items once committed.
 */
export async function commitPaced(events: number, perSecond: number, commit: (items: number[]) => Promise<unknown>, onCommit?: (items: number[], at: number) => void): Promise<void> {
  const transactions = Math.ceil(events / BATCH);
  const intervalMs = (BATCH / perSecond) * 1000;
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const started = performance.now();
  for (let index = 0; index < transactions && failures.length === 0; index += 1) {
    const wait = started + index * intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    while (running.size >= WRITERS) await Promise.race(running);
    const items = itemsOfTransaction(index, events);
    const work = commit(items).then(
      () => onCommit?.(items, performance.now()),
      (error: unknown) => void failures.push(error),
    );
    running.add(work);
    void work.then(() => running.delete(work));
  }
  await Promise.all(running);
  if (failures.length > 0) throw failures[0];
}

/** A transport that reports each message once the subscriber's handler has resolved (the consumer committed it). */
export function observed(inner: Transport, onApplied: (message: EventMessage) => void): Transport {
  return {
    publish: (messages) => inner.publish(messages),
    subscribe: (group, topics, handler) =>
      inner.subscribe(group, topics, async (message) => {
        await handler(message);
        onApplied(message);
      }),
    start: () => inner.start(),
    stop: () => inner.stop(),
  };
}

/** Rates and lags of one round, from its first write. */
export interface DeliverySummary {
  /** Events per second from the first write to the last one applied. */
  deliveredPerSec: number;
  /** Events per second committed by the writers. */
  committedPerSec: number;
  elapsedMs: number;
  /** Commit of the writer's transaction to the handler being called, ms. */
  lagToHandlerMs: Percentiles;
  /** Commit of the writer's transaction to the consumer's transaction committing, ms. */
  lagToAppliedMs: Percentiles;
  duplicates: number;
}

/**
 * When each of a round's `events` items (numbered from 1) was committed by its writer, reached
 * the handler and was applied; counts repeats and resolves `all` once every item was applied.
 */
export class Deliveries {
  readonly committedAt: Float64Array;
  readonly handledAt: Float64Array;
  readonly appliedAt: Float64Array;
  applied = 0;
  duplicates = 0;
  private allApplied: () => void = () => undefined;
  private readonly done = new Promise<void>((resolve) => (this.allApplied = resolve));

  constructor(readonly events: number) {
    this.committedAt = new Float64Array(events + 1);
    this.handledAt = new Float64Array(events + 1);
    this.appliedAt = new Float64Array(events + 1);
  }

  /** The writer's transaction holding `items` committed at `at`. */
  commit(items: number[], at: number): void {
    for (const item of items) this.committedAt[item] = at;
  }

  /** The handler was called for `item` (the first call counts). */
  handle(item: number): void {
    if (!this.handledAt[item]) this.handledAt[item] = performance.now();
  }

  /** `item` was applied: the first time counts, any later one is a duplicate. */
  apply(item: number): void {
    if (this.appliedAt[item]) {
      this.duplicates += 1;
      return;
    }
    this.appliedAt[item] = performance.now();
    this.applied += 1;
    if (this.applied === this.events) this.allApplied();
  }

  /** Resolves once every item was applied; throws, naming `what`, when that takes longer than `deadlineMs`. */
  async all(deadlineMs: number, what: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), deadlineMs)));
    const outcome = await Promise.race([this.done, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') throw new Error(`${what}: ${this.applied} of ${this.events} events delivered after ${deadlineMs / 1000} s`);
  }

  /** The round's rates and lags: writing began at `started` and its last commit came at `written`. */
  summary(started: number, written: number): DeliverySummary {
    let finished = started;
    for (let item = 1; item <= this.events; item += 1) finished = Math.max(finished, this.appliedAt[item] ?? 0);
    return {
      deliveredPerSec: (this.events / (finished - started)) * 1000,
      committedPerSec: (this.events / (written - started)) * 1000,
      elapsedMs: finished - started,
      lagToHandlerMs: this.lagSince(this.handledAt),
      lagToAppliedMs: this.lagSince(this.appliedAt),
      duplicates: this.duplicates,
    };
  }

  private lagSince(reached: Float64Array): Percentiles {
    const lags = new Float64Array(this.events);
    for (let item = 1; item <= this.events; item += 1) lags[item - 1] = Math.max(0, (reached[item] ?? 0) - (this.committedAt[item] ?? 0));
    return percentiles(lags);
  }
}

/** What the pipeline's tables hold after a round. */
export interface PipelineCounts {
  processed: number;
  unpublished: number;
  deadLetters: number;
}

/** Events processed by the consumer, outbox rows left unpublished and dead letters, in the schema of `tables`. */
export async function pipelineCounts(sql: Sql): Promise<PipelineCounts> {
  const [counts] = await sql<{ processed: number; unpublished: number; dead: number }[]>`
    select (select count(*)::int from bench.processed_events) as processed,
           (select count(*)::int from bench.outbox where published_at is null) as unpublished,
           (select count(*)::int from bench.dead_letters) as dead`;
  return { processed: counts?.processed ?? 0, unpublished: counts?.unpublished ?? 0, deadLetters: counts?.dead ?? 0 };
}
