import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AccountType, PostPullSlot } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';

/**
 * One read of a network's figures, due at a time: a published post at one slot after publishing
 * (1 h ... 30 d), or an account for one UTC day. The queue is the table: a pull survives a
 * restart, is claimed with a lease (FOR UPDATE SKIP LOCKED) and is done once, in the
 * transaction that writes its `posting.metrics.collected` event.
 */
export const metricPulls = postingSchema.table(
  'metric_pulls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** post:{targetId}:{slot} or account:{accountId}:{day}; the event carries it. */
    identity: text('identity').notNull(),
    scope: text('scope').$type<'post' | 'account'>().notNull(),
    workspaceId: integer('workspace_id').notNull(),
    accountId: integer('account_id').notNull(),
    platform: text('platform').$type<AccountType>().notNull(),
    postId: integer('post_id'),
    targetId: integer('target_id'),
    externalId: text('external_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    slot: text('slot').$type<PostPullSlot>(),
    day: date('day', { mode: 'string' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** pending, done, failed (the network no longer has the post, or tries ran out). */
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('metric_pulls_identity_unique').on(t.identity),
    index('metric_pulls_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    index('metric_pulls_target_idx').on(t.targetId),
    index('metric_pulls_account_idx').on(t.accountId, t.scope),
  ],
);

/** Every read call made to a network, counted against its read quotas (and publishing's, where shared). */
export const metricCalls = postingSchema.table(
  'metric_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    platform: text('platform').$type<AccountType>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('metric_calls_account_idx').on(t.accountId, t.startedAt), index('metric_calls_platform_idx').on(t.platform, t.startedAt)],
);
