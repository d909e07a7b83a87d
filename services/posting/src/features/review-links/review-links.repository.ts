import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { reviewLinkDecisions, reviewLinks } from './review-links.tables';

export type ReviewLinkRow = typeof reviewLinks.$inferSelect;
export type ReviewDecisionRow = typeof reviewLinkDecisions.$inferSelect;

export function insertLink(db: Executor, values: typeof reviewLinks.$inferInsert): Promise<ReviewLinkRow> {
  return db
    .insert(reviewLinks)
    .values(values)
    .returning()
    .then((rows) => rows[0] as ReviewLinkRow);
}

export function findByHash(db: Executor, tokenHash: string, options: { lock?: boolean } = {}): Promise<ReviewLinkRow | undefined> {
  const query = db.select().from(reviewLinks).where(eq(reviewLinks.tokenHash, tokenHash));
  return (options.lock ? query.for('update') : query).then((rows) => rows[0]);
}

export function decisionsOf(db: Executor, linkId: number): Promise<ReviewDecisionRow[]> {
  return db.select().from(reviewLinkDecisions).where(eq(reviewLinkDecisions.linkId, linkId));
}

export function insertDecision(db: Executor, values: typeof reviewLinkDecisions.$inferInsert): Promise<void> {
  return db
    .insert(reviewLinkDecisions)
    .values(values)
    .then(() => undefined);
}

export function markUsed(db: Executor, linkId: number): Promise<void> {
  return db
    .update(reviewLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(reviewLinks.id, linkId)))
    .then(() => undefined);
}
