import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IdParams, IsoDate, Strict } from '../schema';
import { ListQuery } from '../list-query';

export const GROUP_ERROR_CODES = {
  /** 404: no group with this id in the caller's workspace. */
  NOT_FOUND: 'POSTING_GROUP_NOT_FOUND',
  /** 409: the workspace already has a group with this name. */
  NAME_TAKEN: 'POSTING_GROUP_NAME_TAKEN',
  /** 400 (field accountIds): an account is not connected in this workspace. */
  UNKNOWN_ACCOUNT: 'COMMON_VALIDATION_FAILED',
} as const;

/** A named set of connected accounts of one workspace, to post to together. */
export const Group = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  accountIds: Type.Array(Id),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Group = Static<typeof Group>;

const GroupName = Type.String({ minLength: 1, maxLength: 120 });
const GroupDescription = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]);
const GroupAccounts = Type.Array(Id, { maxItems: 400, uniqueItems: true });

export const CreateGroupBody = Strict({
  name: GroupName,
  description: Type.Optional(GroupDescription),
  accountIds: GroupAccounts,
});
export type CreateGroupBody = Static<typeof CreateGroupBody>;

export const UpdateGroupBody = Strict({
  name: Type.Optional(GroupName),
  description: Type.Optional(GroupDescription),
  accountIds: Type.Optional(GroupAccounts),
});
export type UpdateGroupBody = Static<typeof UpdateGroupBody>;

export const GroupListQuery = ListQuery({ orderBy: ['id', 'name', 'createdAt'] });
export type GroupListQuery = Static<typeof GroupListQuery>;

export const listGroups = defineEndpoint({
  method: 'GET',
  path: '/api/groups',
  summary: "Account groups of the caller's workspace",
  tags: ['groups'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'GroupManager',
  query: GroupListQuery,
  response: Group,
  paged: true,
});

export const getGroup = defineEndpoint({
  method: 'GET',
  path: '/api/groups/:id',
  summary: 'One account group',
  tags: ['groups'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'GroupManager',
  params: IdParams,
  response: Group,
});

export const createGroup = defineEndpoint({
  method: 'POST',
  path: '/api/groups',
  summary: 'Create an account group',
  tags: ['groups'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'GroupManager',
  status: 201,
  body: CreateGroupBody,
  response: Group,
});

export const updateGroup = defineEndpoint({
  method: 'PATCH',
  path: '/api/groups/:id',
  summary: 'Rename an account group or change its accounts',
  tags: ['groups'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'GroupManager',
  params: IdParams,
  body: UpdateGroupBody,
  response: Group,
});

export const deleteGroup = defineEndpoint({
  method: 'DELETE',
  path: '/api/groups/:id',
  summary: 'Delete an account group (its accounts stay connected)',
  tags: ['groups'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'GroupManager',
  params: IdParams,
  response: Group,
});
