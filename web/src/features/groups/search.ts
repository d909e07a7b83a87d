import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const GROUP_SORTS = ['id', 'name', 'createdAt'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
export const GROUP_LIST_DEFAULTS = { limit: 10, orderBy: 'name' } as const satisfies { limit: number; orderBy: GroupSort };
export const validateGroupSearch = listSearchValidator(GROUP_SORTS);
export type GroupSearch = ListSearch<GroupSort>;
