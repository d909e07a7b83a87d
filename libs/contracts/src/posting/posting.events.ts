import Type from 'typebox';
import { defineEvent } from '../event';
import { AccountTypeSchema, PostStatusSchema } from './account-types';

const UserIds = Type.Array(Type.Integer(), { description: 'Users to tell' });

/** What every post event carries: enough for a message without reading the posting service. */
const PostFacts = {
  postId: Type.Integer(),
  workspaceId: Type.Integer(),
  authorId: Type.Integer(),
  status: PostStatusSchema,
  /** The first 140 characters of the text, for a message. */
  excerpt: Type.String(),
  scheduledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  platforms: Type.Array(AccountTypeSchema),
  userIds: UserIds,
};

const TargetFacts = {
  postId: Type.Integer(),
  targetId: Type.Integer(),
  workspaceId: Type.Integer(),
  authorId: Type.Integer(),
  accountId: Type.Integer(),
  platform: AccountTypeSchema,
  userIds: UserIds,
};

export const postCreated = defineEvent({
  name: 'posting.post.created',
  version: 1,
  payload: Type.Object(PostFacts),
  key: (payload) => String(payload.postId),
});

/** Scheduled (or rescheduled): due at `scheduledAt`. */
export const postScheduled = defineEvent({
  name: 'posting.post.scheduled',
  version: 1,
  payload: Type.Object(PostFacts),
  key: (payload) => String(payload.postId),
});

/** A contributor's post waits for approval; `userIds` are the author, `approverIds` who may decide. */
export const postSubmitted = defineEvent({
  name: 'posting.post.submitted',
  version: 1,
  payload: Type.Object({ ...PostFacts, approverIds: UserIds }),
  key: (payload) => String(payload.postId),
});

export const postApproved = defineEvent({
  name: 'posting.post.approved',
  version: 1,
  payload: Type.Object({ ...PostFacts, reviewerId: Type.Integer(), comment: Type.Union([Type.String(), Type.Null()]) }),
  key: (payload) => String(payload.postId),
});

export const postRejected = defineEvent({
  name: 'posting.post.rejected',
  version: 1,
  payload: Type.Object({ ...PostFacts, reviewerId: Type.Integer(), comment: Type.String() }),
  key: (payload) => String(payload.postId),
});

/** Every target posted. */
export const postPublished = defineEvent({
  name: 'posting.post.published',
  version: 1,
  payload: Type.Object({ ...PostFacts, urls: Type.Array(Type.String()) }),
  key: (payload) => String(payload.postId),
});

/** No target is left to try and at least one failed (the others may have posted: a partial outcome). */
export const postFailed = defineEvent({
  name: 'posting.post.failed',
  version: 1,
  payload: Type.Object({ ...PostFacts, failedTargets: Type.Integer(), postedTargets: Type.Integer() }),
  key: (payload) => String(payload.postId),
});

export const targetPublished = defineEvent({
  name: 'posting.target.published',
  version: 1,
  payload: Type.Object({ ...TargetFacts, externalId: Type.String(), url: Type.Union([Type.String(), Type.Null()]), publishedAt: Type.String({ format: 'date-time' }) }),
  key: (payload) => String(payload.postId),
});

export const targetFailed = defineEvent({
  name: 'posting.target.failed',
  version: 1,
  payload: Type.Object({ ...TargetFacts, message: Type.String(), attempts: Type.Integer() }),
  key: (payload) => String(payload.postId),
});
