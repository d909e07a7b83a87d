import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { supportSchema } from '../../db/schema';

/** The desk's copy of the users (names and languages), from auth events. */
export const supportUsers = supportSchema.table('users', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  locale: text('locale').notNull().default('en'),
  sourceAt: timestamp('source_at', { withTimezone: true }).notNull(),
});

/** Employees who have worked the desk (staff holding HelpSupportDesk), whom tickets are assigned to. */
export const supportAgents = supportSchema.table('agents', {
  userId: integer('user_id').primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
