import { sql } from 'drizzle-orm';
import { integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { supportSchema } from '../../db/schema';

/** Replies the desk's staff share, to insert in a ticket's reply box; one name per desk (whatever its case). */
export const savedReplies = supportSchema.table(
  'saved_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_replies_name_unique').on(sql`lower(${t.name})`)],
);
