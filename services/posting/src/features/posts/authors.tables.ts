import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { postingSchema } from '../../db/schema';

/** Posting's copy of the users (name and e-mail for the staff post filter), from auth events. */
export const postingUsers = postingSchema.table('users', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  sourceAt: timestamp('source_at', { withTimezone: true }).notNull(),
});
