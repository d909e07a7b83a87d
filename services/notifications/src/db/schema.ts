import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_NOTIFICATION_TYPES } from '@cadence/contracts';
import { eventTables } from '@cadence/events';
import { mailTables } from '@cadence/mailer';

export const notificationsSchema = pgSchema('notifications');

export const notifications = notificationsSchema.table(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    workspaceId: integer('workspace_id'),
    type: text('type').notNull(),
    message: text('message').notNull(),
    /**
     * How a generated notification was written (its builder and arguments), so it is told again
     * in the reader's language; null for staff sends and rows written before it was kept.
     */
    template: jsonb('template').$type<{ key: string; args: unknown[] }>(),
    /** The web app's screen the notification is about (a path with its query), when it has one. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // The unread badge counts these on every page load.
    index('notifications_unread_idx').on(t.userId).where(sql`is_read = false`),
  ],
);

/**
 * This service's copy of the users, fed by auth.user.registered and auth.user.updated, so it
 * can address users and plans without reading the identity schema. `sourceAt` is when the
 * applied event happened: an older event never overwrites a newer one.
 */
export const recipients = notificationsSchema.table(
  'recipients',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased, so invitations find the account whatever the case. */
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    status: text('status').notNull().default('active'),
    plans: text('plans').array().notNull().default(sql`'{}'::text[]`),
    sourceAt: timestamp('source_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('recipients_email_idx').on(t.email), index('recipients_plans_idx').using('gin', t.plans)],
);

/** A user's choice of channels for one kind of notification; no row means the default. */
export const preferences = notificationsSchema.table(
  'preferences',
  {
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    /** Browser push to the user's subscribed browsers. */
    push: boolean('push').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * Notifications committed but not yet pushed to open sockets. A row is written in the same
 * transaction as its notification, so a push only ever follows a commit; the push relay
 * deletes rows as it publishes them.
 */
export const pushQueue = notificationsSchema.table('push_queue', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  notificationId: integer('notification_id').notNull(),
  userId: integer('user_id').notNull(),
});

/** A staff send and its progress; `cursor` is the last recipient id handled, committed per batch. */
export const broadcasts = notificationsSchema.table(
  'broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdBy: integer('created_by').notNull(),
    audience: text('audience', { enum: ['user', 'plan', 'all'] }).notNull(),
    userId: integer('user_id'),
    plan: text('plan'),
    type: text('type', { enum: STAFF_NOTIFICATION_TYPES }).notNull(),
    message: text('message').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    deliveredInApp: integer('delivered_in_app').notNull().default(0),
    deliveredEmail: integer('delivered_email').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    cursor: integer('cursor').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('broadcasts_pending_idx').on(t.id).where(sql`status in ('queued', 'running')`)],
);

/** Who a broadcast reached: the key makes a second delivery to the same user impossible. */
export const broadcastRecipients = notificationsSchema.table(
  'broadcast_recipients',
  {
    broadcastId: integer('broadcast_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] })],
);

/** Notification e-mails, queued in the transaction that writes the notification. */
export const notificationsMail = mailTables('notifications');
export const { mails } = notificationsMail;

export * from '../features/web-push/web-push.tables';
export * from '../features/monitoring-thresholds/monitoring-thresholds.tables';

export const notificationEvents = eventTables('notifications');
export const { outbox, processedEvents, deadLetters } = notificationEvents;
