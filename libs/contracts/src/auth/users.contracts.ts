import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Email, Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { ListQuery } from '../list-query';
import { Password, PersonName } from './auth.contracts';

export const USER_STATUSES = ['active', 'banned', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const UserStatusSchema = StringEnum(USER_STATUSES);

/** A plan name of the plan catalogue (checked by the server against it). */
export const PlanName = Type.String({ minLength: 1, maxLength: 60 });

/** Stable codes of the users-admin errors. */
export const USERS_ERROR_CODES = {
  /** 404: no client account with this id. */
  NOT_FOUND: 'USERS_NOT_FOUND',
  /** 400: a plan name outside the plan catalogue (field error on plans). */
  UNKNOWN_PLAN: 'USERS_UNKNOWN_PLAN',
} as const;

/** A client account as staff see it (SPEC §3 "User (admin form)"). */
export const AdminUser = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  status: UserStatusSchema,
  email_verified: Type.Boolean(),
  mobile_verified: Type.Boolean(),
  plans: Type.Array(Type.String()),
  roleIds: Type.Array(Id),
  workspaceId: Type.Union([Id, Type.Null()]),
  /** The plan the user's workspace is on now, as billing last announced it: a plan key, or 'trial'; null without a workspace. */
  workspacePlan: Type.Union([Type.String(), Type.Null()]),
  /** When that trial ends (null when not on one). */
  trialEndsAt: Type.Union([IsoDate, Type.Null()]),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  lastLoginAt: Type.Union([IsoDate, Type.Null()]),
});
export type AdminUser = Static<typeof AdminUser>;

export const UserListQuery = ListQuery({
  orderBy: ['id', 'name', 'email', 'createdAt'],
  filters: {
    status: Type.Optional(UserStatusSchema),
    email_verified: Type.Optional(Type.Boolean()),
    mobile_verified: Type.Optional(Type.Boolean()),
    plan: Type.Optional(PlanName),
  },
});
export type UserListQuery = Static<typeof UserListQuery>;

/** When the plan staff grant ends (the workspace's subscription, granted through billing); null: without end. */
const PlanEndsAt = Type.Union([IsoDate, Type.Null()], { description: "When the granted plan ends (the owned workspace's subscription, granted through billing); null or absent: without end." });

export const CreateUserBody = Strict({
  name: PersonName,
  email: Email,
  password: Password,
  plans: Type.Array(PlanName, { minItems: 1, maxItems: 10, uniqueItems: true }),
  plan_ends_at: Type.Optional(PlanEndsAt),
  status: Type.Boolean({ description: 'true: active; false: banned.' }),
  email_verified: Type.Boolean(),
  mobile_verified: Type.Boolean(),
});
export type CreateUserBody = Static<typeof CreateUserBody>;

export const UpdateUserBody = Strict({
  name: Type.Optional(PersonName),
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  plans: Type.Optional(Type.Array(PlanName, { minItems: 1, maxItems: 10, uniqueItems: true })),
  plan_ends_at: Type.Optional(PlanEndsAt),
  status: Type.Optional(Type.Boolean({ description: 'true: active; false: banned.' })),
  email_verified: Type.Optional(Type.Boolean()),
  mobile_verified: Type.Optional(Type.Boolean()),
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const PlanNameOption = Type.Object({ name: Type.String() });
export type PlanNameOption = Static<typeof PlanNameOption>;

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/api/users',
  summary: 'Client accounts: search, sort, filters (status, email_verified, mobile_verified, plan)',
  tags: ['users'],
  auth: 'user',
  roles: 'none',
  permission: 'ManageUsers',
  query: UserListQuery,
  response: AdminUser,
  paged: true,
});

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id',
  summary: 'One client account',
  tags: ['users'],
  auth: 'user',
  roles: 'none',
  permission: 'ManageUsers',
  params: IdParams,
  response: AdminUser,
});

export const createUser = defineEndpoint({
  method: 'POST',
  path: '/api/users',
  summary: 'Create a client account with its workspace',
  tags: ['users'],
  auth: 'user',
  roles: 'none',
  permission: 'ManageUsers',
  status: 201,
  body: CreateUserBody,
  response: AdminUser,
});

export const updateUser = defineEndpoint({
  method: 'PATCH',
  path: '/api/users/:id',
  summary: 'Edit a client account (password optional)',
  tags: ['users'],
  auth: 'user',
  roles: 'none',
  permission: 'ManageUsers',
  params: IdParams,
  body: UpdateUserBody,
  response: AdminUser,
});

export const banUser = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/ban',
  summary: 'Ban a client account (signs out its sessions)',
  tags: ['users'],
  auth: 'user',
  roles: 'none',
  permission: 'ManageUsers',
  params: IdParams,
  response: AdminUser,
});

export const unbanUser = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/unban',
  summary: 'Lift a ban',
  tags: ['users'],
  auth: 'user',
  roles: 'none',
  permission: 'ManageUsers',
  params: IdParams,
  response: AdminUser,
});

export const listPlanOptions = defineEndpoint({
  method: 'GET',
  path: '/api/users/plans-options',
  summary: 'Plan names for the user form',
  tags: ['users'],
  auth: 'user',
  roles: 'none',
  permission: 'ManageUsers',
  response: Type.Array(PlanNameOption),
});
