import type { ContentLocale, Testimonial, TestimonialBody, UpdateTestimonialBody } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { contentErrors } from '../../lib/errors';
import { localesToRead, preferLocale } from '../../lib/locales';
import * as repo from './testimonials.repository';

function toTestimonial(row: repo.TestimonialRow): Testimonial {
  return { id: row.id, locale: row.locale, author: row.author, role: row.role, text: row.text, position: row.position, createdAt: row.createdAt.toISOString() };
}

/** Blank optional text is stored as null (SPEC §5: only the author is required). */
function optional(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export async function list(db: Database, locale: ContentLocale): Promise<Testimonial[]> {
  const rows = await repo.listInLocales(db, localesToRead(locale));
  return preferLocale(rows, locale).map(toTestimonial);
}

export async function create(db: Database, body: TestimonialBody): Promise<Testimonial> {
  const [row] = await repo.insertTestimonials(db, [
    { locale: body.locale, author: body.author.trim(), role: optional(body.role) ?? null, text: optional(body.text) ?? null, position: body.position },
  ]);
  if (!row) throw new Error('insert returned no testimonial');
  return toTestimonial(row);
}

export async function update(db: Database, id: number, body: UpdateTestimonialBody): Promise<Testimonial> {
  const role = optional(body.role);
  const text = optional(body.text);
  const row = await repo.updateTestimonial(db, id, {
    ...(body.locale !== undefined && { locale: body.locale }),
    ...(body.author !== undefined && { author: body.author.trim() }),
    ...(role !== undefined && { role }),
    ...(text !== undefined && { text }),
    ...(body.position !== undefined && { position: body.position }),
  });
  if (!row) throw contentErrors.TESTIMONIAL_NOT_FOUND();
  return toTestimonial(row);
}

export async function remove(db: Database, id: number): Promise<{ id: number }> {
  if (!(await repo.deleteTestimonial(db, id))) throw contentErrors.TESTIMONIAL_NOT_FOUND();
  return { id };
}
