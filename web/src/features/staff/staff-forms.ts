import { CreateEmployeeBody, CreateRoleBody, UpdateEmployeeBody, UpdateRoleBody, type Employee, type Permission, type Role } from '@cadence/contracts';

/** SPEC §3 "Employee form": name, email, password, roles (multi), status. */
export interface EmployeeFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  password: string;
  roles: number[];
  status: 'active' | 'disabled';
}

export const EMPLOYEE_FORM_FIELDS = ['name', 'email', 'password', 'roles', 'status'] as const;
export const EMPTY_EMPLOYEE: EmployeeFormValues = { name: '', email: '', password: '', roles: [], status: 'active' };

export function employeeFormValues(employee: Employee): EmployeeFormValues {
  return { name: employee.name, email: employee.email, password: '', roles: employee.roles.map((role) => role.id), status: employee.status };
}

export function createEmployeeBody(values: EmployeeFormValues): CreateEmployeeBody {
  return { name: values.name.trim(), email: values.email.trim(), password: values.password, roles: values.roles, status: values.status };
}

/** Editing leaves the password out unless a new one is typed. */
export function updateEmployeeBody(values: EmployeeFormValues): UpdateEmployeeBody {
  const { password, ...rest } = createEmployeeBody(values);
  return password === '' ? rest : { ...rest, password };
}

export interface RoleFormValues extends Record<string, unknown> {
  name: string;
  status: 'active' | 'inactive';
  permissions: Permission[];
}

export const ROLE_FORM_FIELDS = ['name', 'status', 'permissions'] as const;
export const EMPTY_ROLE: RoleFormValues = { name: '', status: 'active', permissions: [] };

export function roleFormValues(role: Role): RoleFormValues {
  return { name: role.name, status: role.status, permissions: [...role.permissions] };
}

export function roleBody(values: RoleFormValues): CreateRoleBody {
  return { name: values.name.trim(), status: values.status, permissions: values.permissions };
}

export { CreateEmployeeBody, CreateRoleBody, UpdateEmployeeBody, UpdateRoleBody };
