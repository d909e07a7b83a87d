import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Email, Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { ListQuery } from '../list-query';
import { AssignableWorkspaceRole, Password, PersonName, SessionResponse, WorkspaceRoleSchema } from './auth.contracts';

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/** Stable codes of the team, member and invitation errors. */
export const TEAM_ERROR_CODES = {
  /** 404: no team with this id in the caller's workspace. */
  NOT_FOUND: 'TEAM_NOT_FOUND',
  /** 403: only the workspace owner or an admin manages teams, members and invitations. */
  MANAGER_ONLY: 'TEAM_MANAGER_ONLY',
  /** 409: the team is at its max_members; raise max_members or remove a member. */
  MEMBER_LIMIT: 'TEAM_MEMBER_LIMIT',
  /** 404: no member with this user id in the caller's workspace. */
  MEMBER_NOT_FOUND: 'TEAM_MEMBER_NOT_FOUND',
  /** 409: the owner cannot be demoted or removed. */
  OWNER_PROTECTED: 'TEAM_OWNER_PROTECTED',
  /** 409: the plan does not include team collaboration (from Traction). */
  PLAN_FEATURE: 'TEAM_PLAN_FEATURE',
} as const;

/** 409: members + pending invitations would exceed the plan's user limit; upgrade the plan or free a seat. */
export const WORKSPACE_USER_LIMIT = 'WORKSPACE_USER_LIMIT';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_ERROR_CODES = {
  /** 404: no invitation with this id in the caller's workspace, or no invitation for this token. */
  NOT_FOUND: 'INVITATION_NOT_FOUND',
  /** 410: the invitation has expired; ask for a new one. */
  EXPIRED: 'INVITATION_EXPIRED',
  /** 410: the invitation was revoked. */
  REVOKED: 'INVITATION_REVOKED',
  /** 409: the invitation was already accepted. */
  USED: 'INVITATION_USED',
  /** 409: the address already belongs to a member of this workspace. */
  ALREADY_MEMBER: 'INVITATION_ALREADY_MEMBER',
  /** 409: a pending invitation for this address exists; resend it instead. */
  ALREADY_INVITED: 'INVITATION_ALREADY_INVITED',
  /** 401: an account with this e-mail exists: sign in as it, then accept. */
  SIGN_IN_REQUIRED: 'INVITATION_SIGN_IN_REQUIRED',
  /** 403: signed in as another e-mail than the invited one. */
  WRONG_ACCOUNT: 'INVITATION_WRONG_ACCOUNT',
  /** 400: a new account needs name and password (field errors). */
  ACCOUNT_DETAILS_REQUIRED: 'INVITATION_ACCOUNT_DETAILS_REQUIRED',
  /** 409: the invitation's status does not allow this (resending an accepted one...). */
  NOT_PENDING: 'INVITATION_NOT_PENDING',
  /** 403: only the person who sent an invitation may copy its link. */
  NOT_INVITER: 'INVITATION_NOT_INVITER',
} as const;

/** The workspace a team or member belongs to, named in the staff view across every workspace. */
export const WorkspaceRef = Type.Object({ id: Id, name: Type.String() });
export type WorkspaceRef = Static<typeof WorkspaceRef>;

/**
 * `workspaceId` narrows the staff view (an account without a workspace that holds ManageTeam
 * sees every workspace's teams and members); a workspace member may only name their own.
 */
const WorkspaceFilter = { workspaceId: Type.Optional(Id) };

export const Team = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  max_members: Type.Integer({ minimum: 1, maximum: 1000 }),
  is_active: Type.Boolean(),
  member_count: Type.Integer({ minimum: 0 }),
  /** Present in the staff view across workspaces. */
  workspace: Type.Optional(WorkspaceRef),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Team = Static<typeof Team>;

/** SPEC §9: the team list shows 10 by default. */
export const TeamListQuery = ListQuery({
  orderBy: ['id', 'name', 'createdAt'],
  defaultLimit: 10,
  filters: { is_active: Type.Optional(Type.Boolean()), ...WorkspaceFilter },
});
export type TeamListQuery = Static<typeof TeamListQuery>;

const TeamName = Type.String({ minLength: 1, maxLength: 120 });
const TeamDescription = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]);
const MaxMembers = Type.Integer({ minimum: 1, maximum: 1000 });

export const CreateTeamBody = Strict({
  name: TeamName,
  description: Type.Optional(TeamDescription),
  max_members: MaxMembers,
  is_active: Type.Boolean(),
});
export type CreateTeamBody = Static<typeof CreateTeamBody>;

export const UpdateTeamBody = Strict({
  name: Type.Optional(TeamName),
  description: Type.Optional(TeamDescription),
  max_members: Type.Optional(MaxMembers),
  is_active: Type.Optional(Type.Boolean()),
});
export type UpdateTeamBody = Static<typeof UpdateTeamBody>;

export const TeamRef = Type.Object({ id: Id, name: Type.String() });

export const Member = Type.Object({
  userId: Id,
  name: Type.String(),
  email: Type.String(),
  role: WorkspaceRoleSchema,
  teams: Type.Array(TeamRef),
  /** Present in the staff view across workspaces. */
  workspace: Type.Optional(WorkspaceRef),
  joinedAt: IsoDate,
});
export type Member = Static<typeof Member>;

export const MemberListQuery = ListQuery({
  orderBy: ['id', 'name', 'email', 'createdAt'],
  filters: { teamId: Type.Optional(Id), ...WorkspaceFilter },
});
export type MemberListQuery = Static<typeof MemberListQuery>;

export const UserIdParams = Strict({ userId: Id });

export const UpdateMemberBody = Strict({
  role: Type.Optional(AssignableWorkspaceRole),
  teamIds: Type.Optional(Type.Array(Id, { maxItems: 100, uniqueItems: true })),
});
export type UpdateMemberBody = Static<typeof UpdateMemberBody>;

export const Invitation = Type.Object({
  id: Id,
  email: Type.String(),
  role: AssignableWorkspaceRole,
  teamId: Type.Union([Id, Type.Null()]),
  teamName: Type.Union([Type.String(), Type.Null()]),
  status: StringEnum(INVITATION_STATUSES),
  invitedBy: Type.Object({ id: Id, name: Type.String() }),
  expiresAt: IsoDate,
  createdAt: IsoDate,
});
export type Invitation = Static<typeof Invitation>;

export const InvitationListQuery = ListQuery({
  orderBy: ['id', 'email', 'createdAt', 'expiresAt'],
  filters: { status: Type.Optional(StringEnum(INVITATION_STATUSES)) },
});
export type InvitationListQuery = Static<typeof InvitationListQuery>;

export const CreateInvitationBody = Strict({
  email: Email,
  role: AssignableWorkspaceRole,
  teamId: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type CreateInvitationBody = Static<typeof CreateInvitationBody>;

const InvitationToken = Type.String({ minLength: 20, maxLength: 200 });

export const InvitationPreviewQuery = Strict({ token: InvitationToken });

export const InvitationPreview = Type.Object({
  email: Type.String(),
  workspaceName: Type.String(),
  inviterName: Type.String(),
  role: AssignableWorkspaceRole,
  teamName: Type.Union([Type.String(), Type.Null()]),
  accountExists: Type.Boolean(),
});
export type InvitationPreview = Static<typeof InvitationPreview>;

/** An existing account sends its bearer token; a new one sends name and password. */
export const AcceptInvitationBody = Strict({
  token: InvitationToken,
  name: Type.Optional(PersonName),
  password: Type.Optional(Password),
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

export const listTeams = defineEndpoint({
  method: 'GET',
  path: '/api/team',
  summary: "Teams of the caller's workspace; staff holding ManageTeam see every workspace's (filter workspaceId)",
  tags: ['team'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'ManageTeam',
  query: TeamListQuery,
  response: Team,
  paged: true,
});

export const createTeam = defineEndpoint({
  method: 'POST',
  path: '/api/team',
  summary: 'Create a team (owner or admin)',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  status: 201,
  body: CreateTeamBody,
  response: Team,
});

export const getTeam = defineEndpoint({
  method: 'GET',
  path: '/api/team/:id',
  summary: 'One team',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'ManageTeam',
  params: IdParams,
  response: Team,
});

export const updateTeam = defineEndpoint({
  method: 'PATCH',
  path: '/api/team/:id',
  summary: 'Edit a team (owner or admin)',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  params: IdParams,
  body: UpdateTeamBody,
  response: Team,
});

export const deleteTeam = defineEndpoint({
  method: 'DELETE',
  path: '/api/team/:id',
  summary: 'Delete a team (owner or admin); its members stay in the workspace',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  params: IdParams,
  response: Team,
});

export const listMembers = defineEndpoint({
  method: 'GET',
  path: '/api/team/members/info',
  summary: "Members of the caller's workspace with their role and teams (filter teamId); staff holding ManageTeam see every workspace's (filter workspaceId)",
  tags: ['team'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'ManageTeam',
  query: MemberListQuery,
  response: Member,
  paged: true,
});

export const updateMember = defineEndpoint({
  method: 'PATCH',
  path: '/api/team/members/:userId',
  summary: "Change a member's role or teams (owner or admin; the owner is protected)",
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  params: UserIdParams,
  body: UpdateMemberBody,
  response: Member,
});

export const removeMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/team/members/:userId',
  summary: 'Remove a member from the workspace (owner or admin; the owner is protected)',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  params: UserIdParams,
  response: Member,
});

export const listInvitations = defineEndpoint({
  method: 'GET',
  path: '/api/team/invitations',
  summary: "Invitations of the caller's workspace (filter status)",
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  query: InvitationListQuery,
  response: Invitation,
  paged: true,
});

export const createInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/team/invitations',
  summary: 'Invite someone by e-mail (owner or admin; valid 7 days; counts against the plan user limit)',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  status: 201,
  body: CreateInvitationBody,
  response: Invitation,
});

export const getInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/team/invitations/:id',
  summary: 'One invitation',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  params: IdParams,
  response: Invitation,
});

export const resendInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/team/invitations/:id/resend',
  summary: 'Mail a pending invitation again with a fresh link and 7 more days (owner or admin)',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  params: IdParams,
  response: Invitation,
});

/**
 * The acceptance link of a pending invitation, for the inviting side to pass on by other means
 * than the mail. The token is kept sealed (SecretBox) with the invitation, so the link is the
 * one that was mailed; an invitation made before links were kept gets a fresh link (`renewed`),
 * and the mailed one stops working.
 */
export const InvitationLink = Type.Object({
  url: Type.String(),
  expiresAt: IsoDate,
  /** A fresh link was made: the one mailed earlier no longer works. */
  renewed: Type.Boolean(),
});
export type InvitationLink = Static<typeof InvitationLink>;

export const copyInvitationLink = defineEndpoint({
  method: 'POST',
  path: '/api/team/invitations/:id/link',
  summary: "A pending invitation's acceptance link, to copy (only the owner or admin who sent it)",
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  params: IdParams,
  response: InvitationLink,
});

export const revokeInvitation = defineEndpoint({
  method: 'DELETE',
  path: '/api/team/invitations/:id',
  summary: 'Revoke a pending invitation (owner or admin)',
  tags: ['team'],
  auth: 'user',
  roles: ROLES.admins,
  permission: 'ManageTeam',
  params: IdParams,
  response: Invitation,
});

export const previewInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/team/invitations/preview',
  summary: 'What an invitation link offers, for the accept page',
  tags: ['team'],
  auth: 'public',
  query: InvitationPreviewQuery,
  response: InvitationPreview,
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/team/invitations/accept',
  summary: 'Accept an invitation: signed in as the invited e-mail, or creating the account with name and password',
  tags: ['team'],
  auth: 'public',
  body: AcceptInvitationBody,
  response: SessionResponse,
});
