import type { LiveLibraryState } from '@cadence/contracts';
import { bigint, integer, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { liveSchema } from '../../db/schema';
import { events } from '../events/events.tables';

/** The recording of an event's ingest, a file under DATA_DIR/live/recordings. */
export const recordings = liveSchema.table(
  'recordings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').notNull(),
    /** Relative to DATA_DIR. */
    path: text('path').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: real('duration_seconds'),
    mediaId: integer('media_id'),
    /** Asked into the media library: pending until posting answers, then saved or failed. */
    libraryState: text('library_state').$type<LiveLibraryState>(),
    /** Why the library did not take it, in posting's words. */
    libraryMessage: text('library_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recordings_event_unique').on(t.eventId)],
);
