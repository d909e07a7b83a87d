import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { EventConsumer } from './consumer';
import { errorMessage } from './logger';
import { messageOfRow, type DeadLetter, type EventTables } from './tables';

export interface ListDeadLettersOptions {
  limit?: number;
  offset?: number;
  /** Also list the rows already resolved (by a replay). */
  includeResolved?: boolean;
  /** Only this consumer's rows. */
  consumer?: string;
}

export interface DeadLetterPage {
  rows: DeadLetter[];
  total: number;
}

/** Dead letters, newest first. */
export async function listDeadLetters(db: Executor, tables: EventTables, options: ListDeadLettersOptions = {}): Promise<DeadLetterPage> {
  const { deadLetters } = tables;
  const filters: SQL[] = [];
  if (!options.includeResolved) filters.push(isNull(deadLetters.resolvedAt));
  if (options.consumer !== undefined) filters.push(eq(deadLetters.consumer, options.consumer));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(deadLetters)
      .where(where)
      .orderBy(desc(deadLetters.id))
      .limit(options.limit ?? 50)
      .offset(options.offset ?? 0),
    db.select({ total: count() }).from(deadLetters).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export class DeadLetterNotFoundError extends Error {
  override readonly name = 'DeadLetterNotFoundError';
  readonly code = 'EVENTS_DEAD_LETTER_NOT_FOUND';
  readonly statusCode = 404;
  constructor(readonly id: number) {
    super(`dead letter ${id} not found`);
  }
}

/** None of the consumers given is the one that dead-lettered the message. */
export class DeadLetterConsumerMismatchError extends Error {
  override readonly name = 'DeadLetterConsumerMismatchError';
  readonly code = 'EVENTS_DEAD_LETTER_CONSUMER_MISMATCH';
  readonly statusCode = 409;
  constructor(
    readonly id: number,
    readonly consumer: string,
  ) {
    super(`dead letter ${id} belongs to consumer ${consumer}, which was not given`);
  }
}

export type ReplayOutcome =
  /** The handler ran and committed; the row is resolved. */
  | { status: 'applied'; deadLetter: DeadLetter }
  /** The event had been applied meanwhile (it came again and succeeded); the row is resolved. */
  | { status: 'already-applied'; deadLetter: DeadLetter }
  /** Replayed and resolved before: nothing was run. */
  | { status: 'already-resolved'; deadLetter: DeadLetter }
  /** The handler failed again (or the message still cannot be handled); the row stays open with the new error. */
  | { status: 'failed'; error: string; deadLetter: DeadLetter };

/**
 * Runs a dead-lettered message through its consumer again, on the same idempotent path as a
 * delivery (one try, no backoff), and records the outcome on the row.
 */
export async function replayDeadLetter(
  db: Executor,
  tables: EventTables,
  id: number,
  consumers: EventConsumer | readonly EventConsumer[],
): Promise<ReplayOutcome> {
  const { deadLetters } = tables;
  const [row] = await db.select().from(deadLetters).where(eq(deadLetters.id, id));
  if (!row) throw new DeadLetterNotFoundError(id);
  if (row.resolvedAt) return { status: 'already-resolved', deadLetter: row };
  const consumer = (Array.isArray(consumers) ? consumers : [consumers]).find((candidate: EventConsumer) => candidate.name === row.consumer);
  if (!consumer) throw new DeadLetterConsumerMismatchError(id, row.consumer);

  let failure: string | undefined;
  let outcome: 'applied' | 'duplicate' | 'ignored' | undefined;
  try {
    outcome = await consumer.applyOnce(messageOfRow(row));
    if (outcome === 'ignored') failure = `consumer ${consumer.name} no longer handles ${row.name}`;
  } catch (error) {
    failure = errorMessage(error);
  }

  if (failure !== undefined) {
    const [updated] = await db
      .update(deadLetters)
      .set({ error: failure, attempts: sql`${deadLetters.attempts} + 1`, replayedAt: sql`now()` })
      .where(eq(deadLetters.id, id))
      .returning();
    return { status: 'failed', error: failure, deadLetter: updated ?? row };
  }
  const [updated] = await db
    .update(deadLetters)
    .set({ replayedAt: sql`now()`, resolvedAt: sql`now()` })
    .where(eq(deadLetters.id, id))
    .returning();
  return { status: outcome === 'duplicate' ? 'already-applied' : 'applied', deadLetter: updated ?? row };
}
