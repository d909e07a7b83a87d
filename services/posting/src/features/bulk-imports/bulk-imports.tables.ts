import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BulkImportMapping, BulkImportMode, BulkImportRowStatus, BulkImportStatus, BulkRowError, WorkspaceRole } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';

/**
 * A file of posts to import. One per workspace and file hash: the same file uploaded again is
 * the same import, so nothing is created twice.
 */
export const bulkImports = postingSchema.table(
  'bulk_imports',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    /** Who uploaded it; who started it is the author of its posts. */
    uploadedBy: integer('uploaded_by').notNull(),
    authorId: integer('author_id'),
    /** The author's role in the workspace when they started it: the composer's approval rule. */
    authorRole: text('author_role').$type<WorkspaceRole>(),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    status: text('status').$type<BulkImportStatus>().notNull().default('preview'),
    mode: text('mode').$type<BulkImportMode>(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<BulkImportMapping>().notNull(),
    timeZone: text('time_zone').notNull(),
    /** "Add to queue": rows without a date take each account's next free queue slot. */
    queue: boolean('queue').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bulk_imports_workspace_hash_unique').on(t.workspaceId, t.fileHash), index('bulk_imports_running_idx').on(t.status)],
);

/**
 * One row of a file. Started rows are the import's queue: workers claim queued rows with FOR
 * UPDATE SKIP LOCKED and a lease; a row's post is written in the same transaction that marks
 * it imported, so a row makes at most one post whatever crashes.
 */
export const bulkImportRows = postingSchema.table(
  'bulk_import_rows',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => bulkImports.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').notNull(),
    number: integer('number').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    status: text('status').$type<BulkImportRowStatus>().notNull(),
    errors: jsonb('errors').$type<BulkRowError[]>().notNull().default([]),
    postId: integer('post_id'),
    message: text('message'),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bulk_import_rows_import_number_unique').on(t.importId, t.number),
    index('bulk_import_rows_import_status_idx').on(t.importId, t.status),
    index('bulk_import_rows_queued_idx').on(t.importId, t.number).where(sql`status = 'queued'`),
  ],
);
