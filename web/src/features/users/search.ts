import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const USER_SORTS = ['id', 'name', 'email', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: UserSort };
export const validateUserSearch = listSearchValidator(USER_SORTS);
export type UserSearch = ListSearch<UserSort>;
