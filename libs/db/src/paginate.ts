import { and, asc, count, desc, ilike, or, type SQL, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pageCount, type ListQueryValues } from '@cadence/contracts';
import type { Executor } from './connection';

export interface PageResult<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface PaginateOptions<T extends PgTable> {
  table: T;
  /** The scope every row must match (the workspace, the owner...). */
  where?: SQL | undefined;
  /** Sortable columns by their API name; the query's orderBy was checked against the same list. */
  orderColumns: Record<string, AnyColumn>;
  /** Columns a `search` matches (case-insensitive substring). */
  searchColumns?: AnyColumn[];
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Runs a list query: scope, search, order (ties broken by the first order column), limit and
 * offset, and the total. The page and the count are two statements run side by side: a window
 * count in the page query would make PostgreSQL read every matching row before the limit.
 * Both are sent as prepared statements.
 */
export async function paginate<T extends PgTable>(db: Executor, query: ListQueryValues, options: PaginateOptions<T>): Promise<PageResult<T['$inferSelect']>> {
  const orderColumn = options.orderColumns[query.orderBy];
  if (!orderColumn) throw new Error(`orderBy ${query.orderBy} is not mapped to a column`);
  const search = query.search?.trim();
  const searchWhere =
    search && options.searchColumns?.length ? or(...options.searchColumns.map((column) => ilike(column, `%${escapeLike(search)}%`))) : undefined;
  const where = and(options.where, searchWhere);
  const direction = query.order === 'desc' ? desc : asc;
  const tieBreaker = Object.values(options.orderColumns)[0];
  const orderBy = tieBreaker && tieBreaker !== orderColumn ? [direction(orderColumn), direction(tieBreaker)] : [direction(orderColumn)];

  const table = options.table as PgTable;
  const page = db.select().from(table).where(where).orderBy(...orderBy).$dynamic();
  const limited = query.pagination ? page.limit(query.limit).offset(query.page * query.limit) : page;
  const counting = db.select({ total: count() }).from(table).where(where);
  const [rows, counted] = await Promise.all([limited.prepare('paginate_rows').execute(), counting.prepare('paginate_count').execute()]);
  const total = counted[0]?.total ?? 0;
  return {
    rows: rows as T['$inferSelect'][],
    total,
    page: query.page,
    pages: pageCount(total, query.limit, query.pagination),
    limit: query.pagination ? query.limit : total,
  };
}
