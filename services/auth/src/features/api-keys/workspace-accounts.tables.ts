import { index, integer, timestamp } from 'drizzle-orm/pg-core';
import { authSchema } from '../../db/schema';

/**
 * Which workspace each connected account belongs to, copied from posting's account events
 * (`posting.account.connected`, `disconnected`, `broken`): all auth needs to refuse an API key
 * that names another workspace's accounts. Accounts connected before this copy existed are
 * learnt at their next event.
 */
export const workspaceAccounts = authSchema.table(
  'workspace_accounts',
  {
    accountId: integer('account_id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    /** When the latest event about it happened. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('workspace_accounts_workspace_idx').on(t.workspaceId)],
);
