import { readFile } from 'node:fs/promises';
import type { Sql } from '@cadence/db';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/** CPU ticks (user + system) used so far by one process of this machine, from /proc; null where unreadable. */
async function ticksOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Microseconds of CPU (user + system) used so far by one process of this machine (a child's, a server's); null where unreadable. */
export async function processCpuUs(pid: number): Promise<number | null> {
  const ticks = await ticksOf(pid);
  return ticks === null ? null : (ticks * 1e6) / TICKS_PER_SECOND;
}

/**
 * CPU ticks (user + system) used so far by the PostgreSQL backends of this database but those of
 * `exceptApplication` (the watching connection), read from /proc (the database runs on this
 * machine); null where unreadable.
 */
export async function backendTicks(sql: Sql, exceptApplication: string): Promise<Map<number, number> | null> {
  const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and application_name <> ${exceptApplication}`;
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    const used = await ticksOf(pid);
    if (used !== null) ticks.set(pid, used);
  }
  return ticks.size > 0 ? ticks : null;
}

/** Microseconds of CPU used between two readings; a backend that started meanwhile counts from zero. */
export function backendCpuUsBetween(start: Map<number, number> | null, end: Map<number, number> | null): number | null {
  if (!start || !end) return null;
  let total = 0;
  for (const [pid, value] of end) total += value - (start.get(pid) ?? 0);
  return (total * 1e6) / TICKS_PER_SECOND;
}
