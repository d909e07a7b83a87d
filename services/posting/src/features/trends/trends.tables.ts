import { index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountType } from '@cadence/contracts';
import type { TrendingTopic } from '../../providers/provider';
import { postingSchema } from '../../db/schema';

/**
 * The last trending list read from a network for a workspace (with one of its accounts of that
 * network), kept until the next scheduled read. A failed read keeps the earlier list and its
 * time, with the network's message.
 */
export const networkTrends = postingSchema.table(
  'network_trends',
  {
    workspaceId: integer('workspace_id').notNull(),
    network: text('network').$type<AccountType>().notNull(),
    accountId: integer('account_id').notNull(),
    source: text('source').notNull(),
    topics: jsonb('topics').$type<TrendingTopic[]>().notNull().default([]),
    /** When the list was last read successfully. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    /** When a read was last tried (successful or not): what the schedule counts from. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.network] }), index('network_trends_attempted_idx').on(t.attemptedAt)],
);
