import { queryOptions } from '@tanstack/react-query';
import { getAiUsage, listAiUsage } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of AI usage starts with this key; a generation invalidates it. */
export const AI_USAGE_KEY = ['ai', 'usage'] as const;

export function aiUsageQuery() {
  return queryOptions({ queryKey: [...AI_USAGE_KEY, 'mine'], queryFn: async ({ signal }) => (await call(getAiUsage, { signal })).data, staleTime: 30_000 });
}

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

export function workspacesUsageQuery(search: UsageSearch) {
  const query = { ...listQueryOf(search, USAGE_LIST_DEFAULTS), ...(search.month ? { month: search.month } : {}) };
  return queryOptions({
    queryKey: [...AI_USAGE_KEY, 'workspaces', query],
    queryFn: ({ signal }) => callPaged(listAiUsage, { query, signal }),
  });
}
