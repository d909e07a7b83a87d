import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MediaKind } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';

/** Folders of a workspace's library; they nest one level (a parent has no parent). */
export const mediaFolders = postingSchema.table(
  'media_folders',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => mediaFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_folders_name_unique').on(t.workspaceId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('media_folders_parent_idx').on(t.parentId),
  ],
);

/** One stored file of a workspace's library, with what was read from its bytes. */
export const mediaItems = postingSchema.table(
  'media_items',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    folderId: integer('folder_id').references(() => mediaFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    altText: text('alt_text'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    kind: text('kind').$type<MediaKind>().notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: doublePrecision('duration_seconds'),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_items_content_unique').on(t.workspaceId, t.sha256),
    index('media_items_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('media_items_folder_idx').on(t.folderId),
    index('media_items_tags_idx').using('gin', t.tags),
  ],
);

/** Keys the media library generates for itself (the signed-URL key when MEDIA_URL_SECRET is unset). */
export const mediaKeys = postingSchema.table('media_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
