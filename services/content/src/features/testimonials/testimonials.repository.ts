import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { ContentLocale } from '@cadence/contracts';
import { testimonials } from '../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonial = typeof testimonials.$inferInsert;

export function listInLocales(db: Executor, locales: ContentLocale[]): Promise<TestimonialRow[]> {
  return db.select().from(testimonials).where(inArray(testimonials.locale, locales)).orderBy(asc(testimonials.position), asc(testimonials.id));
}

export async function insertTestimonials(db: Executor, values: NewTestimonial[]): Promise<TestimonialRow[]> {
  if (values.length === 0) return [];
  return db.insert(testimonials).values(values).returning();
}

export async function updateTestimonial(db: Executor, id: number, values: Partial<NewTestimonial>): Promise<TestimonialRow | undefined> {
  const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
  return row;
}

export async function deleteTestimonial(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  return rows.length > 0;
}
