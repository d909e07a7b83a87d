import { bigint, doublePrecision, index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WatermarkKind, WatermarkPosition } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';
import { postTargets, posts } from '../posts/posts.tables';

/** A workspace's brand marks (an image of its library or a line of text) and where they sit. */
export const watermarks = postingSchema.table(
  'watermarks',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<WatermarkKind>().notNull(),
    mediaId: integer('media_id'),
    text: text('text'),
    color: text('color').notNull(),
    position: text('position').$type<WatermarkPosition>().notNull(),
    margin: doublePrecision('margin').notNull(),
    scale: doublePrecision('scale').notNull(),
    opacity: doublePrecision('opacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watermarks_workspace_name_unique').on(t.workspaceId, t.name), index('watermarks_workspace_idx').on(t.workspaceId)],
);

/** Which mark an account's posts carry by default (at most one per account). */
export const watermarkAccounts = postingSchema.table(
  'watermark_accounts',
  {
    accountId: integer('account_id').primaryKey(),
    watermarkId: integer('watermark_id')
      .notNull()
      .references(() => watermarks.id, { onDelete: 'cascade' }),
  },
  (t) => [index('watermark_accounts_watermark_idx').on(t.watermarkId)],
);

/** Posts whose author switched the mark off in the composer. */
export const postsWithoutWatermark = postingSchema.table('posts_without_watermark', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
});

/**
 * The marked copy of one media item for one publishing target, made once before the first
 * attempt and reused by every retry; the original item is never changed.
 */
export const watermarkRenders = postingSchema.table(
  'watermark_renders',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    targetId: integer('target_id')
      .notNull()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').notNull(),
    watermarkId: integer('watermark_id').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watermark_renders_target_media_unique').on(t.targetId, t.mediaId)],
);
