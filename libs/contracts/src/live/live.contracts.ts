import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ListQuery } from '../list-query';
import type { Permission } from '../permissions';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { ROLES } from '../workspace-roles';

const tags = ['Live'];
const permission = 'LiveStreaming';

export const LIVE_ERROR_CODES = {
  /** 404: no live event with this id in the workspace. */
  EVENT_NOT_FOUND: 'LIVE_EVENT_NOT_FOUND',
  /** 404: no destination with this id on the event. */
  DESTINATION_NOT_FOUND: 'LIVE_DESTINATION_NOT_FOUND',
  /** 409: the event's status does not allow this (e.g. editing a live event, ending a draft). */
  WRONG_STATUS: 'LIVE_WRONG_STATUS',
  /** 409: nothing is publishing to the workspace's ingest. */
  NO_SOURCE: 'LIVE_NO_SOURCE',
  /** 409: the workspace's plan allows no more concurrent streams. */
  STREAM_LIMIT: 'LIVE_STREAM_LIMIT',
  /** 409: the workspace's plan allows no more destinations per event. */
  DESTINATION_LIMIT: 'LIVE_DESTINATION_LIMIT',
  /** 403: the caller may not stream to this network (its SPEC §6 permission). */
  NETWORK_FORBIDDEN: 'LIVE_NETWORK_FORBIDDEN',
  /** 409: the destination lacks what it needs (server URL, stream key or account). */
  DESTINATION_INCOMPLETE: 'LIVE_DESTINATION_INCOMPLETE',
  /** 404: the event has no recording. */
  RECORDING_NOT_FOUND: 'LIVE_RECORDING_NOT_FOUND',
  /** 409: the network refused or could not be reached while preparing a destination. */
  NETWORK_ERROR: 'LIVE_NETWORK_ERROR',
} as const;

export const LIVE_EVENT_STATUSES = ['draft', 'ready', 'live', 'ended'] as const;
export type LiveEventStatus = (typeof LIVE_EVENT_STATUSES)[number];

export const LIVE_PRIVACIES = ['public', 'unlisted', 'private'] as const;
export type LivePrivacy = (typeof LIVE_PRIVACIES)[number];

export const LIVE_DESTINATION_KINDS = ['youtube', 'facebook', 'instagram', 'tiktok', 'custom'] as const;
export type LiveDestinationKind = (typeof LIVE_DESTINATION_KINDS)[number];

/** SPEC §6: who may stream to each kind of destination (besides LiveStreaming for the event itself). */
export const LIVE_DESTINATION_PERMISSIONS: Readonly<Record<LiveDestinationKind, Permission>> = {
  youtube: 'YoutubeStreaming',
  facebook: 'FacebookStreaming',
  instagram: 'InstagramStreaming',
  tiktok: 'TiktokStreaming',
  custom: 'LiveStreaming',
};

/** Destinations whose server URL and key come from the network's API (an account is required); the others are entered by the user. */
export const LIVE_API_DESTINATION_KINDS = ['youtube', 'facebook'] as const satisfies readonly LiveDestinationKind[];

export const LIVE_DESTINATION_STATES = ['idle', 'connecting', 'live', 'retrying', 'failed', 'ended'] as const;
export type LiveDestinationState = (typeof LIVE_DESTINATION_STATES)[number];

/** Plan limits used while billing's entitlements say nothing of live streaming (per plan key). */
export const LIVE_DEFAULT_LIMITS = {
  creator: { liveStreams: 1, liveDestinations: 3 },
  traction: { liveStreams: 1, liveDestinations: 5 },
  scale: { liveStreams: 2, liveDestinations: 5 },
  advanced: { liveStreams: 3, liveDestinations: 8 },
  enterprise: { liveStreams: 5, liveDestinations: 10 },
} as const;

/** The network's own view of the stream it receives (YouTube's liveStreams healthStatus and configuration issues). */
export const LiveNetworkHealth = Type.Object({
  /** e.g. YouTube's good, ok, bad, noData, revoked. */
  status: Type.String(),
  issues: Type.Array(
    Type.Object({
      type: Type.String(),
      severity: Type.String(),
      reason: Type.String(),
      description: Type.String(),
    }),
  ),
  checked_at: IsoDate,
});
export type LiveNetworkHealth = Static<typeof LiveNetworkHealth>;

/** Re-encoding a destination asks for; null (the default) relays the source as it comes (`-c copy`). */
export const LiveEncoding = Type.Object(
  {
    video_bitrate_kbps: Type.Integer({ minimum: 300, maximum: 51_000 }),
    max_height: Type.Optional(Type.Integer({ minimum: 144, maximum: 2160 })),
    keyframe_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  },
  { additionalProperties: false },
);
export type LiveEncoding = Static<typeof LiveEncoding>;

/** One place an event goes to. Its stream key is never returned: only whether one is kept and its last four characters. */
export const LiveDestination = Type.Object({
  id: Type.Integer(),
  event_id: Type.Integer(),
  kind: StringEnum(LIVE_DESTINATION_KINDS),
  name: Type.String(),
  /** rtmp:// or rtmps:// (for YouTube and Facebook, the one their API answered once prepared). */
  server_url: Type.Union([Type.String(), Type.Null()]),
  has_key: Type.Boolean(),
  key_last4: Type.Union([Type.String(), Type.Null()]),
  /** The connected account streamed to (YouTube, Facebook). */
  account_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The network's id of the broadcast or live video, once prepared. */
  external_id: Type.Union([Type.String(), Type.Null()]),
  encoding: Type.Union([LiveEncoding, Type.Null()]),
  state: StringEnum(LIVE_DESTINATION_STATES),
  /** Why the destination is retrying or failed, in plain words. */
  reason: Type.Union([Type.String(), Type.Null()]),
  reconnects: Type.Integer(),
  bitrate_kbps: Type.Union([Type.Number(), Type.Null()]),
  fps: Type.Union([Type.Number(), Type.Null()]),
  dropped_frames: Type.Integer(),
  network_health: Type.Union([LiveNetworkHealth, Type.Null()]),
  /** When the next attempt goes while retrying. */
  next_retry_at: Type.Union([IsoDate, Type.Null()]),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type LiveDestination = Static<typeof LiveDestination>;

/** A recording's way into the media library once asked for. */
export const LIVE_LIBRARY_STATES = ['pending', 'saved', 'failed'] as const;
export type LiveLibraryState = (typeof LIVE_LIBRARY_STATES)[number];

/** A recording of the ingest, kept by the live service and downloaded from `download_path`. */
export const LiveRecording = Type.Object({
  id: Type.Integer(),
  size_bytes: Type.Integer(),
  duration_seconds: Type.Union([Type.Number(), Type.Null()]),
  /** The media library item once the recording reached it; null while it stays only in the live service. */
  media_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Whether it was asked into the media library: pending until posting imports it, then saved, or failed with `library_message`. */
  library_state: Type.Union([StringEnum(LIVE_LIBRARY_STATES), Type.Null()]),
  /** Why the media library did not take it (too large, unreadable), in plain words. */
  library_message: Type.Union([Type.String(), Type.Null()]),
  download_path: Type.String(),
  created_at: IsoDate,
});
export type LiveRecording = Static<typeof LiveRecording>;

export const LiveEvent = Type.Object({
  id: Type.Integer(),
  workspace_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  privacy: StringEnum(LIVE_PRIVACIES),
  scheduled_start: Type.Union([IsoDate, Type.Null()]),
  status: StringEnum(LIVE_EVENT_STATUSES),
  /** Record the ingest while live; the recording is kept when the stream ends. */
  record: Type.Boolean(),
  /** Also put the recording into the workspace's media library when the stream ends. */
  save_to_library: Type.Boolean(),
  started_at: Type.Union([IsoDate, Type.Null()]),
  ended_at: Type.Union([IsoDate, Type.Null()]),
  /** A rebroadcast plays this earlier event's recording instead of the ingest, starting at `scheduled_start`. */
  source_event_id: Type.Union([Type.Integer(), Type.Null()]),
  recording: Type.Union([LiveRecording, Type.Null()]),
  destinations: Type.Array(LiveDestination),
  created_by: Type.Integer(),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type LiveEvent = Static<typeof LiveEvent>;

const Title = Type.String({ minLength: 1, maxLength: 100 });
const Description = Type.String({ maxLength: 5_000 });
const ServerUrl = Type.String({ minLength: 8, maxLength: 500, pattern: '^rtmps?://' });
const StreamKey = Type.String({ minLength: 1, maxLength: 500 });

export const LiveDestinationBody = Type.Object(
  {
    kind: StringEnum(LIVE_DESTINATION_KINDS),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    /** Instagram, TikTok, custom: required. YouTube, Facebook: answered by their API. */
    server_url: Type.Optional(ServerUrl),
    /** Write-only. */
    stream_key: Type.Optional(StreamKey),
    account_id: Type.Optional(Id),
    encoding: Type.Optional(Type.Union([LiveEncoding, Type.Null()])),
  },
  { additionalProperties: false },
);
export type LiveDestinationBody = Static<typeof LiveDestinationBody>;

export const LiveDestinationUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    server_url: Type.Optional(ServerUrl),
    stream_key: Type.Optional(StreamKey),
    account_id: Type.Optional(Type.Union([Id, Type.Null()])),
    encoding: Type.Optional(Type.Union([LiveEncoding, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LiveDestinationUpdateBody = Static<typeof LiveDestinationUpdateBody>;

export const LiveEventBody = Type.Object(
  {
    title: Title,
    description: Type.Optional(Description),
    privacy: Type.Optional(StringEnum(LIVE_PRIVACIES, { default: 'public' })),
    scheduled_start: Type.Optional(Type.Union([IsoDate, Type.Null()])),
    record: Type.Optional(Type.Boolean()),
    /** Put the recording into the media library when the stream ends (needs `record`). */
    save_to_library: Type.Optional(Type.Boolean()),
    destinations: Type.Optional(Type.Array(LiveDestinationBody, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type LiveEventBody = Static<typeof LiveEventBody>;

export const LiveEventUpdateBody = Type.Object(
  {
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    privacy: Type.Optional(StringEnum(LIVE_PRIVACIES)),
    scheduled_start: Type.Optional(Type.Union([IsoDate, Type.Null()])),
    record: Type.Optional(Type.Boolean()),
    save_to_library: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LiveEventUpdateBody = Static<typeof LiveEventUpdateBody>;

export const LiveEventListQuery = ListQuery({
  orderBy: ['id', 'title', 'scheduled_start', 'started_at', 'created_at'] as const,
  filters: { status: Type.Optional(StringEnum(LIVE_EVENT_STATUSES)) },
});
export type LiveEventListQuery = Static<typeof LiveEventListQuery>;

export const LiveDestinationParams = Strict({ id: Id, destinationId: Id });
export type LiveDestinationParams = Static<typeof LiveDestinationParams>;

/** The workspace's ingest: where streaming software sends the stream, and its secret key. */
export const LiveIngest = Type.Object({
  /** e.g. rtmp://live.example.com:1935/live */
  rtmp_url: Type.String(),
  /**
   * The secret key, shown only to the workspace's owner, admins and editors holding LiveStreaming; the
   * full publish address is `${rtmp_url}/${stream_key}`. It changes when regenerated, and by itself
   * when a member who could read it leaves the workspace (`live.stream_key.rotated`).
   */
  stream_key: Type.String(),
  /** Whether a source is publishing to it now. */
  publishing: Type.Boolean(),
  /** Why this server's RTMP ingest takes no stream (its port taken…), with the setting that fixes it; null while it listens. */
  unavailable: Type.Union([Type.String(), Type.Null()]),
  /** The HLS preview of the incoming stream (a guarded route; 404 while nothing publishes). */
  preview_path: Type.String(),
  regenerated_at: IsoDate,
});
export type LiveIngest = Static<typeof LiveIngest>;

/** What the ingest receives now. */
export const LiveSourceInfo = Type.Object({
  publishing: Type.Boolean(),
  /** The source dropped and destinations show the holding slate until it returns or the grace period ends. */
  on_slate: Type.Boolean(),
  video: Type.Union([Type.Object({ codec: Type.String(), width: Type.Integer(), height: Type.Integer(), fps: Type.Number() }), Type.Null()]),
  audio: Type.Union([Type.Object({ codec: Type.String(), sample_rate: Type.Integer(), channels: Type.Integer() }), Type.Null()]),
  bitrate_kbps: Type.Union([Type.Number(), Type.Null()]),
});
export type LiveSourceInfo = Static<typeof LiveSourceInfo>;

export const LiveStatus = Type.Object({
  event_id: Type.Integer(),
  status: StringEnum(LIVE_EVENT_STATUSES),
  started_at: Type.Union([IsoDate, Type.Null()]),
  source: LiveSourceInfo,
  recording: Type.Boolean(),
  destinations: Type.Array(LiveDestination),
});
export type LiveStatus = Static<typeof LiveStatus>;

export const LIVE_HEALTH_SUMMARIES = ['good', 'degraded', 'failed'] as const;

/** A past stream: how long it ran and how its destinations fared. */
export const LiveHistoryItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  started_at: IsoDate,
  ended_at: IsoDate,
  duration_seconds: Type.Integer(),
  destinations: Type.Integer(),
  /** good: every destination stayed up; degraded: some reconnected; failed: one failed for good. */
  health: StringEnum(LIVE_HEALTH_SUMMARIES),
  reconnects: Type.Integer(),
  dropped_frames: Type.Integer(),
  failed_destinations: Type.Integer(),
  recording: Type.Union([LiveRecording, Type.Null()]),
});
export type LiveHistoryItem = Static<typeof LiveHistoryItem>;

export const LiveHistoryQuery = ListQuery({ orderBy: ['id', 'started_at', 'ended_at', 'title'] as const });
export type LiveHistoryQuery = Static<typeof LiveHistoryQuery>;

/** A recording going out again later as a live stream to the given destinations. */
export const LiveRebroadcastBody = Type.Object(
  {
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    privacy: Type.Optional(StringEnum(LIVE_PRIVACIES)),
    scheduled_start: IsoDate,
    destinations: Type.Optional(Type.Array(LiveDestinationBody, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type LiveRebroadcastBody = Static<typeof LiveRebroadcastBody>;

export const listLiveEvents = defineEndpoint({
  method: 'GET',
  path: '/api/live/events',
  summary: "The workspace's live events (search on title and description, filter by status)",
  tags,
  auth: 'user',
  permission,
  roles: ROLES.members,
  query: LiveEventListQuery,
  response: LiveEvent,
  paged: true,
});

export const createLiveEvent = defineEndpoint({
  method: 'POST',
  path: '/api/live/events',
  summary: 'Create a live event with its destinations (each needs its network permission)',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  body: LiveEventBody,
  response: LiveEvent,
  status: 201,
});

export const getLiveEvent = defineEndpoint({
  method: 'GET',
  path: '/api/live/events/:id',
  summary: 'A live event with its destinations',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.members,
  params: IdParams,
  response: LiveEvent,
});

export const updateLiveEvent = defineEndpoint({
  method: 'PATCH',
  path: '/api/live/events/:id',
  summary: 'Change a live event before it goes live',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: IdParams,
  body: LiveEventUpdateBody,
  response: LiveEvent,
});

export const deleteLiveEvent = defineEndpoint({
  method: 'DELETE',
  path: '/api/live/events/:id',
  summary: 'Delete a live event that is not live (its recording too)',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: IdParams,
  response: LiveEvent,
});

export const addLiveDestination = defineEndpoint({
  method: 'POST',
  path: '/api/live/events/:id/destinations',
  summary: 'Add a destination to an event (within the plan limit)',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: IdParams,
  body: LiveDestinationBody,
  response: LiveDestination,
  status: 201,
});

export const updateLiveDestination = defineEndpoint({
  method: 'PATCH',
  path: '/api/live/events/:id/destinations/:destinationId',
  summary: "Change a destination's name, server, key, account or encoding",
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: LiveDestinationParams,
  body: LiveDestinationUpdateBody,
  response: LiveDestination,
});

export const removeLiveDestination = defineEndpoint({
  method: 'DELETE',
  path: '/api/live/events/:id/destinations/:destinationId',
  summary: 'Remove a destination (a live one stops at once)',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: LiveDestinationParams,
  response: LiveDestination,
});

export const goLive = defineEndpoint({
  method: 'POST',
  path: '/api/live/events/:id/go-live',
  summary: 'Go live: relay the ingest to every destination (the source must be publishing)',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: IdParams,
  response: LiveStatus,
});

export const endLive = defineEndpoint({
  method: 'POST',
  path: '/api/live/events/:id/end',
  summary: 'End the stream on every destination and keep the recording',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: IdParams,
  response: LiveStatus,
});

export const saveLiveRecording = defineEndpoint({
  method: 'POST',
  path: '/api/live/events/:id/recording/library',
  summary: "Put an ended event's recording into the workspace's media library (posting imports it)",
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: IdParams,
  response: LiveRecording,
});

export const retryLiveDestination = defineEndpoint({
  method: 'POST',
  path: '/api/live/events/:id/destinations/:destinationId/retry',
  summary: 'Retry a retrying or failed destination now (its backoff starts over)',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: LiveDestinationParams,
  response: LiveDestination,
});

export const getLiveStatus = defineEndpoint({
  method: 'GET',
  path: '/api/live/events/:id/status',
  summary: 'The live status of an event: the source and each destination with its figures',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.members,
  params: IdParams,
  response: LiveStatus,
});

export const getLiveIngest = defineEndpoint({
  method: 'GET',
  path: '/api/live/ingest',
  summary: "The workspace's RTMP ingest address and secret stream key",
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  response: LiveIngest,
});

export const regenerateLiveIngestKey = defineEndpoint({
  method: 'POST',
  path: '/api/live/ingest/regenerate',
  summary: 'A new stream key; the old one is refused from now on',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  response: LiveIngest,
});

export const listLiveHistory = defineEndpoint({
  method: 'GET',
  path: '/api/live/history',
  summary: 'Past streams with their duration and health',
  tags,
  auth: 'user',
  permission,
  roles: ROLES.members,
  query: LiveHistoryQuery,
  response: LiveHistoryItem,
  paged: true,
});

export const scheduleRebroadcast = defineEndpoint({
  method: 'POST',
  path: '/api/live/events/:id/rebroadcast',
  summary: "Schedule an ended event's recording to go out again as a live stream",
  tags,
  auth: 'user',
  permission,
  roles: ROLES.editors,
  params: IdParams,
  body: LiveRebroadcastBody,
  response: LiveEvent,
  status: 201,
});

/** The recording's bytes (video/mp4) and the HLS preview are served by guarded routes outside the JSON envelope, to every member holding LiveStreaming. */
export const LIVE_RECORDING_PATH = '/api/live/events/:id/recording';
export const LIVE_PREVIEW_PATH = '/api/live/preview/:file';
