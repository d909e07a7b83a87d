import { queryOptions } from '@tanstack/react-query';
import { ROLE_IDS, getRole, listEmployees, listPermissions, listRoles, type RoleListQuery } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { EMPLOYEE_LIST_DEFAULTS, type EmployeeSearch, ROLE_LIST_DEFAULTS, type RoleSearch, PERMISSION_LIST_DEFAULTS, type PermissionSearch } from './search';
export { EMPLOYEE_SORTS, type EmployeeSort, EMPLOYEE_LIST_DEFAULTS, validateEmployeeSearch, type EmployeeSearch, ROLE_SORTS, type RoleSort, ROLE_LIST_DEFAULTS, type RoleSearch, validateRoleSearch, PERMISSION_SORTS, PERMISSION_LIST_DEFAULTS, validatePermissionSearch, type PermissionSearch } from './search';

/** Every query of this feature starts with this key; writes invalidate it. */
export const STAFF_KEY = ['staff'] as const;

export function employeesQuery(search: EmployeeSearch) {
  const query = listQueryOf(search, EMPLOYEE_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...STAFF_KEY, 'employees', query],
    queryFn: ({ signal }) => callPaged(listEmployees, { query, signal }),
  });
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

/** SPEC §9: the permission list shows 10 a page. */
export function permissionsQuery(search: PermissionSearch) {
  const query = listQueryOf(search, PERMISSION_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...STAFF_KEY, 'permissions', query],
    queryFn: ({ signal }) => callPaged(listPermissions, { query, signal }),
  });
}
