import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { ListQuery } from '../list-query';
import { StaffNotificationTypeSchema } from './notification-types';

/** Who a staff send reaches: one user, the users of a plan, or every active user. */
export const BROADCAST_AUDIENCES = ['user', 'plan', 'all'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

/** queued → running → completed; failed when it cannot go on (the error says why). */
export const BROADCAST_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export const BROADCAST_MESSAGE_MAX = 1000;

/** Stable codes of the broadcast errors. */
export const BROADCAST_ERROR_CODES = {
  /** 404: no broadcast with this id. */
  NOT_FOUND: 'NOTIFICATIONS_BROADCAST_NOT_FOUND',
  /** 404: the chosen user is not known to the notifications service. */
  RECIPIENT_NOT_FOUND: 'NOTIFICATIONS_RECIPIENT_NOT_FOUND',
} as const;

/** A staff send and its progress. Counters grow batch by batch while it runs. */
export const Broadcast = Type.Object({
  id: Id,
  audience: StringEnum(BROADCAST_AUDIENCES),
  userId: Type.Union([Id, Type.Null()]),
  plan: Type.Union([Type.String(), Type.Null()]),
  type: StaffNotificationTypeSchema,
  message: Type.String(),
  in_app: Type.Boolean(),
  email: Type.Boolean(),
  status: StringEnum(BROADCAST_STATUSES),
  /** Users the audience held when the send was created. */
  total: Type.Integer({ minimum: 0 }),
  /** Users handled so far. */
  processed: Type.Integer({ minimum: 0 }),
  delivered_in_app: Type.Integer({ minimum: 0 }),
  delivered_email: Type.Integer({ minimum: 0 }),
  /** Users whose preferences turned off every channel of this send. */
  skipped: Type.Integer({ minimum: 0 }),
  error: Type.Union([Type.String(), Type.Null()]),
  createdBy: Id,
  createdAt: IsoDate,
  startedAt: Type.Union([IsoDate, Type.Null()]),
  finishedAt: Type.Union([IsoDate, Type.Null()]),
});
export type Broadcast = Static<typeof Broadcast>;

export const CreateBroadcastBody = Strict({
  audience: StringEnum(BROADCAST_AUDIENCES),
  /** Required when audience is user. */
  userId: Type.Optional(Id),
  /** Required when audience is plan. */
  plan: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  type: StaffNotificationTypeSchema,
  message: Type.String({ minLength: 1, maxLength: BROADCAST_MESSAGE_MAX, pattern: '\\S' }),
  in_app: Type.Boolean(),
  email: Type.Boolean(),
});
export type CreateBroadcastBody = Static<typeof CreateBroadcastBody>;

export const BroadcastListQuery = ListQuery({ orderBy: ['id', 'createdAt'] });
export type BroadcastListQuery = Static<typeof BroadcastListQuery>;

/** A user a staff member may address, from the notifications service's copy of the users. */
export const Recipient = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  plans: Type.Array(Type.String()),
});
export type Recipient = Static<typeof Recipient>;

export const RecipientListQuery = ListQuery({ orderBy: ['id', 'name', 'email'] });
export type RecipientListQuery = Static<typeof RecipientListQuery>;

/** How many active users each audience reaches now. */
export const AudienceSummary = Type.Object({
  everyone: Type.Integer({ minimum: 0 }),
  plans: Type.Array(Type.Object({ name: Type.String(), users: Type.Integer({ minimum: 0 }) })),
});
export type AudienceSummary = Static<typeof AudienceSummary>;

export const createBroadcast = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/broadcasts',
  summary: 'Send a notification to one user (at once), the users of a plan or everyone (in the background)',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  permission: 'PushNotification',
  status: 201,
  body: CreateBroadcastBody,
  response: Broadcast,
});

export const listBroadcasts = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/broadcasts',
  summary: 'Staff sends, with their progress',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  permission: 'PushNotification',
  query: BroadcastListQuery,
  response: Broadcast,
  paged: true,
});

export const getBroadcast = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/broadcasts/:id',
  summary: 'One staff send and its progress',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  permission: 'PushNotification',
  params: IdParams,
  response: Broadcast,
});

export const listRecipients = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/recipients',
  summary: 'Active users a staff send can address, searchable by name or e-mail',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  permission: 'PushNotification',
  query: RecipientListQuery,
  response: Recipient,
  paged: true,
});

export const getAudienceSummary = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/audience',
  summary: 'How many active users everyone and each plan reach',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  permission: 'PushNotification',
  response: AudienceSummary,
});
