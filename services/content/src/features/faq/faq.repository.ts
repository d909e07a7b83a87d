import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { ContentLocale } from '@cadence/contracts';
import { faqEntries } from '../../db/schema';

export type FaqRow = typeof faqEntries.$inferSelect;
export type NewFaqEntry = typeof faqEntries.$inferInsert;

export function listInLocales(db: Executor, locales: ContentLocale[]): Promise<FaqRow[]> {
  return db.select().from(faqEntries).where(inArray(faqEntries.locale, locales)).orderBy(asc(faqEntries.position), asc(faqEntries.id));
}

export async function insertEntries(db: Executor, values: NewFaqEntry[]): Promise<FaqRow[]> {
  if (values.length === 0) return [];
  return db.insert(faqEntries).values(values).returning();
}

export async function updateEntry(db: Executor, id: number, values: Partial<NewFaqEntry>): Promise<FaqRow | undefined> {
  const [row] = await db.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning();
  return row;
}

export async function deleteEntry(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  return rows.length > 0;
}
