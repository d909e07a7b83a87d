import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdParams, Strict, StringEnum } from '../schema';
import { ROLES } from '../workspace-roles';
import { LIVE_DESTINATION_KINDS, LiveEncoding } from './live.contracts';

export const LIVE_PREFLIGHT_LEVELS = ['blocker', 'warning'] as const;

/** One problem found before going live, in plain words; `code` and `params` let a screen word it in its own language. */
export const LivePreflightIssue = Type.Object({
  level: StringEnum(LIVE_PREFLIGHT_LEVELS),
  /** protocol, video_codec, audio_codec, no_audio, keyframe_unknown, keyframe_too_long, keyframe_long, fps_too_high, resolution_too_high, orientation, bitrate_high, bitrate_low, audio_bitrate_high, no_source, upload_unknown, upload_too_small, upload_tight, probe_failed. */
  code: Type.String(),
  message: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type LivePreflightIssue = Static<typeof LivePreflightIssue>;

const Figure = Type.Union([Type.Number(), Type.Null()]);

/** The incoming stream as measured on the ingest (null figures could not be read). */
export const LiveMeasuredSource = Type.Object({
  video_codec: Type.Union([Type.String(), Type.Null()]),
  audio_codec: Type.Union([Type.String(), Type.Null()]),
  width: Figure,
  height: Figure,
  fps: Figure,
  keyframe_seconds: Figure,
  video_kbps: Figure,
  audio_kbps: Figure,
});
export type LiveMeasuredSource = Static<typeof LiveMeasuredSource>;

export const LivePreflightReport = Type.Object({
  /** No blocker anywhere. */
  ok: Type.Boolean(),
  /** Null while nothing is publishing to the ingest. */
  source: Type.Union([LiveMeasuredSource, Type.Null()]),
  destinations: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: StringEnum(LIVE_DESTINATION_KINDS),
      name: Type.String(),
      /** What the relay will send there, video and audio, in kbps. */
      send_kbps: Figure,
      issues: Type.Array(LivePreflightIssue),
      /** Re-encoding that fixes what relaying the stream as it is cannot (set it as the destination's encoding); null when none is needed. */
      suggested_encoding: Type.Union([LiveEncoding, Type.Null()]),
    }),
  ),
  bandwidth: Type.Object({ needed_kbps: Figure, upload_kbps: Figure, issues: Type.Array(LivePreflightIssue) }),
});
export type LivePreflightReport = Static<typeof LivePreflightReport>;

export const LivePreflightBody = Strict({
  /** The upload the relay has, measured by the user (a speed test); without it the server's stated figure, if any. */
  upload_kbps: Type.Optional(Type.Integer({ minimum: 100, maximum: 100_000_000 })),
});
export type LivePreflightBody = Static<typeof LivePreflightBody>;

export const checkLivePreflight = defineEndpoint({
  method: 'POST',
  path: '/api/live/events/:id/preflight',
  summary:
    "Check each destination's settings against what its network accepts (keyframes, bitrate, resolution, codecs) and the upload the destinations need, measuring the ingest's stream for a few seconds",
  tags: ['Live'],
  auth: 'user',
  permission: 'LiveStreaming',
  roles: ROLES.editors,
  params: IdParams,
  body: LivePreflightBody,
  response: LivePreflightReport,
});
