import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentLocale, PageComponents } from '@cadence/contracts';
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

/** Rewrites a seeded page that no editor changed (updated_at still equals created_at); it stays unedited. */
export async function reviseUneditedPage(
  db: Executor,
  page: { slug: string; locale: ContentLocale; title: string; metaTitle: string; metaDescription: string; components: PageComponents },
): Promise<boolean> {
  const rows = await db
    .update(pages)
    .set({ title: page.title, metaTitle: page.metaTitle, metaDescription: page.metaDescription, components: page.components, updatedAt: sql`${pages.createdAt}` })
    .where(and(eq(pages.slug, page.slug), eq(pages.locale, page.locale), eq(pages.updatedAt, pages.createdAt)))
    .returning({ id: pages.id });
  return rows.length > 0;
}

/** Replaces a FAQ entry's text only where the earlier seeded text is still there unchanged. */
export async function reviseFaqEntry(
  db: Executor,
  where: { locale: ContentLocale; position: number; question: string; answer: string },
  to: { question: string; answer: string },
): Promise<boolean> {
  const rows = await db
    .update(faqEntries)
    .set(to)
    .where(and(eq(faqEntries.locale, where.locale), eq(faqEntries.position, where.position), eq(faqEntries.question, where.question), eq(faqEntries.answer, where.answer)))
    .returning({ id: faqEntries.id });
  return rows.length > 0;
}

/** Replaces a testimonial's text only where the earlier seeded quote is still there unchanged. */
export async function reviseTestimonial(db: Executor, where: { locale: ContentLocale; position: number; author: string; text: string }, to: { author: string; role: string; text: string }): Promise<boolean> {
  const rows = await db
    .update(testimonials)
    .set(to)
    .where(and(eq(testimonials.locale, where.locale), eq(testimonials.position, where.position), eq(testimonials.author, where.author), eq(testimonials.text, where.text)))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}
