import { date, doublePrecision, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { entitlementsCopy, eventTables } from '@cadence/events';

export const analyticsSchema = pgSchema('analytics');

/** The workspace's connected accounts, copied from posting's connection events. */
export const accounts = analyticsSchema.table(
  'accounts',
  {
    accountId: integer('account_id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    network: text('network').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['connected', 'broken', 'disconnected'] }).notNull(),
    message: text('message'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    /** When the event that set this state happened, so an older event never overwrites a newer one. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('accounts_workspace_idx').on(t.workspaceId)],
);

/** One row per post and account it went to: the posting activity (published or failed, and when). */
export const targetActivity = analyticsSchema.table(
  'target_activity',
  {
    targetId: integer('target_id').primaryKey(),
    postId: integer('post_id').notNull(),
    workspaceId: integer('workspace_id').notNull(),
    accountId: integer('account_id').notNull(),
    network: text('network').notNull(),
    outcome: text('outcome', { enum: ['published', 'failed'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    url: text('url'),
    message: text('message'),
  },
  (t) => [index('target_activity_workspace_at_idx').on(t.workspaceId, t.at), index('target_activity_at_idx').on(t.at)],
);

/** Published posts of each workspace, with their excerpt for the top posts. */
export const posts = analyticsSchema.table(
  'posts',
  {
    postId: integer('post_id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    excerpt: text('excerpt').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** When it was due (null: published at once); the delivery lag is measured from it. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  },
  (t) => [index('posts_workspace_idx').on(t.workspaceId, t.publishedAt)],
);

/**
 * Every metric value a pull brought back, partitioned by month of `slot_at` (declared in the
 * migration: drizzle does not write PARTITION BY). The pull identity with the metric is the
 * key, so a pull repeated after a crash writes nothing twice. A metric the network did not
 * give has no row; one it stopped answering has `value` null and its message in `unavailable`.
 */
export const metricPoints = analyticsSchema.table(
  'metric_points',
  {
    pullKey: text('pull_key').notNull(),
    metric: text('metric').notNull(),
    /** When the pull was due (stable across repeats of the same pull): the partition key. */
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    workspaceId: integer('workspace_id').notNull(),
    accountId: integer('account_id').notNull(),
    network: text('network').notNull(),
    subject: text('subject', { enum: ['post', 'account'] }).notNull(),
    targetId: integer('target_id'),
    value: doublePrecision('value'),
    unavailable: text('unavailable'),
    eventId: uuid('event_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pullKey, t.metric, t.slotAt] }), index('metric_points_account_idx').on(t.accountId, t.slotAt)],
);

/** The latest value of each metric of each published post (a post's totals). */
export const postMetrics = analyticsSchema.table(
  'post_metrics',
  {
    targetId: integer('target_id').primaryKey(),
    postId: integer('post_id'),
    workspaceId: integer('workspace_id').notNull(),
    accountId: integer('account_id').notNull(),
    network: text('network').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    url: text('url'),
    /** Canonical metric → latest value; a metric the network does not give is not a key. */
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull(),
    /** Canonical metric → the network's message, for metrics it stopped answering. */
    unavailable: jsonb('unavailable').$type<Record<string, string>>().notNull(),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('post_metrics_workspace_idx').on(t.workspaceId, t.publishedAt)],
);

/**
 * Daily figures per account and metric: account metrics as the day's last value, post metrics
 * as the totals of the posts published that day. A metric absent that day has no row.
 */
export const dailyRollups = analyticsSchema.table(
  'daily_rollups',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    workspaceId: integer('workspace_id').notNull(),
    network: text('network').notNull(),
    value: doublePrecision('value').notNull(),
    /** Posts of the day that carry the metric (post metrics); 0 for account metrics. */
    posts: integer('posts').notNull().default(0),
    /** When the account's reading for the day was taken (account metrics). */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.metric] }), index('daily_rollups_workspace_idx').on(t.workspaceId, t.day)],
);

/** Metrics a network stopped answering for an account, with its message; cleared when values come back. */
export const unavailableMetrics = analyticsSchema.table(
  'unavailable_metrics',
  {
    accountId: integer('account_id').notNull(),
    metric: text('metric').notNull(),
    workspaceId: integer('workspace_id').notNull(),
    network: text('network').notNull(),
    message: text('message').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.metric] }), index('unavailable_metrics_workspace_idx').on(t.workspaceId)],
);

/** Analytics' copy of each workspace's entitlements, from billing.entitlements.changed. */
export const analyticsEntitlements = entitlementsCopy(analyticsSchema);
export const workspaceEntitlements = analyticsEntitlements.table;

export const analyticsEvents = eventTables('analytics');
export const { outbox, processedEvents, deadLetters } = analyticsEvents;
