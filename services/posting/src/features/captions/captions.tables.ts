import { index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { postingSchema } from '../../db/schema';

/** Saved captions and hashtag groups of a workspace (Post Setting Tools → Caption). */
export const captions = postingSchema.table(
  'captions',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    /** caption | hashtags */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The tags joined by spaces, kept in step with `tags` by the service, for the list's search. */
    tagsText: text('tags_text').notNull().default(''),
    usageCount: integer('usage_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('captions_workspace_name_unique').on(t.workspaceId, sql`lower(${t.name})`), index('captions_workspace_idx').on(t.workspaceId)],
);
