import { date, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { HIRE_STATUSES } from '@cadence/contracts';
import { supportSchema } from '../../db/schema';
import { creators } from '../creators/creators.tables';

/** A client workspace's request to hire an approved creator, and its course (accepted, declined, ended). */
export const hires = supportSchema.table(
  'hires',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    clientUserId: integer('client_user_id').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    creatorUserId: integer('creator_user_id').notNull(),
    brief: text('brief').notNull(),
    budgetAmount: integer('budget_amount').notNull(),
    budgetCurrency: text('budget_currency').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    status: text('status', { enum: HIRE_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: integer('ended_by'),
  },
  (t) => [index('hires_workspace_idx').on(t.workspaceId, t.id), index('hires_creator_user_idx').on(t.creatorUserId, t.id)],
);
