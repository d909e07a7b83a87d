import Type from 'typebox';
import { defineEvent } from '../event';
import { StringEnum } from '../schema';
import { WORKSPACE_ROLES } from '../workspace-roles';
import { LIVE_DESTINATION_KINDS } from './live.contracts';

const EventRef = {
  eventId: Type.Integer(),
  workspaceId: Type.Integer(),
  title: Type.String(),
  /** The members told of it: whoever created the event and whoever took it live. */
  userIds: Type.Array(Type.Integer()),
};

/** An event went live: its destinations are being relayed. */
export const liveStreamStarted = defineEvent({
  name: 'live.stream.started',
  version: 1,
  payload: Type.Object({ ...EventRef, startedAt: Type.String({ format: 'date-time' }), destinations: Type.Integer(), byUserId: Type.Integer() }),
  key: (payload) => String(payload.eventId),
});

/** An event ended (by a person, or when its source stayed away past the grace period). */
export const liveStreamEnded = defineEvent({
  name: 'live.stream.ended',
  version: 1,
  payload: Type.Object({
    ...EventRef,
    endedAt: Type.String({ format: 'date-time' }),
    durationSeconds: Type.Integer(),
    reason: StringEnum(['ended_by_user', 'source_lost']),
    recordingId: Type.Union([Type.Integer(), Type.Null()]),
  }),
  key: (payload) => String(payload.eventId),
});

/** A destination gave up after its retries (the others go on). */
export const liveStreamDestinationFailed = defineEvent({
  name: 'live.stream.destination_failed',
  version: 1,
  payload: Type.Object({
    ...EventRef,
    destinationId: Type.Integer(),
    kind: StringEnum(LIVE_DESTINATION_KINDS),
    name: Type.String(),
    reason: Type.String(),
    attempts: Type.Integer(),
  }),
  key: (payload) => String(payload.eventId),
});

/**
 * The workspace's ingest stream key was replaced by the live service itself: a member who could
 * read it (owner, admin or editor, or one seen reading the current key) left the workspace
 * (`auth.member.removed`). The old key is refused from the commit on, in every live process, and a
 * source still publishing with it is dropped. `userIds`: whom to tell (the workspace's owner as the
 * live service knows it from their reading the key, else its admins who did); the new key is never
 * in the event.
 */
export const liveStreamKeyRotated = defineEvent({
  name: 'live.stream_key.rotated',
  version: 1,
  payload: Type.Object({
    workspaceId: Type.Integer(),
    reason: StringEnum(['member_removed']),
    /** The member whose departure rotated the key. */
    removedUserId: Type.Integer(),
    /** Their role in the workspace when removed; null when auth's event did not say. */
    removedRole: Type.Union([StringEnum(WORKSPACE_ROLES), Type.Null()]),
    /** Whether an event of the workspace was live: its source, publishing with the old key, was dropped. */
    streamWasLive: Type.Boolean(),
    rotatedAt: Type.String({ format: 'date-time' }),
    userIds: Type.Array(Type.Integer()),
  }),
  key: (payload) => String(payload.workspaceId),
});

/**
 * An ended event's recording was asked into the media library (the event's `save_to_library`, or
 * later by a member): posting imports the file through its media upload checks (type, size,
 * dimensions) as `userId`'s upload. No credential travels in the event: posting reads `file`
 * (relative to DATA_DIR) in all-in-one mode, or asks `downloadPath` of the live service's own
 * address (LIVE_INTERNAL_URL) with INTERNAL_TOKEN in distributed mode.
 */
export const liveRecordingReady = defineEvent({
  name: 'live.recording.ready',
  version: 1,
  payload: Type.Object({
    recordingId: Type.Integer(),
    eventId: Type.Integer(),
    workspaceId: Type.Integer(),
    /** Who asked: the media item is their upload. */
    userId: Type.Integer(),
    /** The media item's name, e.g. "Bread at dawn.mp4". */
    fileName: Type.String(),
    mimeType: Type.String(),
    sizeBytes: Type.Integer(),
    /** Relative to DATA_DIR (live/recordings/…). */
    file: Type.String(),
    /** The live service's internal download (LIVE_RECORDING_FILE_PATH with the ids filled in). */
    downloadPath: Type.String(),
  }),
  key: (payload) => String(payload.recordingId),
});

/**
 * Posting's answer to live.recording.ready: the media item the recording became (`mediaId`), or
 * why the library did not take it (`error`, e.g. over the plan's video size). Live shows it on the event.
 */
export const postingRecordingImported = defineEvent({
  name: 'posting.media.recording_imported',
  version: 1,
  payload: Type.Object({
    recordingId: Type.Integer(),
    workspaceId: Type.Integer(),
    mediaId: Type.Union([Type.Integer(), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()]),
  }),
  key: (payload) => String(payload.recordingId),
});
