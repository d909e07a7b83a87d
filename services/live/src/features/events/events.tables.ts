import type { LiveEncoding, LiveNetworkHealth } from '@cadence/contracts';
import { boolean, index, integer, jsonb, real, text, timestamp } from 'drizzle-orm/pg-core';
import { liveSchema } from '../../db/schema';

/** A live event of a workspace: what goes out, when, and how it went. */
export const events = liveSchema.table(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    privacy: text('privacy', { enum: ['public', 'unlisted', 'private'] }).notNull().default('public'),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    status: text('status', { enum: ['draft', 'ready', 'live', 'ended'] }).notNull().default('draft'),
    record: boolean('record').notNull().default(false),
    /** Put the recording into the workspace's media library (posting imports it) when the stream ends. */
    saveToLibrary: boolean('save_to_library').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['ended_by_user', 'source_lost'] }),
    /** A rebroadcast plays this event's recording. */
    sourceEventId: integer('source_event_id'),
    createdBy: integer('created_by').notNull(),
    /** Who took it live. */
    startedBy: integer('started_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_workspace_idx').on(t.workspaceId, t.id), index('events_status_idx').on(t.status)],
);

/** Where an event goes; the stream key is encrypted (SecretBox, bound to the destination). */
export const destinations = liveSchema.table(
  'destinations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').notNull(),
    kind: text('kind', { enum: ['youtube', 'facebook', 'instagram', 'tiktok', 'custom'] }).notNull(),
    name: text('name').notNull(),
    serverUrl: text('server_url'),
    keyEncrypted: text('key_encrypted'),
    keyLast4: text('key_last4'),
    accountId: integer('account_id'),
    externalId: text('external_id'),
    encoding: jsonb('encoding').$type<LiveEncoding>(),
    state: text('state', { enum: ['idle', 'connecting', 'live', 'retrying', 'failed', 'ended'] }).notNull().default('idle'),
    reason: text('reason'),
    reconnects: integer('reconnects').notNull().default(0),
    bitrateKbps: real('bitrate_kbps'),
    fps: real('fps'),
    droppedFrames: integer('dropped_frames').notNull().default(0),
    networkHealth: jsonb('network_health').$type<LiveNetworkHealth>(),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('destinations_event_idx').on(t.eventId, t.id)],
);
