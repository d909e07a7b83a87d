import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { ThresholdMetric, ThresholdState } from '@cadence/contracts';
import { monitoringThresholds, monitoringWatchers } from './monitoring-thresholds.tables';

export type ThresholdRow = typeof monitoringThresholds.$inferSelect;

export function list(db: Executor): Promise<ThresholdRow[]> {
  return db.select().from(monitoringThresholds).orderBy(asc(monitoringThresholds.id));
}

/** Every threshold, locked for the round that checks them. */
export function listForCheck(db: Executor): Promise<ThresholdRow[]> {
  return db.select().from(monitoringThresholds).orderBy(asc(monitoringThresholds.id)).for('update');
}

/** The new threshold; undefined when one already watches this metric of this service. */
export async function insert(db: Executor, values: { metric: ThresholdMetric; service: string; limit: number; createdBy: number }): Promise<ThresholdRow | undefined> {
  const [row] = await db.insert(monitoringThresholds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateLimit(db: Executor, id: number, limit: number): Promise<ThresholdRow | undefined> {
  const [row] = await db.update(monitoringThresholds).set({ limit, updatedAt: sql`now()` }).where(eq(monitoringThresholds.id, id)).returning();
  return row;
}

export async function remove(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(monitoringThresholds).where(eq(monitoringThresholds.id, id)).returning({ id: monitoringThresholds.id });
  return rows.length > 0;
}

export async function recordCheck(db: Executor, id: number, values: { state: ThresholdState; value: number; crossed: boolean }): Promise<void> {
  await db
    .update(monitoringThresholds)
    .set({ state: values.state, value: values.value, checkedAt: sql`now()`, ...(values.crossed ? { crossedAt: sql`now()` } : {}) })
    .where(eq(monitoringThresholds.id, id));
}

/** Someone seen holding MonitoringServices (again): kept as one alerts go to. */
export async function touchWatcher(db: Executor, userId: number): Promise<void> {
  await db.insert(monitoringWatchers).values({ userId }).onConflictDoUpdate({ target: monitoringWatchers.userId, set: { lastSeenAt: sql`now()` } });
}

/** Someone seen without MonitoringServices: no longer told. */
export async function dropWatcher(db: Executor, userId: number): Promise<void> {
  await db.delete(monitoringWatchers).where(eq(monitoringWatchers.userId, userId));
}

export async function watcherIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ userId: monitoringWatchers.userId }).from(monitoringWatchers);
  return rows.map((row) => row.userId);
}
