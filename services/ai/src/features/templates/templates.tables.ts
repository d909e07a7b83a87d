import { boolean, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { aiSchema } from '../../db/schema';
import { promptCategories } from '../categories/categories.tables';

/** Prompt templates: the global library (workspace_id 0, curated by staff) and each workspace's own. */
export const promptTemplates = aiSchema.table(
  'prompt_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    title: text('title').notNull(),
    status: boolean('status').notNull().default(true),
    prompt: text('prompt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prompt_templates_workspace_idx').on(t.workspaceId, t.id)],
);

/** Which categories a template is in (many to many). */
export const promptTemplateCategories = aiSchema.table(
  'prompt_template_categories',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => promptTemplates.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => promptCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.categoryId] }), index('prompt_template_categories_category_idx').on(t.categoryId)],
);

/** Seed steps done once per install, so the library staff changed or emptied stays as they left it. */
export const seedLog = aiSchema.table('seed_log', {
  key: text('key').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
