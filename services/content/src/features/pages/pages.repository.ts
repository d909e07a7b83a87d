import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { ContentLocale, PageListQuery, PageStatus } from '@cadence/contracts';
import { pages } from '../../db/schema';

export type PageRow = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;

/** The published versions of `slug` in the given languages. */
export function findPublished(db: Executor, slug: string, locales: ContentLocale[]): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, 'published'), inArray(pages.locale, locales)));
}

export async function findById(db: Executor, id: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

/** Inserts the page unless its slug exists in its language; undefined then. */
export async function insertPage(db: Executor, values: NewPage): Promise<PageRow | undefined> {
  const [row] = await db.insert(pages).values(values).onConflictDoNothing({ target: [pages.slug, pages.locale] }).returning();
  return row;
}

export async function updatePage(db: Executor, id: number, values: Partial<NewPage>): Promise<PageRow | undefined> {
  const [row] = await db
    .update(pages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pages.id, id))
    .returning();
  return row;
}

export async function setStatus(db: Executor, id: number, status: PageStatus): Promise<PageRow | undefined> {
  return updatePage(db, id, { status });
}

export async function deletePage(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  return rows.length > 0;
}

export function listPages(db: Executor, query: PageListQuery): Promise<PageResult<PageRow>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(pages.status, query.status));
  if (query.locale) conditions.push(eq(pages.locale, query.locale));
  return paginate(db, query, {
    table: pages,
    where: and(...conditions),
    orderColumns: { id: pages.id, title: pages.title, slug: pages.slug, createdAt: pages.createdAt },
    searchColumns: [pages.title, pages.slug],
  });
}
