import { sql } from 'drizzle-orm';
import type { Executor } from './connection';

/**
 * An expression for a `select` at the start of a transaction of a queue's loop (a claim, the
 * relay's batch): for the rest of that transaction PostgreSQL reads indexes with plain index
 * scans, not bitmap scans.
 *
 * A queue's rows leave its partial index as they are taken (`status = 'pending'`,
 * `published_at is null`), but their old entries stay in the index until a vacuum. A plain
 * index scan marks the entries of rows it finds dead, so the next one skips them; a bitmap scan
 * never does, and PostgreSQL picks one whenever its statistics predate a burst (a bulk schedule
 * a minute ago looks like a handful of rows). Under a burst each claim then walked every entry
 * left by the claims before it. Measured with auto_explain on the publishing benchmark: a claim
 * read 30,000 buffers to take 64 targets, and the relay walked 8,400 dead entries to find none.
 */
export const WITHOUT_BITMAP_SCANS = sql`set_config('enable_bitmapscan', 'off', true)`;

/** `WITHOUT_BITMAP_SCANS` as a statement of its own; send it with the transaction's first statement (not awaited apart). */
export function withoutBitmapScans(tx: Executor) {
  return tx.execute(sql`select ${WITHOUT_BITMAP_SCANS}`);
}
