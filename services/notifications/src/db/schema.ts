import { boolean, index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { eventTables } from '@cadence/events';

export const notificationsSchema = pgSchema('notifications');

export const notifications = notificationsSchema.table(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    workspaceId: integer('workspace_id'),
    type: text('type').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

export const notificationEvents = eventTables('notifications');
export const { outbox, processedEvents, deadLetters } = notificationEvents;
