import { queryOptions } from '@tanstack/react-query';
import { listGroups } from '@cadence/contracts';
import { callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { GROUP_LIST_DEFAULTS, type GroupSearch } from './search';
export { GROUP_SORTS, type GroupSort, GROUP_LIST_DEFAULTS, validateGroupSearch, type GroupSearch } from './search';

/** Every query of groups starts with this key; writes invalidate it. */
export const GROUPS_KEY = ['groups'] as const;

export function groupsQuery(search: GroupSearch) {
  const query = listQueryOf(search, GROUP_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...GROUPS_KEY, 'list', query],
    queryFn: ({ signal }) => callPaged(listGroups, { query, signal }),
  });
}

/** Every group of the workspace, for the composer's picker. */
export function groupOptionsQuery() {
  return queryOptions({
    queryKey: [...GROUPS_KEY, 'options'],
    queryFn: async ({ signal }) => (await callPaged(listGroups, { query: { limit: 100, orderBy: 'name' }, signal })).data,
    staleTime: 60_000,
  });
}
