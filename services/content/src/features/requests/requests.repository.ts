import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { RequestListQuery, RequestStatus } from '@cadence/contracts';
import { inquiries, quotes } from './requests.tables';

export type InquiryRow = typeof inquiries.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
type NewInquiry = typeof inquiries.$inferInsert;
type NewQuote = typeof quotes.$inferInsert;
type RequestTable = typeof inquiries | typeof quotes;

/** A window in which the same message from the same address is kept once (a double submit, a retry). */
const REPEAT_WINDOW = sql`now() - interval '10 minutes'`;

async function sentRecently(db: Executor, table: RequestTable, email: string, message: string): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.email, email), eq(table.message, message), gt(table.createdAt, REPEAT_WINDOW)))
    .limit(1);
  return row !== undefined;
}

/** Keeps the inquiry unless the same one came from the same address just before; undefined then. */
export async function insertInquiry(db: Executor, values: NewInquiry): Promise<InquiryRow | undefined> {
  if (await sentRecently(db, inquiries, values.email, values.message)) return undefined;
  const [row] = await db.insert(inquiries).values(values).returning();
  return row;
}

export async function insertQuote(db: Executor, values: NewQuote): Promise<QuoteRow | undefined> {
  if (await sentRecently(db, quotes, values.email, values.message)) return undefined;
  const [row] = await db.insert(quotes).values(values).returning();
  return row;
}

function listOf<T extends RequestTable>(db: Executor, table: T, query: RequestListQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(table.status, query.status));
  return paginate(db, query, {
    table,
    where: and(...conditions),
    orderColumns: { id: table.id, name: table.name, email: table.email, createdAt: table.createdAt },
    searchColumns: [table.name, table.email, table.company, table.message],
  });
}

export function listInquiries(db: Executor, query: RequestListQuery): Promise<PageResult<InquiryRow>> {
  return listOf(db, inquiries, query) as Promise<PageResult<InquiryRow>>;
}

export function listQuotes(db: Executor, query: RequestListQuery): Promise<PageResult<QuoteRow>> {
  return listOf(db, quotes, query) as Promise<PageResult<QuoteRow>>;
}

export async function setInquiryStatus(db: Executor, id: number, status: RequestStatus): Promise<InquiryRow | undefined> {
  const [row] = await db.update(inquiries).set({ status, updatedAt: new Date() }).where(eq(inquiries.id, id)).returning();
  return row;
}

export async function setQuoteStatus(db: Executor, id: number, status: RequestStatus): Promise<QuoteRow | undefined> {
  const [row] = await db.update(quotes).set({ status, updatedAt: new Date() }).where(eq(quotes.id, id)).returning();
  return row;
}
