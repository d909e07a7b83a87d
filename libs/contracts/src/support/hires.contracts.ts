import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { ListQuery } from '../list-query';
import { IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { Currency } from './creators.contracts';

const tags = ['Creators'];

export const HIRE_ERROR_CODES = {
  /** 404: no such hire request on the caller's side. */
  NOT_FOUND: 'SUPPORT_HIRE_NOT_FOUND',
  /** 404: the creator is not an approved creator. */
  CREATOR_NOT_FOUND: 'SUPPORT_HIRE_CREATOR_NOT_FOUND',
  /** 409: the request is not in a state that allows this (accept a declined one, end a pending one...). */
  WRONG_STATE: 'SUPPORT_HIRE_WRONG_STATE',
  /** 409: a creator cannot hire themselves into their own workspace. */
  SELF_HIRE: 'SUPPORT_HIRE_SELF',
  /** 403: hiring is done from a workspace. */
  NO_WORKSPACE: 'SUPPORT_HIRE_NO_WORKSPACE',
  // Only the workspace's owner, admins and editors hire for it and list its hires (the routes'
  // `roles`): a contributor, such as a hired creator, or a viewer hears the kit's 403 for a role.
} as const;

export const HIRE_STATUSES = ['pending', 'accepted', 'declined', 'ended'] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

const DateOnly = Type.String({ format: 'date' });

export const HireRequestBody = Strict({
  creator_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  brief: Type.String({ minLength: 1, maxLength: 5_000 }),
  budget: Strict({ amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }), currency: Currency }),
  starts_on: DateOnly,
  ends_on: DateOnly,
});
export type HireRequestBody = Static<typeof HireRequestBody>;

export const Hire = Type.Object({
  id: Type.Integer(),
  workspace_id: Type.Integer(),
  client: Type.Object({ id: Type.Integer(), name: Type.String() }),
  creator: Type.Object({ id: Type.Integer(), user_id: Type.Integer(), display_name: Type.String() }),
  brief: Type.String(),
  budget: Type.Object({ amount: Type.Integer(), currency: Type.String() }),
  starts_on: Type.String(),
  ends_on: Type.String(),
  status: StringEnum(HIRE_STATUSES),
  created_at: IsoDate,
  accepted_at: Type.Union([IsoDate, Type.Null()]),
  ended_at: Type.Union([IsoDate, Type.Null()]),
});
export type Hire = Static<typeof Hire>;

export const HireListQuery = ListQuery({
  orderBy: ['id', 'created_at', 'starts_on'] as const,
  filters: { status: Type.Optional(StringEnum(HIRE_STATUSES)) },
});
export type HireListQuery = Static<typeof HireListQuery>;

export const requestHire = defineEndpoint({
  method: 'POST',
  path: '/api/support/hires',
  summary: "Ask an approved creator to work for the caller's workspace (brief, budget, dates)",
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission: 'HiraProfessional',
  body: HireRequestBody,
  response: Hire,
  status: 201,
});

export const listWorkspaceHires = defineEndpoint({
  method: 'GET',
  path: '/api/support/hires',
  summary: "The hire requests of the caller's workspace",
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission: 'HiraProfessional',
  query: HireListQuery,
  response: Hire,
  paged: true,
});

export const listHireInbox = defineEndpoint({
  method: 'GET',
  path: '/api/support/hires/inbox',
  summary: 'The hire requests sent to the caller as a creator',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'BecomeContentCreator',
  query: HireListQuery,
  response: Hire,
  paged: true,
});

export const acceptHire = defineEndpoint({
  method: 'POST',
  path: '/api/support/hires/:id/accept',
  summary: "The creator accepts a pending request: they join the client's workspace as a contributor",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'BecomeContentCreator',
  params: IdParams,
  response: Hire,
});

export const declineHire = defineEndpoint({
  method: 'POST',
  path: '/api/support/hires/:id/decline',
  summary: 'The creator declines a pending request',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'BecomeContentCreator',
  params: IdParams,
  response: Hire,
});

export const endHire = defineEndpoint({
  method: 'POST',
  path: '/api/support/hires/:id/end',
  summary: "Either side ends an accepted hire (the creator, or the client's workspace through its owner, an admin or an editor): the creator's access to the workspace is removed",
  tags,
  auth: 'user',
  // The creator's side is their own (like accepting); the workspace's side is its owner's, admins'
  // and editors', which the service checks (a viewer or contributor ends only a hire of their own).
  roles: 'none',
  params: IdParams,
  response: Hire,
});
