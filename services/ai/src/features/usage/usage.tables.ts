import { bigint, date, integer, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { entitlementsCopy } from '@cadence/events';
import { aiSchema } from '../../db/schema';

/** Each workspace's AI use per calendar month (UTC): generations asked for, tokens in and out. */
export const usageMonths = aiSchema.table(
  'usage_months',
  {
    workspaceId: integer('workspace_id').notNull(),
    /** The month's first day. */
    month: date('month').notNull(),
    requests: integer('requests').notNull().default(0),
    tokensIn: bigint('tokens_in', { mode: 'number' }).notNull().default(0),
    tokensOut: bigint('tokens_out', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.month, t.workspaceId] })],
);

/** The AI service's copy of each workspace's entitlements (its monthly generations), from billing.entitlements.changed. */
export const aiEntitlements = entitlementsCopy(aiSchema);
export const workspaceEntitlements = aiEntitlements.table;
