import { queryOptions } from '@tanstack/react-query';
import { ROLE_IDS, getRole, listEmployees, listPermissions, listRoles, type RoleListQuery } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of this feature starts with this key; writes invalidate it. */
export const STAFF_KEY = ['staff'] as const;

export const EMPLOYEE_SORTS = ['id', 'name', 'email', 'createdAt'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
export const EMPLOYEE_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: EmployeeSort };
export const validateEmployeeSearch = listSearchValidator(EMPLOYEE_SORTS);
export type EmployeeSearch = ListSearch<EmployeeSort>;

export function employeesQuery(search: EmployeeSearch) {
  const query = listQueryOf(search, EMPLOYEE_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...STAFF_KEY, 'employees', query],
    queryFn: ({ signal }) => callPaged(listEmployees, { query, signal }),
  });
}

export const ROLE_SORTS = ['id', 'name', 'createdAt'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];
export const ROLE_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: RoleSort };
export type RoleSearch = ListSearch<RoleSort> & { status?: 'active' | 'inactive' };
const validateRoleList = listSearchValidator(ROLE_SORTS);
export function validateRoleSearch(raw: Record<string, unknown>): RoleSearch {
  const search: RoleSearch = validateRoleList(raw);
  if (raw.status === 'active' || raw.status === 'inactive') search.status = raw.status;
  return search;
}

/** SPEC §7: the role list is searched by roleName; the search box fills it. */
export function rolesQuery(search: RoleSearch) {
  const { search: text, ...list } = listQueryOf(search, ROLE_LIST_DEFAULTS);
  const query: Partial<RoleListQuery> = { ...list, ...(text ? { roleName: text } : {}), ...(search.status ? { status: search.status } : {}) };
  return queryOptions({
    queryKey: [...STAFF_KEY, 'roles', query],
    queryFn: ({ signal }) => callPaged(listRoles, { query, signal }),
  });
}

export function roleQuery(id: number) {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'role', id],
    queryFn: async ({ signal }) => (await call(getRole, { params: { id }, signal })).data,
  });
}

/** The roles an employee can hold: every staff role (never Client), by name. */
export function staffRoleOptionsQuery() {
  return queryOptions({
    queryKey: [...STAFF_KEY, 'role-options'],
    queryFn: async ({ signal }) => {
      const page = await callPaged(listRoles, { query: { limit: 100, orderBy: 'name' }, signal });
      return page.data.filter((role) => role.id !== ROLE_IDS.CLIENT);
    },
    staleTime: 60_000,
  });
}

export const PERMISSION_SORTS = ['name'] as const;
export const PERMISSION_LIST_DEFAULTS = { limit: 10, orderBy: 'name' } as const;
export const validatePermissionSearch = listSearchValidator(PERMISSION_SORTS);
export type PermissionSearch = ListSearch<'name'>;

/** SPEC §9: the permission list shows 10 a page. */
export function permissionsQuery(search: PermissionSearch) {
  const query = listQueryOf(search, PERMISSION_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...STAFF_KEY, 'permissions', query],
    queryFn: ({ signal }) => callPaged(listPermissions, { query, signal }),
  });
}
