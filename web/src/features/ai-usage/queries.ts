import { queryOptions } from '@tanstack/react-query';
import { getAiUsage, listAiUsage } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { USAGE_LIST_DEFAULTS, type UsageSearch } from './search';
export { USAGE_SORTS, type UsageSort, USAGE_LIST_DEFAULTS, type UsageSearch, validateUsageSearch } from './search';

/** Every query of AI usage starts with this key; a generation invalidates it. */
export const AI_USAGE_KEY = ['ai', 'usage'] as const;

export function aiUsageQuery() {
  return queryOptions({ queryKey: [...AI_USAGE_KEY, 'mine'], queryFn: async ({ signal }) => (await call(getAiUsage, { signal })).data, staleTime: 30_000 });
}

export function workspacesUsageQuery(search: UsageSearch) {
  const query = { ...listQueryOf(search, USAGE_LIST_DEFAULTS), ...(search.month ? { month: search.month } : {}) };
  return queryOptions({
    queryKey: [...AI_USAGE_KEY, 'workspaces', query],
    queryFn: ({ signal }) => callPaged(listAiUsage, { query, signal }),
  });
}
