import { and, asc, count, desc, ilike, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
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

interface Statement {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

/** A list's page and count statements for one shape (scope, order, search or not, paged or not). */
interface CompiledList {
  rows: Statement;
  count: Statement;
  /** Placeholder names of the scope's values, in the order the scope renders them. */
  scopeNames: string[];
}

/** Renders a scope to find its shape; the statements are built with the same (default) dialect. */
const dialect = new PgDialect();
/** Shapes kept per executor and table; a list has a handful (order, direction, search, filters). */
const MAX_SHAPES_PER_TABLE = 256;
const compiledLists = new WeakMap<Executor, WeakMap<PgTable, Map<string, CompiledList>>>();
const PARAMETER = /\$(\d+)/g;

/**
 * The scope with each of its values replaced by a placeholder (`scope0`, `scope1`...), or
 * undefined when its text cannot be split on its parameters with certainty.
 */
function scopeTemplate(text: string, parameters: number): { template: SQL; names: string[] } | undefined {
  const chunks: SQL[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PARAMETER)) {
    const position = Number(match[1]);
    if (position !== names.length + 1) return undefined;
    const name = `scope${names.length}`;
    names.push(name);
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.placeholder(name)}`);
    last = match.index + match[0].length;
  }
  if (names.length !== parameters) return undefined;
  chunks.push(sql.raw(text.slice(last)));
  return { template: sql.join(chunks), names };
}

/**
 * Runs a list query: scope, search, order (ties broken by the first order column), limit and
 * offset, and the total. The page and the count are two statements run side by side: a window
 * count in the page query would make PostgreSQL read every matching row before the limit.
 *
 * Both statements are built once per shape of the list (the scope's SQL with its values taken
 * out, the order, whether there is a search, whether it is paged) and prepared; a request only
 * renders its scope to find the shape and binds its values.
 */
export async function paginate<T extends PgTable>(db: Executor, query: ListQueryValues, options: PaginateOptions<T>): Promise<PageResult<T['$inferSelect']>> {
  const orderColumn = options.orderColumns[query.orderBy];
  if (!orderColumn) throw new Error(`orderBy ${query.orderBy} is not mapped to a column`);
  const search = query.search?.trim();
  const searching = Boolean(search && options.searchColumns?.length);
  const scope = options.where ? dialect.sqlToQuery(options.where) : { sql: '', params: [] as unknown[] };
  const tieBreaker = Object.values(options.orderColumns)[0];
  const breaksTies = tieBreaker !== undefined && tieBreaker !== orderColumn;
  const key = `${query.order} ${orderColumn.name}${breaksTies ? ` ${tieBreaker.name}` : ''}|${query.pagination ? 'paged' : 'all'}|${
    searching ? (options.searchColumns ?? []).map((column) => column.name).join(',') : ''
  }|${scope.sql}`;

  let byTable = compiledLists.get(db);
  if (!byTable) compiledLists.set(db, (byTable = new WeakMap()));
  let shapes = byTable.get(options.table);
  if (!shapes) byTable.set(options.table, (shapes = new Map()));
  let compiled = shapes.get(key);
  if (!compiled) {
    const template = options.where ? scopeTemplate(scope.sql, scope.params.length) : { template: undefined, names: [] };
    if (!template) return runOnce(db, query, options, search, searching);
    const searchWhere = searching ? or(...(options.searchColumns ?? []).map((column) => ilike(column, sql.placeholder('search')))) : undefined;
    const where = and(template.template, searchWhere);
    const direction = query.order === 'desc' ? desc : asc;
    const orderBy = breaksTies ? [direction(orderColumn), direction(tieBreaker)] : [direction(orderColumn)];
    const table = options.table as PgTable;
    const page = db.select().from(table).where(where).orderBy(...orderBy).$dynamic();
    const limited = query.pagination ? page.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : page;
    compiled = {
      rows: limited.prepare('paginate_rows'),
      count: db.select({ total: count() }).from(table).where(where).prepare('paginate_count'),
      scopeNames: template.names,
    };
    if (shapes.size >= MAX_SHAPES_PER_TABLE) shapes.clear();
    shapes.set(key, compiled);
  }

  const values: Record<string, unknown> = { limit: query.limit, offset: query.page * query.limit };
  if (searching && search) values.search = `%${escapeLike(search)}%`;
  for (let index = 0; index < compiled.scopeNames.length; index += 1) values[compiled.scopeNames[index] as string] = scope.params[index];
  const [rows, counted] = await Promise.all([compiled.rows.execute(values), compiled.count.execute(values)]);
  return pageOf<T>(query, rows as T['$inferSelect'][], (counted as { total: number }[])[0]?.total ?? 0);
}

function pageOf<T extends PgTable>(query: ListQueryValues, rows: T['$inferSelect'][], total: number): PageResult<T['$inferSelect']> {
  return {
    rows,
    total,
    page: query.page,
    pages: pageCount(total, query.limit, query.pagination),
    limit: query.pagination ? query.limit : total,
  };
}

/** A scope whose values cannot be told apart from its text: built for this request only. */
async function runOnce<T extends PgTable>(
  db: Executor,
  query: ListQueryValues,
  options: PaginateOptions<T>,
  search: string | undefined,
  searching: boolean,
): Promise<PageResult<T['$inferSelect']>> {
  const orderColumn = options.orderColumns[query.orderBy] as AnyColumn;
  const searchWhere = searching && search ? or(...(options.searchColumns ?? []).map((column) => ilike(column, `%${escapeLike(search)}%`))) : undefined;
  const where = and(options.where, searchWhere);
  const direction = query.order === 'desc' ? desc : asc;
  const tieBreaker = Object.values(options.orderColumns)[0];
  const orderBy = tieBreaker && tieBreaker !== orderColumn ? [direction(orderColumn), direction(tieBreaker)] : [direction(orderColumn)];
  const table = options.table as PgTable;
  const page = db.select().from(table).where(where).orderBy(...orderBy).$dynamic();
  const limited = query.pagination ? page.limit(query.limit).offset(query.page * query.limit) : page;
  const counting = db.select({ total: count() }).from(table).where(where);
  const [rows, counted] = await Promise.all([limited.prepare('paginate_rows').execute(), counting.prepare('paginate_count').execute()]);
  return pageOf<T>(query, rows as T['$inferSelect'][], counted[0]?.total ?? 0);
}
