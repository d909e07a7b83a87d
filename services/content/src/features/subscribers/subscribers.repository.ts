import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { SubscriberExportQuery, SubscriberListQuery } from '@cadence/contracts';
import { subscribers } from '../../db/schema';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewSubscriber = typeof subscribers.$inferInsert;

/** Inserts a new address; undefined when it is already on the list. */
export async function insertIfNew(db: Executor, values: NewSubscriber): Promise<SubscriberRow | undefined> {
  const [row] = await db.insert(subscribers).values(values).onConflictDoNothing({ target: subscribers.email }).returning();
  return row;
}

/** Puts an unsubscribed address back on the list; undefined when it was subscribed already. */
export async function resubscribe(db: Executor, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ status: 'subscribed', updatedAt: new Date() })
    .where(and(eq(subscribers.email, email), eq(subscribers.status, 'unsubscribed')))
    .returning();
  return row;
}

export function listSubscribers(db: Executor, query: SubscriberListQuery): Promise<PageResult<SubscriberRow>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(subscribers.status, query.status));
  return paginate(db, query, {
    table: subscribers,
    where: and(...conditions),
    orderColumns: { id: subscribers.id, email: subscribers.email, createdAt: subscribers.createdAt },
    searchColumns: [subscribers.email],
  });
}

/** Every subscriber the filters match, oldest first, for the CSV export. */
export function listForExport(db: Executor, query: SubscriberExportQuery): Promise<SubscriberRow[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(subscribers.status, query.status));
  const search = query.search?.trim();
  if (search) conditions.push(ilike(subscribers.email, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db.select().from(subscribers).where(and(...conditions)).orderBy(asc(subscribers.createdAt), asc(subscribers.id));
}
