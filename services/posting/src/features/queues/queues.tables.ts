import { boolean, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { QueueSlot } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';

/**
 * An account's posting queue: weekly slots read in its time zone, and whether it is paused. The
 * posts in it are the targets holding a slot (`post_targets.scheduled_at`); the row is also the
 * lock that makes two posts queued at once take different slots.
 */
export const postingQueues = postingSchema.table(
  'posting_queues',
  {
    accountId: integer('account_id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    slots: jsonb('slots').$type<QueueSlot[]>().notNull().default([]),
    /** A paused queue publishes none of its posts; new posts can still be queued. */
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posting_queues_workspace_idx').on(t.workspaceId)],
);
