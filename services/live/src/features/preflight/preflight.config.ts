import Type, { type TProperties } from 'typebox';

/** The pre-flight check's settings. */
export const preflightEnv = {
  LIVE_UPLOAD_KBPS: Type.Optional(
    Type.Integer({ minimum: 100, maximum: 100_000_000, description: 'The upload the relay machine has, in kbps, used by the pre-flight check when the user gives none' }),
  ),
  LIVE_PREFLIGHT_PROBE_SECONDS: Type.Integer({
    minimum: 3,
    maximum: 30,
    default: 6,
    description: 'How many seconds of the incoming stream the pre-flight check measures (at least two keyframe intervals)',
  }),
  LIVE_FFPROBE_PATH: Type.String({ default: 'ffprobe', minLength: 1 }),
} satisfies TProperties;
