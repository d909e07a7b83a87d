import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES, TEAM_SIZES } from '@cadence/contracts';
import { contentSchema, localeEnum } from '../../db/schema';

export const requestStatusEnum = contentSchema.enum('request_status', REQUEST_STATUSES);
export const teamSizeEnum = contentSchema.enum('team_size', TEAM_SIZES);

/** Fresh column builders for each table (a builder belongs to one table). */
const common = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** Stored lower-cased, as subscribers are. */
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  locale: localeEnum('locale').notNull(),
  status: requestStatusEnum('status').notNull().default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questions from the site's contact form (the spec's `/inquires`). */
export const inquiries = contentSchema.table('inquiries', common(), (t) => [
  index('inquiries_status_idx').on(t.status),
  index('inquiries_email_created_idx').on(t.email, t.createdAt),
]);

/** Quote requests from the site. */
export const quotes = contentSchema.table('quotes', { ...common(), teamSize: teamSizeEnum('team_size').notNull() }, (t) => [
  index('quotes_status_idx').on(t.status),
  index('quotes_email_created_idx').on(t.email, t.createdAt),
]);
