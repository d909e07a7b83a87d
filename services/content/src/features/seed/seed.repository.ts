import { inArray } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { faqEntries, pages, seedLog, testimonials } from '../../db/schema';

/** Records the keys not yet applied and returns them; keys applied before are left out. */
export async function claimKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .insert(seedLog)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing()
    .returning({ key: seedLog.key });
  return new Set(rows.map((row) => row.key));
}

export async function appliedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: seedLog.key }).from(seedLog).where(inArray(seedLog.key, keys));
  return new Set(rows.map((row) => row.key));
}

export async function insertPages(db: Executor, values: (typeof pages.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(pages).values(values).onConflictDoNothing({ target: [pages.slug, pages.locale] });
}

export async function insertFaqEntries(db: Executor, values: (typeof faqEntries.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(faqEntries).values(values);
}

export async function insertTestimonials(db: Executor, values: (typeof testimonials.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(testimonials).values(values);
}
