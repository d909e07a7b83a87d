import { count, isNull, min, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { EventTables } from './tables';

/** How far the relay is behind: the events written but not yet published, and the oldest one's age. */
export interface RelayFigures {
  unrelayed: number;
  /** Seconds since the oldest unpublished event was written; 0 when none waits. */
  lagSeconds: number;
  oldestUnrelayedAt: Date | null;
}

/** Read-only: one statement over the outbox's partial index of unpublished rows. */
export async function relayFigures(db: Executor, tables: EventTables): Promise<RelayFigures> {
  const { outbox } = tables;
  const [row] = await db
    .select({
      unrelayed: count(),
      oldest: min(outbox.occurredAt),
      lag: sql<number>`coalesce(extract(epoch from now() - min(${outbox.occurredAt})), 0)::float8`,
    })
    .from(outbox)
    .where(isNull(outbox.publishedAt));
  return { unrelayed: row?.unrelayed ?? 0, lagSeconds: Math.max(0, row?.lag ?? 0), oldestUnrelayedAt: row?.oldest ?? null };
}

/** The dead letters a consumer has not had resolved by a replay. */
export interface DeadLetterFigures {
  consumer: string;
  unresolved: number;
  oldestAt: Date | null;
}

/** Read-only: unresolved dead letters per consumer, by consumer name. */
export async function deadLetterFigures(db: Executor, tables: EventTables): Promise<DeadLetterFigures[]> {
  const { deadLetters } = tables;
  const rows = await db
    .select({ consumer: deadLetters.consumer, unresolved: count(), oldestAt: min(deadLetters.createdAt) })
    .from(deadLetters)
    .where(isNull(deadLetters.resolvedAt))
    .groupBy(deadLetters.consumer)
    .orderBy(deadLetters.consumer);
  return rows.map((row) => ({ consumer: row.consumer, unresolved: row.unresolved, oldestAt: row.oldestAt ?? null }));
}
