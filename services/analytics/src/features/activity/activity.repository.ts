import { sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { posts, targetActivity } from '../../db/schema';

export type ActivityRow = typeof targetActivity.$inferInsert;

/** Records where a post went and how it ended; a later outcome of the same target replaces an earlier one. */
export async function recordTarget(db: Executor, row: ActivityRow): Promise<void> {
  await db
    .insert(targetActivity)
    .values(row)
    .onConflictDoUpdate({
      target: targetActivity.targetId,
      set: { outcome: row.outcome, at: row.at, url: row.url ?? null, message: row.message ?? null },
      setWhere: sql`${targetActivity.at} <= excluded.at`,
    });
}

/** Records a published post (its excerpt for the top posts); repeats change nothing. */
export async function recordPost(db: Executor, row: typeof posts.$inferInsert): Promise<void> {
  await db.insert(posts).values(row).onConflictDoNothing();
}
