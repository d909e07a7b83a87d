/**
 * The state of a server-paginated list, kept in the URL (?page=1&limit=10&orderBy=name&order=desc
 * &search=ana) so reload, links and the back button show the same rows. Values equal to the
 * list's defaults are left out of the URL.
 */
export interface ListSearch<O extends string = string> {
  page?: number;
  limit?: number;
  orderBy?: O;
  order?: 'asc' | 'desc';
  search?: string;
}

/** The page sizes a user can pick (SPEC §9 starts at 5). */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/**
 * A route's `validateSearch` for a list sortable by `orderBy`: anything malformed is dropped
 * rather than refused, so a hand-edited URL still opens the list.
 */
export function listSearchValidator<const O extends readonly [string, ...string[]]>(orderBy: O) {
  return (raw: Record<string, unknown>): ListSearch<O[number]> => {
    const result: ListSearch<O[number]> = {};
    const page = integer(raw.page);
    if (page !== undefined && page > 0 && page <= 1_000_000) result.page = page;
    const limit = integer(raw.limit);
    if (limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit)) result.limit = limit;
    const column = orderBy.find((name) => name === raw.orderBy);
    if (column) result.orderBy = column;
    if (raw.order === 'asc' || raw.order === 'desc') result.order = raw.order;
    // The router parses ?search=2024 as a number.
    const search = typeof raw.search === 'number' ? String(raw.search) : raw.search;
    if (typeof search === 'string' && search.trim() !== '') result.search = search.slice(0, 200);
    return result;
  };
}

export interface ListDefaults<O extends string> {
  limit: number;
  orderBy: O;
}

/** The list query (SPEC §7) for the URL's state: defaults filled in, the search trimmed. */
export function listQueryOf<O extends string>(search: ListSearch<O>, defaults: ListDefaults<O>) {
  const text = search.search?.trim();
  return {
    page: search.page ?? 0,
    limit: search.limit ?? defaults.limit,
    orderBy: search.orderBy ?? defaults.orderBy,
    order: search.order ?? 'asc',
    ...(text ? { search: text } : {}),
  };
}

/**
 * The next URL state after a change. Sorting, searching or a new page size start again on the
 * first page; values equal to the defaults are dropped to keep the URL short.
 */
export function nextListSearch<O extends string>(current: ListSearch<O>, change: Partial<ListSearch<O>>, defaults: ListDefaults<O>): ListSearch<O> {
  const resetsPage = 'orderBy' in change || 'order' in change || 'search' in change || 'limit' in change;
  const merged: ListSearch<O> = { ...current, ...change, ...(resetsPage && !('page' in change) ? { page: 0 } : {}) };
  const result: ListSearch<O> = {};
  if (merged.page) result.page = merged.page;
  if (merged.limit !== undefined && merged.limit !== defaults.limit) result.limit = merged.limit;
  const orderBy = merged.orderBy ?? defaults.orderBy;
  const order = merged.order ?? 'asc';
  if (orderBy !== defaults.orderBy || order !== 'asc') {
    result.orderBy = orderBy;
    result.order = order;
  }
  const text = merged.search?.trim();
  if (text) result.search = merged.search;
  return result;
}

/** Sorting cycles ascending → descending → back to the list's default order. */
export function nextSort<O extends string>(current: ListSearch<O>, column: O, defaults: ListDefaults<O>): Pick<ListSearch<O>, 'orderBy' | 'order'> {
  const orderBy = current.orderBy ?? defaults.orderBy;
  const order = current.order ?? 'asc';
  if (orderBy !== column) return { orderBy: column, order: 'asc' };
  if (order === 'asc') return { orderBy: column, order: 'desc' };
  return { orderBy: defaults.orderBy, order: 'asc' };
}
