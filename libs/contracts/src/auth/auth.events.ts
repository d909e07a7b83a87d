import Type from 'typebox';
import { defineEvent } from '../event';
import { StringEnum } from '../schema';
import { WORKSPACE_ROLES } from '../workspace-roles';

export const userRegistered = defineEvent({
  name: 'auth.user.registered',
  version: 1,
  payload: Type.Object({
    userId: Type.Integer(),
    workspaceId: Type.Union([Type.Integer(), Type.Null()]),
    email: Type.String(),
    name: Type.String(),
    locale: Type.String(),
  }),
  key: (payload) => String(payload.userId),
});

/**
 * A user's name, e-mail, status, plans, locale or staff access changed (profile, staff edit, ban,
 * roles given or taken, a role's permissions changed). `roleIds` and `permissions` are what the
 * user holds as the change leaves it (absent from events written before they were carried).
 */
export const userUpdated = defineEvent({
  name: 'auth.user.updated',
  version: 1,
  payload: Type.Object({
    userId: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    status: Type.String(),
    plans: Type.Array(Type.String()),
    locale: Type.String(),
    roleIds: Type.Optional(Type.Array(Type.Integer())),
    permissions: Type.Optional(Type.Array(Type.String())),
  }),
  key: (payload) => String(payload.userId),
});

export const invitationCreated = defineEvent({
  name: 'auth.invitation.created',
  version: 1,
  payload: Type.Object({
    invitationId: Type.Integer(),
    workspaceId: Type.Integer(),
    email: Type.String(),
    role: Type.String(),
    teamId: Type.Union([Type.Integer(), Type.Null()]),
    inviterId: Type.Integer(),
    inviterName: Type.String(),
    workspaceName: Type.String(),
  }),
  key: (payload) => String(payload.invitationId),
});

export const invitationAccepted = defineEvent({
  name: 'auth.invitation.accepted',
  version: 1,
  payload: Type.Object({
    invitationId: Type.Integer(),
    workspaceId: Type.Integer(),
    userId: Type.Integer(),
    inviterId: Type.Integer(),
    memberName: Type.String(),
  }),
  key: (payload) => String(payload.invitationId),
});

/** A member left a workspace (removed by its owner or an admin, or their hire ended). */
export const memberRemoved = defineEvent({
  name: 'auth.member.removed',
  version: 1,
  payload: Type.Object({
    workspaceId: Type.Integer(),
    userId: Type.Integer(),
    /** The role they held in it (absent from events written before it was added). */
    role: Type.Optional(StringEnum(WORKSPACE_ROLES)),
  }),
  key: (payload) => `${payload.workspaceId}:${payload.userId}`,
});

/**
 * Staff set a client's plans in the users admin: the plan the owned workspace is given, through
 * billing, as a staff grant until `endsAt` (null: without end). Billing makes it the workspace's
 * subscription (shown in Subscriptions) unless the workspace pays through a provider.
 */
export const planGranted = defineEvent({
  name: 'auth.plan.granted',
  version: 1,
  payload: Type.Object({
    workspaceId: Type.Integer(),
    userId: Type.Integer(),
    plan: Type.String(),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
  key: (payload) => String(payload.workspaceId),
});
