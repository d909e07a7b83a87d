import type { LiveDestinationKind } from './live.contracts';

/** One resolution and frame rate with the video bitrate a network asks for, in kbps. */
export interface LiveBitrateBand {
  /** The short side in pixels (1080 for 1920×1080 and for 1080×1920). */
  height: number;
  fps: number;
  minKbps: number;
  maxKbps: number;
}

/** What a network accepts from an encoder, as it publishes it; read by the pre-flight check and shown by the app. */
export interface LiveEncoderRules {
  protocols: readonly ('rtmp' | 'rtmps')[];
  /** ffprobe's codec names. */
  videoCodecs: readonly string[];
  audioCodecs: readonly string[];
  /** Audio is required (Meta ends streams without it). */
  audioRequired: boolean;
  keyframe: { recommendedSeconds: number; maxSeconds: number };
  /** The largest short side accepted, null when the network sets none. */
  maxHeight: number | null;
  maxFps: number | null;
  orientation: 'landscape' | 'portrait' | 'any';
  /** Empty when the network publishes no bitrates. */
  bitrates: readonly LiveBitrateBand[];
  audioMaxKbps: number | null;
  /** Longest broadcast the network keeps going, in hours. */
  maxHours: number | null;
  /** Where the figures come from. */
  source: string | null;
}

const band = (height: number, fps: number, minKbps: number, maxKbps: number): LiveBitrateBand => ({ height, fps, minKbps, maxKbps });

/**
 * Each destination's encoder rules. YouTube: support.google.com/youtube/answer/2853702 (its
 * 240p–720p at 30 fps row and the H.264 recommendation at 1080p); Facebook: the Live Video API
 * reference's recommended settings; Instagram: the settings Meta gives for Live Producer
 * (720×1280, 9:16, 30 fps, 2,250–6,000 kbps, audio up to 256 kbps, 4 hours); TikTok publishes no
 * figures for streaming with a key, so Cadence checks the values of its vertical live format
 * with the common 2-second keyframe; a custom server gets only the general RTMP rules.
 */
export const LIVE_ENCODER_RULES: Readonly<Record<LiveDestinationKind, LiveEncoderRules>> = {
  youtube: {
    protocols: ['rtmp', 'rtmps'],
    videoCodecs: ['h264', 'hevc', 'av1'],
    audioCodecs: ['aac', 'mp3'],
    audioRequired: false,
    keyframe: { recommendedSeconds: 2, maxSeconds: 4 },
    maxHeight: 2160,
    maxFps: 60,
    orientation: 'any',
    bitrates: [
      band(2160, 60, 10_000, 40_000),
      band(2160, 30, 8_000, 35_000),
      band(1440, 60, 6_000, 30_000),
      band(1440, 30, 5_000, 25_000),
      band(1080, 60, 4_000, 12_000),
      band(1080, 30, 3_000, 10_000),
      band(720, 60, 3_000, 8_000),
      band(720, 30, 3_000, 8_000),
    ],
    audioMaxKbps: null,
    maxHours: 12,
    source: 'https://support.google.com/youtube/answer/2853702',
  },
  facebook: {
    protocols: ['rtmps'],
    videoCodecs: ['h264'],
    audioCodecs: ['aac'],
    audioRequired: true,
    keyframe: { recommendedSeconds: 2, maxSeconds: 4 },
    maxHeight: 1080,
    maxFps: 60,
    orientation: 'landscape',
    bitrates: [band(1080, 60, 4_500, 9_000), band(1080, 30, 3_000, 6_000), band(720, 60, 2_250, 6_000), band(720, 30, 1_500, 4_000), band(480, 30, 600, 2_000), band(360, 30, 400, 1_000)],
    audioMaxKbps: 256,
    maxHours: 8,
    source: 'https://developers.facebook.com/docs/live-video-api/reference',
  },
  instagram: {
    protocols: ['rtmps'],
    videoCodecs: ['h264'],
    audioCodecs: ['aac'],
    audioRequired: true,
    keyframe: { recommendedSeconds: 2, maxSeconds: 4 },
    maxHeight: 1080,
    maxFps: 60,
    orientation: 'portrait',
    bitrates: [band(1080, 30, 2_250, 6_000), band(720, 60, 2_250, 6_000), band(720, 30, 2_250, 6_000)],
    audioMaxKbps: 256,
    maxHours: 4,
    source: 'https://www.facebook.com/help/instagram/ (Live Producer)',
  },
  tiktok: {
    protocols: ['rtmp', 'rtmps'],
    videoCodecs: ['h264'],
    audioCodecs: ['aac'],
    audioRequired: true,
    keyframe: { recommendedSeconds: 2, maxSeconds: 4 },
    maxHeight: 1080,
    maxFps: 60,
    orientation: 'portrait',
    bitrates: [band(1080, 60, 3_000, 8_000), band(1080, 30, 2_500, 6_000), band(720, 60, 2_500, 6_000), band(720, 30, 1_500, 4_000)],
    audioMaxKbps: 256,
    maxHours: null,
    source: null,
  },
  custom: {
    protocols: ['rtmp', 'rtmps'],
    videoCodecs: ['h264', 'hevc', 'av1'],
    audioCodecs: ['aac', 'mp3', 'opus'],
    audioRequired: false,
    keyframe: { recommendedSeconds: 2, maxSeconds: 10 },
    maxHeight: null,
    maxFps: null,
    orientation: 'any',
    bitrates: [],
    audioMaxKbps: null,
    maxHours: null,
    source: null,
  },
};

/**
 * The band a stream falls in: the smallest listed height at or above its short side (the largest
 * when it is bigger than all), then the smallest listed frame rate at or above its own at that
 * height (the largest when it is faster). Null when the network lists no bitrates.
 */
export function liveBitrateBand(rules: LiveEncoderRules, height: number, fps: number): LiveBitrateBand | null {
  if (rules.bitrates.length === 0) return null;
  const heights = [...new Set(rules.bitrates.map((item) => item.height))].sort((a, b) => a - b);
  const chosenHeight = heights.find((value) => value >= height) ?? (heights.at(-1) as number);
  const atHeight = rules.bitrates.filter((item) => item.height === chosenHeight).sort((a, b) => a.fps - b.fps);
  return atHeight.find((item) => item.fps >= Math.round(fps)) ?? atHeight.at(-1) ?? null;
}

/** Where a user finds the server URL and key of a network Cadence cannot ask through an API. */
export const LIVE_MANUAL_SETUP: Readonly<Partial<Record<LiveDestinationKind, readonly string[]>>> = {
  instagram: [
    'On a computer, open instagram.com, choose Create (+), then Live video.',
    'Give the live a title and audience, then choose Next: Instagram shows a stream URL and a stream key.',
    'Copy the stream URL into “Server URL” and the stream key into “Stream key”. Both start working when you go live and stop after the broadcast.',
    'Instagram takes RTMPS only, vertical video (9:16, 720×1280 or 1080×1920) and broadcasts up to 4 hours. Go live in Instagram’s window once Cadence shows the destination as live.',
  ],
  tiktok: [
    'TikTok gives a stream key to accounts allowed to go live with streaming software: open TikTok LIVE Studio or LIVE Center on the web and choose to stream with a key (or “Stream with software”).',
    'Copy the server URL into “Server URL” and the stream key into “Stream key”.',
    'TikTok shows a new key for each broadcast: enter it again before every live.',
    'Send vertical video (9:16, 1080×1920 or 720×1280) with a 2-second keyframe interval.',
  ],
  custom: [
    'Enter the server URL your streaming service gives (it starts with rtmp:// or rtmps://) and the stream key separately.',
    'If the service gives one full URL, the key is the part after the last slash.',
  ],
};
