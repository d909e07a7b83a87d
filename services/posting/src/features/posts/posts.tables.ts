import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountType, PostReview, PostStatus, TargetStatus } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';

/** A post of a workspace: the content every account publishes unless a target overrides it. */
export const posts = postingSchema.table(
  'posts',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    authorId: integer('author_id').notNull(),
    status: text('status').$type<PostStatus>().notNull(),
    text: text('text').notNull(),
    mediaIds: integer('media_ids').array().notNull().default(sql`'{}'::integer[]`),
    firstComment: text('first_comment'),
    settings: jsonb('settings').$type<Partial<Record<AccountType, Record<string, unknown>>>>().notNull().default({}),
    /** UTC instant the post is due. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** The author's IANA time zone: the calendar's wall-clock time and the day of the daily limit. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The author's "no later than": a target not published by then is given up, however its retries stand. */
    publishBy: timestamp('publish_by', { withTimezone: true }),
    needsApproval: boolean('needs_approval').notNull().default(false),
    review: jsonb('review').$type<PostReview>(),
    /** The name of the API key that wrote the post (its latest change by a key); null: only people wrote it. */
    viaApiKey: text('via_api_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_workspace_scheduled_idx').on(t.workspaceId, t.scheduledAt),
    index('posts_author_scheduled_idx').on(t.authorId, t.scheduledAt),
  ],
);

/**
 * The post on one account: its own outcome, retries and the network's answer. The table is
 * also the delivery queue: a target is due when `status` is pending or waiting and
 * `next_attempt_at` has passed, or when it is publishing and its lease expired.
 */
export const postTargets = postingSchema.table(
  'post_targets',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').notNull(),
    accountId: integer('account_id').notNull(),
    platform: text('platform').$type<AccountType>().notNull(),
    accountName: text('account_name').notNull(),
    status: text('status').$type<TargetStatus>().notNull().default('pending'),
    text: text('text'),
    mediaIds: integer('media_ids').array(),
    firstComment: text('first_comment'),
    thread: jsonb('thread').$type<string[]>(),
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    /** The target's own time, a slot of its account's queue (null: the post's time); delivery takes it over the post's. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When delivery may take the target; null while the post is a draft or waits for approval. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Set before a call to the network, cleared with its outcome: set on a claim means "ask the network first". */
    openAttemptAt: timestamp('open_attempt_at', { withTimezone: true }),
    externalId: text('external_id'),
    url: text('url'),
    related: jsonb('related').$type<string[]>(),
    errorMessage: text('error_message'),
    errorBody: jsonb('error_body').$type<unknown>(),
    /** false when trying the same content again cannot succeed (it breaks the network's rules, its address is refused). */
    retryable: boolean('retryable').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The same for every attempt of this target, at our side and at the network's. */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_targets_post_idx').on(t.postId),
    index('post_targets_account_idx').on(t.workspaceId, t.accountId),
    uniqueIndex('post_targets_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('post_targets_post_account_unique').on(t.postId, t.accountId),
    index('post_targets_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'waiting')`),
    index('post_targets_lease_idx').on(t.leaseUntil).where(sql`status = 'publishing'`),
    // A queue slot holds one post of its account.
    uniqueIndex('post_targets_account_slot_unique').on(t.accountId, t.scheduledAt).where(sql`scheduled_at is not null`),
  ],
);
