import { index, integer, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { postingSchema } from '../../db/schema';

/** A named set of a workspace's accounts (Group Manager). */
export const accountGroups = postingSchema.table(
  'account_groups',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_groups_workspace_name_unique').on(t.workspaceId, t.name), index('account_groups_workspace_idx').on(t.workspaceId)],
);

export const accountGroupMembers = postingSchema.table(
  'account_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.accountId] })],
);
