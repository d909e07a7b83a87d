import { sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';

/** Creates the month's partition of the metric points holding `at` when it is missing. */
export async function ensurePartition(db: Executor, at: Date): Promise<void> {
  await db.execute(sql`select analytics.ensure_metric_partition(${at.toISOString()}::timestamptz)`);
}

/** The monthly partitions of the metric points, oldest first, with the month each starts. */
export async function listPartitions(db: Executor): Promise<{ name: string; month: string }[]> {
  const rows = await db.execute<{ name: string }>(sql`
    select child.relname as name
    from pg_inherits
    join pg_class parent on parent.oid = pg_inherits.inhparent
    join pg_class child on child.oid = pg_inherits.inhrelid
    join pg_namespace ns on ns.oid = parent.relnamespace
    where ns.nspname = 'analytics' and parent.relname = 'metric_points'
    order by child.relname`);
  return [...rows]
    .map((row) => ({ name: row.name, match: /^metric_points_(\d{4})_(\d{2})$/.exec(row.name) }))
    .filter((row) => row.match)
    .map((row) => ({ name: row.name, month: `${row.match![1]}-${row.match![2]}-01` }));
}

/**
 * Creates the partitions of the current month and `ahead` months after it, and drops those
 * wholly older than `retentionMonths` (counting the current month). Returns what it did.
 */
export async function maintainPartitions(db: Executor, options: { ahead: number; retentionMonths: number }, now: Date): Promise<{ created: string[]; dropped: string[] }> {
  const before = new Set((await listPartitions(db)).map((partition) => partition.name));
  for (let month = 0; month <= options.ahead; month += 1) {
    await ensurePartition(db, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 1)));
  }
  const after = await listPartitions(db);
  const created = after.map((partition) => partition.name).filter((name) => !before.has(name));
  const oldestKept = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - options.retentionMonths + 1, 1)).toISOString().slice(0, 10);
  const dropped: string[] = [];
  for (const partition of after) {
    if (partition.month >= oldestKept) continue;
    await db.execute(sql.raw(`drop table if exists analytics."${partition.name}"`));
    dropped.push(partition.name);
  }
  return { created, dropped };
}
