import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const USAGE_SORTS = ['id', 'used', 'tokens_in', 'tokens_out'] as const;
export type UsageSort = (typeof USAGE_SORTS)[number];
export const USAGE_LIST_DEFAULTS = { limit: 10, orderBy: 'id' } as const satisfies { limit: number; orderBy: UsageSort };

/** The staff list's URL state plus the month (?month=YYYY-MM; this month when absent). */
export type UsageSearch = ListSearch<UsageSort> & { month?: string };

const validateList = listSearchValidator(USAGE_SORTS);
export function validateUsageSearch(raw: Record<string, unknown>): UsageSearch {
  const result: UsageSearch = validateList(raw);
  if (typeof raw.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw.month)) result.month = raw.month;
  return result;
}
