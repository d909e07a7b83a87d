import { integer, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { postingSchema } from '../../db/schema';

/**
 * Members seen acting as approvers (owner, admin, editor in their token) in a workspace: who a
 * submitted post is announced to.
 */
export const workspaceApprovers = postingSchema.table(
  'workspace_approvers',
  {
    workspaceId: integer('workspace_id').notNull(),
    userId: integer('user_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);
