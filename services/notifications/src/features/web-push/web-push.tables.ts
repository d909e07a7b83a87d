import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSchema, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const schema = pgSchema('notifications');

/**
 * The application server's VAPID key pair: one row, written by whichever process starts first
 * (INSERT … ON CONFLICT DO NOTHING, then read back), so every process signs with the same key.
 * The private key is encrypted with the secret box.
 */
export const vapidKeys = schema.table(
  'vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKeyEncrypted: text('private_key_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vapid_keys_single_row', sql`${t.id} = 1`)],
);

/** A browser subscribed to a user's notifications (RFC 8030 endpoint and RFC 8291 keys). */
export const pushSubscriptions = schema.table(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export const WEB_PUSH_STATUSES = ['pending', 'sent', 'failed', 'gone'] as const;

/**
 * A notification to send to one subscription, written in the transaction that writes the
 * notification and sent by the web-push sender after commit (claimed with SKIP LOCKED).
 */
export const webPushes = schema.table(
  'web_pushes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id').notNull(),
    payload: jsonb('payload').$type<{ title: string; body: string; url: string; kind: string }>().notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] }).notNull().default('normal'),
    status: text('status', { enum: WEB_PUSH_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('web_pushes_pending_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`), index('web_pushes_subscription_idx').on(t.subscriptionId)],
);
