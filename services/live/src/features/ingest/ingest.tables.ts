import { integer, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { liveSchema } from '../../db/schema';

/** Each workspace's secret stream key: encrypted at rest, found by its SHA-256 when a source publishes. */
export const ingestKeys = liveSchema.table(
  'ingest_keys',
  {
    workspaceId: integer('workspace_id').primaryKey(),
    keyEncrypted: text('key_encrypted').notNull(),
    keyHash: text('key_hash').notNull(),
    regeneratedAt: timestamp('regenerated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ingest_keys_hash_unique').on(t.keyHash)],
);

/**
 * Who was shown a workspace's stream key: their role then, which key (by its hash) and when. A
 * member who leaves after reading the current key has it rotated whatever their role, and the
 * owner among the readers is told.
 */
export const ingestKeyReaders = liveSchema.table(
  'ingest_key_readers',
  {
    workspaceId: integer('workspace_id').notNull(),
    userId: integer('user_id').notNull(),
    role: text('role').notNull(),
    /** The hash of the key they were shown (the current key's, unless it changed since). */
    keyHash: text('key_hash').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);
