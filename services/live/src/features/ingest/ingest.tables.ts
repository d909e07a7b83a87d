import { integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
