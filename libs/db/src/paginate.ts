import { and, asc, desc, ilike, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
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
 * offset, with the total counted in the same statement.
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

  const base = db
    .select({ row: options.table as PgTable, total: sql<number>`count(*) over()`.mapWith(Number) } as never)
    .from(options.table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const limited = query.pagination ? base.limit(query.limit).offset(query.page * query.limit) : base;
  const found = (await limited) as unknown as { row: T['$inferSelect']; total: number }[];

  let total = found[0]?.total ?? 0;
  if (found.length === 0 && query.page > 0) {
    // Past the last page the window function sees no rows: count separately.
    const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(options.table as PgTable).where(where);
    total = counted?.total ?? 0;
  }
  return {
    rows: found.map((f) => f.row),
    total,
    page: query.page,
    pages: pageCount(total, query.limit, query.pagination),
    limit: query.pagination ? query.limit : total,
  };
}
