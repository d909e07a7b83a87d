import { queryOptions } from '@tanstack/react-query';
import { type UserListQuery, listPlanOptions, listUsers } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { USER_LIST_DEFAULTS, type UserSearch } from './search';
export { USER_SORTS, type UserSort, USER_LIST_DEFAULTS, validateUserSearch, type UserSearch } from './search';

/** The five user screens: one list with a fixed filter each (SPEC §2). */
export const USER_VIEWS = {
  all: {},
  active: { status: 'active' },
  banned: { status: 'banned' },
  'email-unverified': { email_verified: false },
  'mobile-verified': { mobile_verified: true },
} as const satisfies Record<string, Partial<Pick<UserListQuery, 'status' | 'email_verified' | 'mobile_verified'>>>;
export type UserView = keyof typeof USER_VIEWS;
export const USER_VIEW_PATHS = {
  all: '/user/all',
  active: '/user/active',
  banned: '/user/banned',
  'email-unverified': '/user/email-unverified',
  'mobile-verified': '/user/mobile-verified',
} as const satisfies Record<UserView, string>;

/** Every query of this feature starts with this key; writes invalidate it. */
export const USERS_KEY = ['users'] as const;

export function usersQuery(view: UserView, search: UserSearch) {
  const query = { ...listQueryOf(search, USER_LIST_DEFAULTS), ...USER_VIEWS[view] };
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', view, query],
    queryFn: ({ signal }) => callPaged(listUsers, { query, signal }),
  });
}

/** GET /api/users/plans-options: the plan names the form offers. */
export function planOptionsQuery() {
  return queryOptions({
    queryKey: [...USERS_KEY, 'plan-options'],
    queryFn: async ({ signal }) => (await call(listPlanOptions, { signal })).data,
    staleTime: 10 * 60_000,
  });
}
