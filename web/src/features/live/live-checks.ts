import {
  LIVE_ENCODER_RULES,
  liveBitrateBand,
  type LiveDestination,
  type LiveDestinationKind,
  type LiveDestinationState,
  type LiveEvent,
  type LiveHistoryItem,
  type LiveSourceInfo,
} from '@cadence/contracts';

/** One finding of the pre-flight check: its message key and the values it names. */
export interface PreflightFinding {
  level: 'ok' | 'warning' | 'problem';
  code: 'protocol' | 'videoCodec' | 'audioMissing' | 'audioCodec' | 'tooTall' | 'wantsPortrait' | 'wantsLandscape' | 'fps' | 'bitrateLow' | 'bitrateHigh' | 'keyframe' | 'bitrateOk' | 'noSource';
  values: Record<string, string | number>;
}

/** Audio added to each relayed copy when counting bandwidth, in kbps. */
export const AUDIO_KBPS = 160;
/** Headroom a connection needs above the sum of its streams so frames are not dropped. */
export const BANDWIDTH_HEADROOM = 1.25;

/**
 * A destination's settings checked against what its network accepts (the contracts' encoder
 * rules), with what the ingest receives now. Without a source only the address is checked.
 */
export function preflightFindings(destination: Pick<LiveDestination, 'kind' | 'server_url' | 'encoding'>, source: LiveSourceInfo | null): PreflightFinding[] {
  const rules = LIVE_ENCODER_RULES[destination.kind];
  const findings: PreflightFinding[] = [];
  const scheme = destination.server_url?.split('://')[0]?.toLowerCase();
  if (scheme && !(rules.protocols as readonly string[]).includes(scheme)) {
    findings.push({ level: 'problem', code: 'protocol', values: { expected: rules.protocols.join(', ').toUpperCase() } });
  }
  const keyframe = destination.encoding?.keyframe_seconds;
  if (keyframe !== undefined && keyframe > rules.keyframe.maxSeconds) {
    findings.push({ level: 'problem', code: 'keyframe', values: { seconds: keyframe, max: rules.keyframe.maxSeconds } });
  }
  const video = source?.video ?? null;
  if (!source?.publishing || !video) {
    findings.push({ level: 'warning', code: 'noSource', values: { seconds: rules.keyframe.recommendedSeconds } });
    return findings;
  }
  if (!rules.videoCodecs.includes(video.codec) && destination.encoding == null) {
    findings.push({ level: 'problem', code: 'videoCodec', values: { codec: video.codec, expected: rules.videoCodecs.join(', ') } });
  }
  if (!source.audio) {
    if (rules.audioRequired) findings.push({ level: 'problem', code: 'audioMissing', values: {} });
  } else if (!rules.audioCodecs.includes(source.audio.codec)) {
    findings.push({ level: 'problem', code: 'audioCodec', values: { codec: source.audio.codec, expected: rules.audioCodecs.join(', ') } });
  }
  const outHeight = Math.min(Math.min(video.width, video.height), destination.encoding?.max_height ?? Number.POSITIVE_INFINITY);
  if (rules.maxHeight !== null && outHeight > rules.maxHeight) {
    findings.push({ level: 'problem', code: 'tooTall', values: { height: outHeight, max: rules.maxHeight } });
  }
  const landscape = video.width >= video.height;
  if ((rules.orientation === 'portrait' && landscape) || (rules.orientation === 'landscape' && !landscape)) {
    findings.push({ level: 'warning', code: rules.orientation === 'portrait' ? 'wantsPortrait' : 'wantsLandscape', values: { width: video.width, height: video.height } });
  }
  if (rules.maxFps !== null && video.fps > rules.maxFps) {
    findings.push({ level: 'problem', code: 'fps', values: { fps: Math.round(video.fps), max: rules.maxFps } });
  }
  const kbps = destination.encoding?.video_bitrate_kbps ?? source.bitrate_kbps;
  const band = liveBitrateBand(rules, outHeight, video.fps);
  if (band && kbps !== null) {
    const values = { kbps: Math.round(kbps), min: band.minKbps, max: band.maxKbps, height: band.height, fps: band.fps };
    if (kbps < band.minKbps) findings.push({ level: 'warning', code: 'bitrateLow', values });
    else if (kbps > band.maxKbps) findings.push({ level: 'problem', code: 'bitrateHigh', values });
    else findings.push({ level: 'ok', code: 'bitrateOk', values });
  }
  return findings;
}

/** The worst level among findings ('ok' when there are none). */
export function worstLevel(findings: readonly PreflightFinding[]): PreflightFinding['level'] {
  if (findings.some((finding) => finding.level === 'problem')) return 'problem';
  if (findings.some((finding) => finding.level === 'warning')) return 'warning';
  return 'ok';
}

/**
 * The bandwidth a stream needs, in kbps: the streamer's upload to the ingest (the source), and the
 * relay's upload to every destination (the source copied, or each re-encoded bitrate), each with
 * headroom. Null when the source bitrate is unknown and a destination relays it as it comes.
 */
export function bandwidthNeeded(destinations: readonly Pick<LiveDestination, 'encoding'>[], sourceKbps: number | null): { ingestKbps: number | null; relayKbps: number | null } {
  const ingestKbps = sourceKbps === null ? null : Math.ceil(sourceKbps * BANDWIDTH_HEADROOM);
  let total = 0;
  for (const destination of destinations) {
    const video = destination.encoding?.video_bitrate_kbps ?? (sourceKbps === null ? null : sourceKbps);
    if (video === null) return { ingestKbps, relayKbps: null };
    total += destination.encoding ? video + AUDIO_KBPS : video;
  }
  return { ingestKbps, relayKbps: Math.ceil(total * BANDWIDTH_HEADROOM) };
}

/** "1:02:03" or "4:05": a duration in seconds as a clock. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export type Tone = 'success' | 'destructive' | 'warning' | 'info' | 'muted';

export const DESTINATION_STATE_TONES: Readonly<Record<LiveDestinationState, Tone>> = {
  idle: 'muted',
  connecting: 'info',
  live: 'success',
  retrying: 'warning',
  failed: 'destructive',
  ended: 'muted',
};

export const HEALTH_TONES: Readonly<Record<LiveHistoryItem['health'], Tone>> = { good: 'success', degraded: 'warning', failed: 'destructive' };

/** YouTube's healthStatus values (good, ok, bad, noData, revoked) as a tone. */
export function networkHealthTone(status: string): Tone {
  if (status === 'good' || status === 'ok') return 'success';
  if (status === 'bad' || status === 'revoked') return 'destructive';
  return 'muted';
}

/** Whether a destination can be retried now. */
export function canRetry(destination: Pick<LiveDestination, 'state'>): boolean {
  return destination.state === 'retrying' || destination.state === 'failed';
}

/** Events split as the list shows them: coming (draft, ready, soonest first) and live now. */
export function splitEvents(events: readonly LiveEvent[], network: LiveDestinationKind | null): { upcoming: LiveEvent[]; live: LiveEvent[]; endedIds: Set<number> } {
  const mine = network === null ? events : events.filter((event) => event.destinations.some((destination) => destination.kind === network));
  const time = (event: LiveEvent) => (event.scheduled_start ? Date.parse(event.scheduled_start) : Number.POSITIVE_INFINITY);
  return {
    upcoming: mine.filter((event) => event.status === 'draft' || event.status === 'ready').sort((a, b) => time(a) - time(b) || a.id - b.id),
    live: mine.filter((event) => event.status === 'live'),
    endedIds: new Set(mine.filter((event) => event.status === 'ended').map((event) => event.id)),
  };
}

/** How often the event page refreshes the live figures, in ms (none once ended). */
export function statusRefreshInterval(status: LiveEvent['status'] | undefined): number | false {
  if (status === 'live') return 2_000;
  if (status === 'ended') return false;
  return 5_000;
}
