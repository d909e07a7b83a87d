import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Email, Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { ListQuery } from '../list-query';
import { PERMISSIONS, PermissionSchema, type Permission } from '../permissions';
import { Password, PersonName } from './auth.contracts';

/** The menu group each permission belongs to (SPEC §2 sidebar), for the role form and the permission list. */
export const PERMISSION_GROUPS = {
  dashboard: 'Dashboard',
  ManageUsers: 'Users',
  ManageStaff: 'Staff',
  StaffList: 'Staff',
  roleAndPermission: 'Staff',
  ManageTeam: 'Team collaboration',
  Membership: 'Membership',
  Subscriptions: 'Membership',
  PricePlan: 'Membership',
  Coupons: 'Membership',
  Payments: 'Membership',
  PaymentsReport: 'Membership',
  PaymentList: 'Membership',
  ManagePlatform: 'Platforms',
  ManageMediaLibrary: 'Media library',
  Composer: 'Composer',
  AIComposer: 'AI composer',
  AIContentGenerator: 'AI composer',
  AIPromptTemplates: 'AI composer',
  TrendingHashing: 'AI composer',
  Posts: 'Posts',
  ViewPostsReports: 'Posts',
  CreatePosting: 'Posts',
  ScheduledPost: 'Posts',
  LiveStreaming: 'Live streaming',
  FacebookStreaming: 'Live streaming',
  InstagramStreaming: 'Live streaming',
  YoutubeStreaming: 'Live streaming',
  TiktokStreaming: 'Live streaming',
  PostingTools: 'Post setting tools',
  GroupManager: 'Post setting tools',
  WaterMark: 'Post setting tools',
  Caption: 'Post setting tools',
  Wordpress: 'WordPress',
  Analytics: 'Analytics',
  Reports: 'Reports',
  CreateReport: 'Reports',
  ReportHistory: 'Reports',
  HelpSupportDesk: 'Help & support',
  Setting: 'Settings',
  DashboardSetting: 'Settings',
  SystemSetting: 'Settings',
  WebsiteSetting: 'Settings',
  MonitoringServices: 'Monitoring',
  ApiServicesStatus: 'Monitoring',
  ClientStorage: 'Monitoring',
  State: 'Monitoring',
  PushNotification: 'Push notification',
  BecomeContentCreator: 'Other',
  HiraProfessional: 'Other',
} as const satisfies Record<Permission, string>;

export const PERMISSION_GROUP_NAMES = [...new Set(PERMISSIONS.map((name) => PERMISSION_GROUPS[name]))];

/** Stable codes of the staff, role and permission errors. */
export const STAFF_ERROR_CODES = {
  /** 404: no employee with this id. */
  EMPLOYEE_NOT_FOUND: 'STAFF_EMPLOYEE_NOT_FOUND',
  /** 404: no role with this id. */
  ROLE_NOT_FOUND: 'STAFF_ROLE_NOT_FOUND',
  /** 409: a role with this name exists (field error on name). */
  ROLE_NAME_TAKEN: 'STAFF_ROLE_NAME_TAKEN',
  /** 409: the Admin role keeps every permission and stays active. */
  ADMIN_ROLE_FIXED: 'STAFF_ADMIN_ROLE_FIXED',
  /** 409: the last active administrator cannot be disabled or lose the Admin role. */
  LAST_ADMIN: 'STAFF_LAST_ADMIN',
  /** 400: an employee's roles must be staff roles that exist (field error on roles). */
  INVALID_ROLES: 'STAFF_INVALID_ROLES',
} as const;

export const EMPLOYEE_STATUSES = ['active', 'disabled'] as const;
export const EmployeeStatus = StringEnum(EMPLOYEE_STATUSES);
export const ROLE_STATUSES = ['active', 'inactive'] as const;
export const RoleStatus = StringEnum(ROLE_STATUSES);

export const RoleRef = Type.Object({ id: Id, name: Type.String() });

export const Employee = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  status: EmployeeStatus,
  roles: Type.Array(RoleRef),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Employee = Static<typeof Employee>;

export const EmployeeListQuery = ListQuery({
  orderBy: ['id', 'name', 'email', 'createdAt'],
  filters: { status: Type.Optional(EmployeeStatus) },
});
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;

const EmployeeRoles = Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true, description: 'Staff role ids; never Client (3).' });

export const CreateEmployeeBody = Strict({
  name: PersonName,
  email: Email,
  password: Password,
  roles: EmployeeRoles,
  status: EmployeeStatus,
});
export type CreateEmployeeBody = Static<typeof CreateEmployeeBody>;

export const UpdateEmployeeBody = Strict({
  name: Type.Optional(PersonName),
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  roles: Type.Optional(EmployeeRoles),
  status: Type.Optional(EmployeeStatus),
});
export type UpdateEmployeeBody = Static<typeof UpdateEmployeeBody>;

export const Role = Type.Object({
  id: Id,
  name: Type.String(),
  status: RoleStatus,
  permissions: Type.Array(PermissionSchema),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Role = Static<typeof Role>;

export const RoleListQuery = ListQuery({
  orderBy: ['id', 'name', 'createdAt'],
  filters: {
    roleName: Type.Optional(Type.String({ maxLength: 120 })),
    status: Type.Optional(RoleStatus),
  },
});
export type RoleListQuery = Static<typeof RoleListQuery>;

const RolePermissions = Type.Array(PermissionSchema, { maxItems: PERMISSIONS.length, uniqueItems: true });

export const CreateRoleBody = Strict({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  status: RoleStatus,
  permissions: RolePermissions,
});
export type CreateRoleBody = Static<typeof CreateRoleBody>;

export const UpdateRoleBody = Strict({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  status: Type.Optional(RoleStatus),
  permissions: Type.Optional(RolePermissions),
});
export type UpdateRoleBody = Static<typeof UpdateRoleBody>;

export const PermissionItem = Type.Object({ name: PermissionSchema, group: Type.String() });
export type PermissionItem = Static<typeof PermissionItem>;

/** Permissions are keyed by name: `id` (the spec's default) and `name` both sort by it. */
export const PermissionListQuery = ListQuery({ orderBy: ['id', 'name'], defaultLimit: 10 });
export type PermissionListQuery = Static<typeof PermissionListQuery>;

export const listEmployees = defineEndpoint({
  method: 'GET',
  path: '/api/users/employees',
  summary: 'Staff accounts with their roles',
  tags: ['staff'],
  auth: 'user',
  roles: 'none',
  permission: 'StaffList',
  query: EmployeeListQuery,
  response: Employee,
  paged: true,
});

export const getEmployee = defineEndpoint({
  method: 'GET',
  path: '/api/users/employees/:id',
  summary: 'One staff account',
  tags: ['staff'],
  auth: 'user',
  roles: 'none',
  permission: 'StaffList',
  params: IdParams,
  response: Employee,
});

export const createEmployee = defineEndpoint({
  method: 'POST',
  path: '/api/users/employees',
  summary: 'Create a staff account (needs ManageStaff too)',
  tags: ['staff'],
  auth: 'user',
  roles: 'none',
  permission: 'StaffList',
  status: 201,
  body: CreateEmployeeBody,
  response: Employee,
});

export const updateEmployee = defineEndpoint({
  method: 'PATCH',
  path: '/api/users/employees/:id',
  summary: 'Edit a staff account (needs ManageStaff too; password optional)',
  tags: ['staff'],
  auth: 'user',
  roles: 'none',
  permission: 'StaffList',
  params: IdParams,
  body: UpdateEmployeeBody,
  response: Employee,
});

export const disableEmployee = defineEndpoint({
  method: 'POST',
  path: '/api/users/employees/:id/disable',
  summary: 'Disable a staff account (needs ManageStaff too; signs out its sessions)',
  tags: ['staff'],
  auth: 'user',
  roles: 'none',
  permission: 'StaffList',
  params: IdParams,
  response: Employee,
});

/** Staff writes need this permission on top of the endpoint's own. */
export const STAFF_WRITE_PERMISSION: Permission = 'ManageStaff';

export const listRoles = defineEndpoint({
  method: 'GET',
  path: '/api/users/roles',
  summary: 'Roles with their permissions (filters roleName, status)',
  tags: ['roles'],
  auth: 'user',
  roles: 'none',
  permission: 'roleAndPermission',
  query: RoleListQuery,
  response: Role,
  paged: true,
});

export const getRole = defineEndpoint({
  method: 'GET',
  path: '/api/users/roles/:id',
  summary: 'One role',
  tags: ['roles'],
  auth: 'user',
  roles: 'none',
  permission: 'roleAndPermission',
  params: IdParams,
  response: Role,
});

export const createRole = defineEndpoint({
  method: 'POST',
  path: '/api/users/roles',
  summary: 'Create a role (name unique)',
  tags: ['roles'],
  auth: 'user',
  roles: 'none',
  permission: 'roleAndPermission',
  status: 201,
  body: CreateRoleBody,
  response: Role,
});

export const updateRole = defineEndpoint({
  method: 'PATCH',
  path: '/api/users/roles/:id',
  summary: "Edit a role (Admin's permissions and status are fixed)",
  tags: ['roles'],
  auth: 'user',
  roles: 'none',
  permission: 'roleAndPermission',
  params: IdParams,
  body: UpdateRoleBody,
  response: Role,
});

export const listPermissions = defineEndpoint({
  method: 'GET',
  path: '/api/users/permission',
  summary: 'Every permission name with its menu group',
  tags: ['roles'],
  auth: 'user',
  roles: 'none',
  permission: 'roleAndPermission',
  query: PermissionListQuery,
  response: PermissionItem,
  paged: true,
});
