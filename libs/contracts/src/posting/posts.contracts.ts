import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { ListQuery } from '../list-query';
import { ACCOUNT_TYPES, AccountTypeSchema, PostStatusSchema, TargetStatusSchema, type AccountType } from './account-types';

/** Stable codes of the post errors. */
export const POST_ERROR_CODES = {
  /** 404: no post with this id in the caller's workspace. */
  NOT_FOUND: 'POSTING_POST_NOT_FOUND',
  /** 403: a contributor edits, reschedules, sends, duplicates or deletes only the posts it wrote. */
  NOT_AUTHOR: 'POSTING_NOT_AUTHOR',
  /** 409: only drafts, scheduled and not-approved posts can be edited, rescheduled or deleted. */
  NOT_EDITABLE: 'POSTING_POST_NOT_EDITABLE',
  /** 404: no target with this id on the post. */
  TARGET_NOT_FOUND: 'POSTING_TARGET_NOT_FOUND',
  /** 409: only a failed target can be retried. */
  TARGET_NOT_FAILED: 'POSTING_TARGET_NOT_FAILED',
  /** 409: the same content cannot succeed (it breaks the network's rules): duplicate the post and change it. */
  TARGET_NOT_RETRYABLE: 'POSTING_TARGET_NOT_RETRYABLE',
  /** 409: the account needs reconnection (or was disconnected) before a failed target on it can be retried. */
  TARGET_NEEDS_RECONNECT: 'POSTING_TARGET_NEEDS_RECONNECT',
  /** 409: the plan's daily posting limit per user is reached for that day; upgrade the plan to raise it. */
  DAILY_LIMIT: 'POSTING_DAILY_LIMIT',
  /** 400: field errors per account (`targets.<accountId>.text`...), from the network's rules. */
  VALIDATION_FAILED: 'COMMON_VALIDATION_FAILED',
} as const;

/** What the composer asks for: keep a draft, schedule for `scheduledAt`, or publish at once. */
export const POST_MODES = ['draft', 'schedule', 'now'] as const;
export type PostMode = (typeof POST_MODES)[number];
export const PostModeSchema = StringEnum(POST_MODES);

const PostText = Type.String({ maxLength: 100_000 });
const MediaIds = Type.Array(Id, { maxItems: 35, uniqueItems: true });
const FirstComment = Type.String({ maxLength: 10_000 });
/** A network's own settings (YouTube title and privacy, Pinterest board...), checked against its rules. */
const NetworkSettings = Type.Record(Type.String(), Type.Unknown());
/** Per account type, the settings of that network for this post. */
const SettingsByNetwork = Type.Partial(Type.Object(Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, NetworkSettings])) as Record<AccountType, typeof NetworkSettings>));
/** IANA time zone of the author, kept so the calendar shows the author's wall-clock time. */
const TimeZone = Type.String({ minLength: 1, maxLength: 64 });

/** One account's own version of the post; absent fields use the post's. */
export const TargetOverride = Strict({
  accountId: Id,
  text: Type.Optional(PostText),
  mediaIds: Type.Optional(MediaIds),
  firstComment: Type.Optional(FirstComment),
  thread: Type.Optional(Type.Array(PostText, { maxItems: 25 })),
  settings: Type.Optional(NetworkSettings),
});
export type TargetOverride = Static<typeof TargetOverride>;

/** The outcome of the post on one account. */
export const PostTarget = Type.Object({
  id: Id,
  accountId: Id,
  platform: AccountTypeSchema,
  accountName: Type.String(),
  status: TargetStatusSchema,
  text: Type.Union([PostText, Type.Null()]),
  mediaIds: Type.Union([MediaIds, Type.Null()]),
  firstComment: Type.Union([FirstComment, Type.Null()]),
  thread: Type.Union([Type.Array(PostText), Type.Null()]),
  settings: Type.Union([NetworkSettings, Type.Null()]),
  attempts: Type.Integer({ minimum: 0 }),
  nextAttemptAt: Type.Union([IsoDate, Type.Null()]),
  /** The slot this account's queue gave the post (UTC): it goes out then on this account, whatever the post's time. */
  scheduledAt: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  externalId: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  /** The network's own message when it refused the post or when the target waits for a limit. */
  errorMessage: Type.Union([Type.String(), Type.Null()]),
  /** The network's raw answer (status and body) that failed the target. */
  errorBody: Type.Union([Type.Unknown(), Type.Null()]),
  /** A failed target that another try could publish (false: the content breaks the network's rules, or its address is refused). */
  retryable: Type.Boolean(),
  publishedAt: Type.Union([IsoDate, Type.Null()]),
});
export type PostTarget = Static<typeof PostTarget>;

export const PostReview = Type.Object({
  decision: StringEnum(['approved', 'rejected']),
  reviewerId: Id,
  /** An outside reviewer's address, when the decision came through a review link (reviewerId then sent it). */
  reviewerEmail: Type.Optional(Type.String()),
  comment: Type.Union([Type.String(), Type.Null()]),
  decidedAt: IsoDate,
});
export type PostReview = Static<typeof PostReview>;

export const Post = Type.Object({
  id: Id,
  workspaceId: Id,
  authorId: Id,
  status: PostStatusSchema,
  text: PostText,
  mediaIds: MediaIds,
  firstComment: Type.Union([FirstComment, Type.Null()]),
  settings: SettingsByNetwork,
  /** UTC instant the post is due; null for a draft without a date. */
  scheduledAt: Type.Union([IsoDate, Type.Null()]),
  timeZone: TimeZone,
  /** No later than: past this instant a target still failing on a network that does not answer is given up (null: the server's retry horizon). */
  publishBy: Type.Union([IsoDate, Type.Null()]),
  /** Whether the post waits for (or went through) an approver. */
  needsApproval: Type.Boolean(),
  review: Type.Union([PostReview, Type.Null()]),
  /** not_approved because a reviewer sent it back (it waits for its author's changes), not waiting for review. */
  sentBack: Type.Boolean(),
  /** The name of the API key (a script or an agent) that last wrote the post; null when a person did. */
  viaApiKey: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** failed on some accounts and published on the others (each target shows its own outcome). */
  partial: Type.Boolean(),
  targets: Type.Array(PostTarget),
  /** False when the post switched off its accounts' brand watermark (given on a single post, not in lists). */
  watermark: Type.Optional(Type.Boolean()),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Post = Static<typeof Post>;

export const CreatePostBody = Strict({
  mode: PostModeSchema,
  text: PostText,
  mediaIds: Type.Optional(MediaIds),
  firstComment: Type.Optional(FirstComment),
  settings: Type.Optional(SettingsByNetwork),
  /** Required when mode is `schedule`, except for a post that waits for approval (its date may be chosen once approved); a UTC instant in the future. */
  scheduledAt: Type.Optional(IsoDate),
  timeZone: Type.Optional(TimeZone),
  /** No later than: an instant after the post's time; a target not published by then is given up. */
  publishBy: Type.Optional(IsoDate),
  accountIds: Type.Optional(Type.Array(Id, { maxItems: 400, uniqueItems: true })),
  /** Groups expand to their accounts (duplicates merge). */
  groupIds: Type.Optional(Type.Array(Id, { maxItems: 100, uniqueItems: true })),
  overrides: Type.Optional(Type.Array(TargetOverride, { maxItems: 400 })),
  /** False publishes the post without its accounts' brand watermark. */
  watermark: Type.Optional(Type.Boolean()),
});
export type CreatePostBody = Static<typeof CreatePostBody>;

/**
 * Edit a draft, scheduled or not-approved post. Reschedule (calendar drag) sends only
 * `scheduledAt`. Sending `accountIds`/`groupIds` replaces the targets; `mode` moves a draft
 * to scheduled or publishes it now.
 */
export const UpdatePostBody = Strict({
  mode: Type.Optional(PostModeSchema),
  text: Type.Optional(PostText),
  mediaIds: Type.Optional(MediaIds),
  firstComment: Type.Optional(Type.Union([FirstComment, Type.Null()])),
  settings: Type.Optional(SettingsByNetwork),
  scheduledAt: Type.Optional(IsoDate),
  timeZone: Type.Optional(TimeZone),
  /** No later than; null removes it. */
  publishBy: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  accountIds: Type.Optional(Type.Array(Id, { maxItems: 400, uniqueItems: true })),
  groupIds: Type.Optional(Type.Array(Id, { maxItems: 100, uniqueItems: true })),
  overrides: Type.Optional(Type.Array(TargetOverride, { maxItems: 400 })),
  watermark: Type.Optional(Type.Boolean()),
});
export type UpdatePostBody = Static<typeof UpdatePostBody>;

/** The workspace's posts; `from`/`to` select by scheduled time (the calendar's visible range). */
export const PostListQuery = ListQuery({
  orderBy: ['id', 'scheduledAt', 'createdAt', 'updatedAt'],
  filters: {
    status: Type.Optional(PostStatusSchema),
    /** Only posts published on some accounts and failed on others. */
    partial: Type.Optional(Type.Boolean()),
    accountId: Type.Optional(Id),
    platform: Type.Optional(AccountTypeSchema),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
  },
});
export type PostListQuery = Static<typeof PostListQuery>;

/** SPEC §3 post filter, for staff across every workspace. */
export const PlatformPostListQuery = ListQuery({
  orderBy: ['id', 'scheduledAt', 'createdAt', 'updatedAt'],
  filters: {
    status: Type.Optional(PostStatusSchema),
    user_id: Type.Optional(Id),
    scheduled_from: Type.Optional(IsoDate),
    scheduled_to: Type.Optional(IsoDate),
    platform: Type.Optional(AccountTypeSchema),
  },
});
export type PlatformPostListQuery = Static<typeof PlatformPostListQuery>;

export const PlatformPost = Type.Object({
  ...Post.properties,
  author: Type.Object({ id: Id, name: Type.String(), email: Type.String() }),
});
export type PlatformPost = Static<typeof PlatformPost>;

/** A user option of the staff post filter: name and e-mail. */
export const PostAuthorOption = Type.Object({ id: Id, name: Type.String(), email: Type.String() });
export type PostAuthorOption = Static<typeof PostAuthorOption>;

export const PostAuthorOptionsQuery = ListQuery({ orderBy: ['id', 'name', 'email'], defaultLimit: 20 });

export const TargetParams = Strict({ id: Id, targetId: Id });

export const listPosts = defineEndpoint({
  method: 'GET',
  path: '/api/posts',
  summary: "Posts of the caller's workspace (filters status, accountId, platform, from/to by scheduled time)",
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'Posts',
  query: PostListQuery,
  response: Post,
  paged: true,
});

export const PostingUsageQuery = Strict({ timeZone: Type.Optional(TimeZone) });
export type PostingUsageQuery = Static<typeof PostingUsageQuery>;

/** The caller's posts of one day (in a time zone) counted against the plan's daily limit per user. */
export const PostingUsage = Type.Object({
  /** The day counted, YYYY-MM-DD in the time zone asked for (UTC by default). */
  day: Type.String(),
  used: Type.Integer({ minimum: 0 }),
  /** Null: the plan has no daily limit. */
  limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  plan: Type.String(),
});
export type PostingUsage = Static<typeof PostingUsage>;

export const getPostingUsage = defineEndpoint({
  method: 'GET',
  path: '/api/posts/usage',
  summary: "The caller's posts today against the plan's daily limit per user",
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.members,
  permission: ['Posts', 'Composer'],
  query: PostingUsageQuery,
  response: PostingUsage,
});

export const getPost = defineEndpoint({
  method: 'GET',
  path: '/api/posts/:id',
  summary: 'One post with its outcome per account',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'Posts',
  params: IdParams,
  response: Post,
});

export const createPost = defineEndpoint({
  method: 'POST',
  path: '/api/posts',
  summary: 'Save a draft, schedule, or publish now to accounts and groups; a contributor\'s post waits for approval',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Composer',
  status: 201,
  body: CreatePostBody,
  response: Post,
});

export const updatePost = defineEndpoint({
  method: 'PATCH',
  path: '/api/posts/:id',
  summary: 'Edit or reschedule a draft, scheduled or not-approved post',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Composer',
  params: IdParams,
  body: UpdatePostBody,
  response: Post,
});

export const deletePost = defineEndpoint({
  method: 'DELETE',
  path: '/api/posts/:id',
  summary: 'Delete a draft, scheduled or not-approved post',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Composer',
  params: IdParams,
  response: Post,
});

export const duplicatePost = defineEndpoint({
  method: 'POST',
  path: '/api/posts/:id/duplicate',
  summary: 'Copy a post as a new draft with the same accounts',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Composer',
  status: 201,
  params: IdParams,
  response: Post,
});

export const retryTarget = defineEndpoint({
  method: 'POST',
  path: '/api/posts/:id/targets/:targetId/retry',
  summary: 'Try a failed account again (same idempotency key: never published twice)',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'Composer',
  params: TargetParams,
  response: Post,
});

export const listPlatformPosts = defineEndpoint({
  method: 'GET',
  path: '/api/platform-post',
  summary: 'Posts of every workspace for staff (filters status, user_id, scheduled_from, scheduled_to, platform)',
  tags: ['platform-post'],
  auth: 'user',
  roles: 'none',
  permission: 'Posts',
  query: PlatformPostListQuery,
  response: PlatformPost,
  paged: true,
});

export const listPostAuthors = defineEndpoint({
  method: 'GET',
  path: '/api/platform-post/users',
  summary: "The staff post filter's user options (name and e-mail; search matches either)",
  tags: ['platform-post'],
  auth: 'user',
  roles: 'none',
  permission: 'Posts',
  query: PostAuthorOptionsQuery,
  response: PostAuthorOption,
  paged: true,
});
