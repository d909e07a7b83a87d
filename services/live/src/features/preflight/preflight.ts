import { LIVE_ENCODER_RULES, liveBitrateBand, type LiveDestinationKind, type LiveEncoding } from '@cadence/contracts';

/** The incoming stream as ffprobe measured it (see probe.ts); a figure it could not read is null. */
export interface MeasuredStream {
  videoCodec: string | null;
  audioCodec: string | null;
  width: number | null;
  height: number | null;
  fps: number | null;
  /** The longest gap between keyframes seen, in seconds. */
  keyframeSeconds: number | null;
  videoKbps: number | null;
  audioKbps: number | null;
}

export interface PreflightDestination {
  id: number | null;
  kind: LiveDestinationKind;
  name: string;
  serverUrl: string | null;
  /** Re-encoding asked for this destination; null relays the source as it comes. */
  encoding: LiveEncoding | null;
}

export interface PreflightInput {
  destinations: readonly PreflightDestination[];
  /** Null when nothing is being received on the ingest yet. */
  source: MeasuredStream | null;
  /** The upload the relay has (measured or stated), in kbps; null when unknown. */
  uploadKbps: number | null;
}

export type PreflightLevel = 'blocker' | 'warning';

/** One problem in plain words, with a stable code and its figures for translated screens. */
export interface PreflightIssue {
  level: PreflightLevel;
  code: string;
  message: string;
  params: Record<string, string | number>;
}

export interface PreflightDestinationResult {
  id: number | null;
  kind: LiveDestinationKind;
  name: string;
  /** What the relay sends there (video + audio), in kbps; null when unknown. */
  sendKbps: number | null;
  issues: PreflightIssue[];
  /** Re-encoding that fixes what relaying the source as it is cannot, for a destination that relays it as it is; null otherwise. */
  suggestedEncoding: LiveEncoding | null;
}

export interface PreflightReport {
  /** No blocker anywhere. */
  ok: boolean;
  destinations: PreflightDestinationResult[];
  bandwidth: {
    neededKbps: number | null;
    uploadKbps: number | null;
    issues: PreflightIssue[];
  };
}

/** RTMP and TCP framing plus bitrate peaks over the nominal figures. */
export const UPLOAD_OVERHEAD = 1.25;
/** The relay re-encodes audio to AAC at this bitrate along with the video. */
const REENCODED_AUDIO_KBPS = 128;
/** Problems that re-encoding the destination fixes. */
const FIXED_BY_REENCODING = new Set(['video_codec', 'audio_codec', 'keyframe_too_long', 'keyframe_long', 'resolution_too_high', 'bitrate_high', 'audio_bitrate_high']);

const NETWORK_NAMES: Readonly<Record<LiveDestinationKind, string>> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  custom: 'This server',
};
const CODEC_NAMES: Readonly<Record<string, string>> = {
  h264: 'H.264',
  hevc: 'HEVC (H.265)',
  av1: 'AV1',
  aac: 'AAC',
  mp3: 'MP3',
  opus: 'Opus',
};
const codecName = (codec: string) => CODEC_NAMES[codec] ?? codec.toUpperCase();
const mbps = (kbps: number) => `${(kbps / 1000).toFixed(1)} Mbps`;
const list = (items: readonly string[]) => items.map(codecName).join(' or ');

function issue(level: PreflightLevel, code: string, message: string, params: Record<string, string | number> = {}): PreflightIssue {
  return { level, code, message, params };
}

/** What the relay sends to one destination: the source as it is, or its re-encoding (H.264, the asked bitrate, height and keyframes). */
function output(source: MeasuredStream | null, encoding: LiveEncoding | null): MeasuredStream | null {
  if (!encoding) return source;
  const height = source?.height ?? null;
  const maxHeight = encoding.max_height ?? null;
  const scaled = height !== null && maxHeight !== null && height > maxHeight ? maxHeight : height;
  const width = source?.width && source.height && scaled ? Math.round((source.width * scaled) / source.height) : (source?.width ?? null);
  return {
    videoCodec: 'h264',
    audioCodec: source?.audioCodec ? 'aac' : null,
    width,
    height: scaled,
    fps: source?.fps ?? null,
    keyframeSeconds: encoding.keyframe_seconds ?? 2,
    videoKbps: encoding.video_bitrate_kbps,
    audioKbps: source?.audioCodec ? REENCODED_AUDIO_KBPS : null,
  };
}

/**
 * The re-encoding that brings a stream within a network's rules: H.264 with the recommended
 * keyframe interval, the bitrate kept within the band of the resulting size, and the height
 * capped at the network's largest (for an upright picture, its long side).
 */
export function suggestEncoding(kind: LiveDestinationKind, source: MeasuredStream): LiveEncoding {
  const rules = LIVE_ENCODER_RULES[kind];
  const portrait = source.width !== null && source.height !== null && source.height > source.width;
  const cap = rules.maxHeight === null ? null : portrait ? Math.round((rules.maxHeight * 16) / 9) : rules.maxHeight;
  const maxHeight = cap !== null && source.height !== null && source.height > cap ? cap : null;
  const height = maxHeight ?? source.height ?? 720;
  const width = source.width && source.height ? Math.round((source.width * height) / source.height) : height;
  const range = liveBitrateBand(rules, Math.min(width, height), source.fps ?? 30);
  const wanted = source.videoKbps ?? range?.maxKbps ?? 4500;
  const bitrate = range ? Math.min(Math.max(wanted, range.minKbps), range.maxKbps) : Math.min(wanted, 6000);
  return { video_bitrate_kbps: Math.max(300, Math.round(bitrate)), ...(maxHeight === null ? {} : { max_height: maxHeight }), keyframe_seconds: rules.keyframe.recommendedSeconds };
}

function protocolIssues(destination: PreflightDestination, network: string): PreflightIssue[] {
  const rules = LIVE_ENCODER_RULES[destination.kind];
  if (!destination.serverUrl) return [];
  const scheme = destination.serverUrl.trim().toLowerCase().split('://')[0] as 'rtmp' | 'rtmps';
  if (rules.protocols.includes(scheme)) return [];
  return [
    issue(
      'blocker',
      'protocol',
      `${network} only takes ${rules.protocols.map((item) => `${item}://`).join(' or ')} server URLs; this one starts with ${scheme}://. Copy the secure (rtmps://) URL from ${network}.`,
      { protocol: scheme },
    ),
  ];
}

function streamIssues(kind: LiveDestinationKind, stream: MeasuredStream, reencoded: boolean): PreflightIssue[] {
  const rules = LIVE_ENCODER_RULES[kind];
  const network = NETWORK_NAMES[kind];
  const fix = reencoded ? 'Change this destination’s re-encoding settings' : 'Change it in your encoder, or turn on re-encoding for this destination';
  const issues: PreflightIssue[] = [];
  if (stream.videoCodec && !rules.videoCodecs.includes(stream.videoCodec)) {
    issues.push(issue('blocker', 'video_codec', `${network} takes ${list(rules.videoCodecs)} video; your stream is ${codecName(stream.videoCodec)}. ${fix}.`, { codec: stream.videoCodec }));
  }
  if (!stream.audioCodec) {
    if (rules.audioRequired) issues.push(issue('blocker', 'no_audio', `${network} ends streams that carry no sound. Add an audio source in your encoder (even a silent one).`));
  } else if (!rules.audioCodecs.includes(stream.audioCodec)) {
    issues.push(issue('blocker', 'audio_codec', `${network} takes ${list(rules.audioCodecs)} audio; your stream is ${codecName(stream.audioCodec)}. ${fix}.`, { codec: stream.audioCodec }));
  }
  if (stream.keyframeSeconds === null) {
    issues.push(
      issue('warning', 'keyframe_unknown', `The keyframe interval could not be measured. Set it to ${rules.keyframe.recommendedSeconds} seconds in your encoder.`, {
        recommended: rules.keyframe.recommendedSeconds,
      }),
    );
  } else if (stream.keyframeSeconds > rules.keyframe.maxSeconds + 0.05) {
    issues.push(
      issue(
        'blocker',
        'keyframe_too_long',
        `Keyframes come every ${stream.keyframeSeconds.toFixed(1)} s; ${network} needs one at least every ${rules.keyframe.maxSeconds} s. Set the keyframe interval to ${rules.keyframe.recommendedSeconds} s.`,
        {
          seconds: Number(stream.keyframeSeconds.toFixed(1)),
          max: rules.keyframe.maxSeconds,
          recommended: rules.keyframe.recommendedSeconds,
        },
      ),
    );
  } else if (stream.keyframeSeconds > rules.keyframe.recommendedSeconds + 0.05) {
    issues.push(
      issue('warning', 'keyframe_long', `Keyframes come every ${stream.keyframeSeconds.toFixed(1)} s; ${network} recommends ${rules.keyframe.recommendedSeconds} s.`, {
        seconds: Number(stream.keyframeSeconds.toFixed(1)),
        recommended: rules.keyframe.recommendedSeconds,
      }),
    );
  }
  if (stream.fps !== null && rules.maxFps !== null && stream.fps > rules.maxFps + 0.5) {
    issues.push(
      issue('blocker', 'fps_too_high', `Your stream runs at ${Math.round(stream.fps)} frames per second; ${network} takes up to ${rules.maxFps}.`, { fps: Math.round(stream.fps), max: rules.maxFps }),
    );
  }
  if (stream.width !== null && stream.height !== null) {
    const short = Math.min(stream.width, stream.height);
    if (rules.maxHeight !== null && short > rules.maxHeight) {
      issues.push(
        issue('blocker', 'resolution_too_high', `Your stream is ${stream.width}×${stream.height}; ${network} takes up to ${rules.maxHeight}p. ${fix} with a lower resolution.`, {
          width: stream.width,
          height: stream.height,
          max: rules.maxHeight,
        }),
      );
    }
    const portrait = stream.height > stream.width;
    if (rules.orientation === 'portrait' && !portrait) {
      issues.push(
        issue(
          'warning',
          'orientation',
          `${network} shows live video upright (9:16); your ${stream.width}×${stream.height} picture will appear small with bars. Send a vertical picture, e.g. 720×1280.`,
          { width: stream.width, height: stream.height },
        ),
      );
    } else if (rules.orientation === 'landscape' && portrait) {
      issues.push(
        issue('warning', 'orientation', `${network} expects landscape video (16:9); your ${stream.width}×${stream.height} picture will show with bars.`, {
          width: stream.width,
          height: stream.height,
        }),
      );
    }
    const fps = stream.fps ?? 30;
    const range = liveBitrateBand(rules, short, fps);
    if (range && stream.videoKbps !== null) {
      const label = `${range.height}p at ${range.fps} fps`;
      if (stream.videoKbps > range.maxKbps * 1.05) {
        issues.push(
          issue(
            'warning',
            'bitrate_high',
            `Your video bitrate is ${mbps(stream.videoKbps)}; ${network} recommends at most ${mbps(range.maxKbps)} for ${label}. Viewers may buffer, or ${network} may lower the quality.`,
            {
              kbps: Math.round(stream.videoKbps),
              max: range.maxKbps,
              band: label,
            },
          ),
        );
      } else if (stream.videoKbps < range.minKbps * 0.95) {
        issues.push(
          issue('warning', 'bitrate_low', `Your video bitrate is ${mbps(stream.videoKbps)}; ${network} recommends at least ${mbps(range.minKbps)} for ${label}, or the picture looks blocky.`, {
            kbps: Math.round(stream.videoKbps),
            min: range.minKbps,
            band: label,
          }),
        );
      }
    }
  }
  if (stream.audioKbps !== null && rules.audioMaxKbps !== null && stream.audioKbps > rules.audioMaxKbps * 1.05) {
    issues.push(
      issue('warning', 'audio_bitrate_high', `Your audio bitrate is ${Math.round(stream.audioKbps)} kbps; ${network} takes up to ${rules.audioMaxKbps} kbps.`, {
        kbps: Math.round(stream.audioKbps),
        max: rules.audioMaxKbps,
      }),
    );
  }
  return issues;
}

/**
 * The pre-flight check before going live: for each destination, whether what the relay will send
 * (the source, or its re-encoding) fits what the network accepts, and whether the upload carries
 * every destination at once (the sum of their bitrates × UPLOAD_OVERHEAD). Pure: the measured
 * stream comes from probe.ts, the rules from LIVE_ENCODER_RULES.
 */
export function preflight(input: PreflightInput): PreflightReport {
  const destinations = input.destinations.map((destination): PreflightDestinationResult => {
    const network = destination.kind === 'custom' ? destination.name : NETWORK_NAMES[destination.kind];
    const sent = output(input.source, destination.encoding);
    const issues = protocolIssues(destination, network);
    if (!input.source) {
      issues.push(issue('warning', 'no_source', 'Nothing is reaching the ingest yet. Start your encoder to check its settings against this destination.'));
    } else if (sent) {
      issues.push(...streamIssues(destination.kind, sent, destination.encoding !== null));
    }
    const sendKbps = sent?.videoKbps != null ? sent.videoKbps + (sent.audioKbps ?? 0) : null;
    const fixable = destination.encoding === null && input.source !== null && issues.some((found) => FIXED_BY_REENCODING.has(found.code));
    const suggestedEncoding = fixable && input.source ? suggestEncoding(destination.kind, input.source) : null;
    return { id: destination.id, kind: destination.kind, name: destination.name, sendKbps, issues, suggestedEncoding };
  });

  const known = destinations.every((item) => item.sendKbps !== null);
  const neededKbps = known && destinations.length > 0 ? Math.round(destinations.reduce((sum, item) => sum + (item.sendKbps ?? 0), 0) * UPLOAD_OVERHEAD) : null;
  const bandwidthIssues: PreflightIssue[] = [];
  if (neededKbps !== null && input.uploadKbps === null) {
    bandwidthIssues.push(
      issue('warning', 'upload_unknown', `These destinations need about ${mbps(neededKbps)} of upload together. Measure the upload to be sure it carries them.`, { needed: neededKbps }),
    );
  } else if (neededKbps !== null && input.uploadKbps !== null) {
    if (neededKbps > input.uploadKbps) {
      bandwidthIssues.push(
        issue(
          'blocker',
          'upload_too_small',
          `These ${destinations.length} destinations need about ${mbps(neededKbps)} of upload together, but only ${mbps(input.uploadKbps)} is available. Remove a destination, or lower the bitrate (re-encode the heaviest ones).`,
          {
            needed: neededKbps,
            upload: input.uploadKbps,
            destinations: destinations.length,
          },
        ),
      );
    } else if (neededKbps > input.uploadKbps * 0.8) {
      bandwidthIssues.push(
        issue('warning', 'upload_tight', `These destinations need about ${mbps(neededKbps)} of the ${mbps(input.uploadKbps)} upload: little is left for spikes.`, {
          needed: neededKbps,
          upload: input.uploadKbps,
        }),
      );
    }
  }
  const ok = destinations.every((item) => item.issues.every((found) => found.level !== 'blocker')) && bandwidthIssues.every((found) => found.level !== 'blocker');
  return {
    ok,
    destinations,
    bandwidth: {
      neededKbps,
      uploadKbps: input.uploadKbps,
      issues: bandwidthIssues,
    },
  };
}
