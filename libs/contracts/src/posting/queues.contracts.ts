import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IdParams, IsoDate, Strict } from '../schema';
import { AccountTypeSchema, TargetStatusSchema } from './account-types';
import { CreatePostBody, Post } from './posts.contracts';

/** Stable codes of the queue errors. */
export const QUEUE_ERROR_CODES = {
  /** 404: no connected account with this id in the caller's workspace. */
  NOT_FOUND: 'POSTING_QUEUE_NOT_FOUND',
  /** 409: an account has no weekly slots yet, so nothing can be queued on it. */
  NO_SLOTS: 'POSTING_QUEUE_NO_SLOTS',
  /** 409: the order sent does not hold exactly the posts waiting in the queue now (reload and try again). */
  ORDER_STALE: 'POSTING_QUEUE_ORDER_STALE',
  /** 400: field errors (`timeZone`, `slots`, `accountIds`...). */
  VALIDATION_FAILED: 'COMMON_VALIDATION_FAILED',
} as const;

/** One weekly slot: ISO day of the week (1 Monday … 7 Sunday) and a wall-clock time in the queue's zone. */
export const QueueSlot = Strict({
  day: Type.Integer({ minimum: 1, maximum: 7 }),
  time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
});
export type QueueSlot = Static<typeof QueueSlot>;

/** A post waiting in an account's queue, at the slot it holds. */
export const QueueEntry = Type.Object({
  targetId: Id,
  postId: Id,
  /** What this account will publish (its own text or the post's). */
  text: Type.String(),
  mediaIds: Type.Array(Id),
  /** The slot the post holds on this account (UTC). */
  slotAt: IsoDate,
  status: TargetStatusSchema,
  /** The post waits for an approver before it goes out. */
  awaitingApproval: Type.Boolean(),
});
export type QueueEntry = Static<typeof QueueEntry>;

/** An account's queue: its weekly slots in its time zone, whether it is paused, and the posts waiting in it. */
export const Queue = Type.Object({
  accountId: Id,
  accountName: Type.String(),
  platform: AccountTypeSchema,
  /** IANA time zone the slots are read in. */
  timeZone: Type.String(),
  paused: Type.Boolean(),
  slots: Type.Array(QueueSlot),
  /** The next free slots (up to three), to show where a new post would go. */
  nextFree: Type.Array(IsoDate),
  entries: Type.Array(QueueEntry),
});
export type Queue = Static<typeof Queue>;

export const QueueList = Type.Object({ queues: Type.Array(Queue) });
export type QueueList = Static<typeof QueueList>;

const TimeZone = Type.String({ minLength: 1, maxLength: 64 });

export const UpdateQueueBody = Strict({
  timeZone: Type.Optional(TimeZone),
  slots: Type.Optional(Type.Array(QueueSlot, { maxItems: 168 })),
  /** A paused queue publishes nothing; posts can still be added to it. */
  paused: Type.Optional(Type.Boolean()),
});
export type UpdateQueueBody = Static<typeof UpdateQueueBody>;

/** The queue's posts (target ids) in their new order: they take the queue's slot times in that order. */
export const ReorderQueueBody = Strict({
  targetIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }),
});
export type ReorderQueueBody = Static<typeof ReorderQueueBody>;

/** A post for the queues of its accounts: each account gives it its own next free slot. */
export const QueuePostBody = Type.Omit(CreatePostBody, ['mode', 'scheduledAt'], { additionalProperties: false });
export type QueuePostBody = Static<typeof QueuePostBody>;

export const listQueues = defineEndpoint({
  method: 'GET',
  path: '/api/queues',
  summary: "Each connected account's queue",
  tags: ['queues'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'ScheduledPost',
  response: QueueList,
});

export const updateQueue = defineEndpoint({
  method: 'PATCH',
  path: '/api/queues/:id',
  summary: "Set an account's slots and time zone; pause or resume its queue",
  tags: ['queues'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ScheduledPost',
  params: IdParams,
  body: UpdateQueueBody,
  response: Queue,
});

export const reorderQueue = defineEndpoint({
  method: 'PUT',
  path: '/api/queues/:id/order',
  summary: 'Reorder a queue (its slot times stay)',
  tags: ['queues'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ScheduledPost',
  params: IdParams,
  body: ReorderQueueBody,
  response: Queue,
});

export const queuePost = defineEndpoint({
  method: 'POST',
  path: '/api/queues/posts',
  summary: "Add a post to its accounts' queues, each at its next free slot",
  tags: ['queues'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Composer',
  status: 201,
  body: QueuePostBody,
  response: Post,
});
