import { queryOptions } from '@tanstack/react-query';
import { listGroups } from '@cadence/contracts';
import { callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of groups starts with this key; writes invalidate it. */
export const GROUPS_KEY = ['groups'] as const;

export const GROUP_SORTS = ['id', 'name', 'createdAt'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
export const GROUP_LIST_DEFAULTS = { limit: 10, orderBy: 'name' } as const satisfies { limit: number; orderBy: GroupSort };
export const validateGroupSearch = listSearchValidator(GROUP_SORTS);
export type GroupSearch = ListSearch<GroupSort>;

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
