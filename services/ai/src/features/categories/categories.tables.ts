import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { PromptCategoryIcon } from '@cadence/contracts';
import { aiSchema } from '../../db/schema';

/** Prompt categories: the global library (workspace_id 0, curated by staff) and each workspace's own. */
export const promptCategories = aiSchema.table(
  'prompt_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon').$type<PromptCategoryIcon>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prompt_categories_workspace_idx').on(t.workspaceId, t.id)],
);
