import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const EMPLOYEE_SORTS = ['id', 'name', 'email', 'createdAt'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
export const EMPLOYEE_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: EmployeeSort };
export const validateEmployeeSearch = listSearchValidator(EMPLOYEE_SORTS);
export type EmployeeSearch = ListSearch<EmployeeSort>;

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

export const PERMISSION_SORTS = ['name'] as const;
export const PERMISSION_LIST_DEFAULTS = { limit: 10, orderBy: 'name' } as const;
export const validatePermissionSearch = listSearchValidator(PERMISSION_SORTS);
export type PermissionSearch = ListSearch<'name'>;
