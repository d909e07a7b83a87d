import type { ContentLocale, FaqEntry, FaqEntryBody, UpdateFaqEntryBody } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { contentErrors } from '../../lib/errors';
import { localesToRead, preferLocale } from '../../lib/locales';
import * as repo from './faq.repository';

function toFaqEntry(row: repo.FaqRow): FaqEntry {
  return { id: row.id, locale: row.locale, position: row.position, question: row.question, answer: row.answer };
}

/** The FAQ of `locale` in order; the English one when that language has no entries. */
export async function list(db: Database, locale: ContentLocale): Promise<FaqEntry[]> {
  const rows = await repo.listInLocales(db, localesToRead(locale));
  return preferLocale(rows, locale).map(toFaqEntry);
}

export async function create(db: Database, body: FaqEntryBody): Promise<FaqEntry> {
  const [row] = await repo.insertEntries(db, [{ locale: body.locale, position: body.position, question: body.question.trim(), answer: body.answer.trim() }]);
  if (!row) throw new Error('insert returned no FAQ entry');
  return toFaqEntry(row);
}

export async function update(db: Database, id: number, body: UpdateFaqEntryBody): Promise<FaqEntry> {
  const row = await repo.updateEntry(db, id, {
    ...(body.locale !== undefined && { locale: body.locale }),
    ...(body.position !== undefined && { position: body.position }),
    ...(body.question !== undefined && { question: body.question.trim() }),
    ...(body.answer !== undefined && { answer: body.answer.trim() }),
  });
  if (!row) throw contentErrors.FAQ_ENTRY_NOT_FOUND();
  return toFaqEntry(row);
}

export async function remove(db: Database, id: number): Promise<{ id: number }> {
  if (!(await repo.deleteEntry(db, id))) throw contentErrors.FAQ_ENTRY_NOT_FOUND();
  return { id };
}
