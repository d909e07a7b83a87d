import { describe, expect, it } from 'vitest';
import type { LiveEvent, LiveSourceInfo } from '@cadence/contracts';
import { bandwidthNeeded, formatDuration, preflightFindings, splitEvents, statusRefreshInterval, worstLevel } from './live-checks';

const source = (overrides: Partial<LiveSourceInfo> = {}): LiveSourceInfo => ({
  publishing: true,
  on_slate: false,
  video: { codec: 'h264', width: 1920, height: 1080, fps: 30 },
  audio: { codec: 'aac', sample_rate: 48_000, channels: 2 },
  bitrate_kbps: 4_500,
  ...overrides,
});

const codes = (findings: { code: string }[]) => findings.map((finding) => finding.code);

describe('preflightFindings', () => {
  it('passes a 1080p30 H.264 stream at 4.5 Mbit/s for YouTube', () => {
    const findings = preflightFindings({ kind: 'youtube', server_url: 'rtmp://a.rtmp.youtube.com/live2', encoding: null }, source());
    expect(codes(findings)).toEqual(['bitrateOk']);
    expect(worstLevel(findings)).toBe('ok');
  });

  it('refuses plain RTMP and a bitrate above the band for Facebook', () => {
    const findings = preflightFindings({ kind: 'facebook', server_url: 'rtmp://live-api-s.facebook.com:80/rtmp', encoding: null }, source({ bitrate_kbps: 7_000 }));
    expect(codes(findings)).toEqual(['protocol', 'bitrateHigh']);
    expect(findings[0]?.values).toEqual({ expected: 'RTMPS' });
    expect(worstLevel(findings)).toBe('problem');
  });

  it('asks Instagram for vertical video with audio', () => {
    const findings = preflightFindings({ kind: 'instagram', server_url: 'rtmps://edgetee-upload.instagram.com:443/rtmp', encoding: null }, source({ audio: null }));
    expect(codes(findings)).toContain('audioMissing');
    expect(codes(findings)).toContain('wantsPortrait');
  });

  it('counts a re-encoded destination at its own bitrate and height', () => {
    const findings = preflightFindings({ kind: 'youtube', server_url: null, encoding: { video_bitrate_kbps: 1_000, max_height: 720, keyframe_seconds: 6 } }, source());
    expect(codes(findings)).toEqual(['keyframe', 'bitrateLow']);
    expect(findings[1]?.values).toMatchObject({ kbps: 1_000, height: 720, min: 3_000 });
  });

  it('says to start the stream when nothing publishes, and checks only the address', () => {
    expect(codes(preflightFindings({ kind: 'custom', server_url: 'srt://x', encoding: null }, null))).toEqual(['protocol', 'noSource']);
    expect(worstLevel([])).toBe('ok');
  });
});

describe('bandwidthNeeded', () => {
  it('adds each copy of the source and each re-encoded bitrate with audio, with headroom', () => {
    expect(bandwidthNeeded([{ encoding: null }, { encoding: null }, { encoding: { video_bitrate_kbps: 2_000 } }], 4_000)).toEqual({ ingestKbps: 5_000, relayKbps: Math.ceil((4_000 + 4_000 + 2_160) * 1.25) });
  });

  it('is unknown while the source bitrate is unknown', () => {
    expect(bandwidthNeeded([{ encoding: null }], null)).toEqual({ ingestKbps: null, relayKbps: null });
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours when there are some', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3_723)).toBe('1:02:03');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('splitEvents', () => {
  const event = (id: number, status: LiveEvent['status'], kinds: LiveEvent['destinations'][number]['kind'][], start: string | null = null) =>
    ({ id, status, scheduled_start: start, destinations: kinds.map((kind) => ({ kind })) }) as unknown as LiveEvent;

  it('puts coming events soonest first, live ones apart, and filters by network', () => {
    const events = [event(1, 'draft', ['youtube']), event(2, 'ready', ['tiktok'], '2030-01-02T00:00:00Z'), event(3, 'ready', ['youtube'], '2030-01-01T00:00:00Z'), event(4, 'live', ['youtube']), event(5, 'ended', ['youtube', 'tiktok'])];
    const all = splitEvents(events, null);
    expect(all.upcoming.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(all.live.map((item) => item.id)).toEqual([4]);
    const tiktok = splitEvents(events, 'tiktok');
    expect(tiktok.upcoming.map((item) => item.id)).toEqual([2]);
    expect([...tiktok.endedIds]).toEqual([5]);
    expect(tiktok.live).toEqual([]);
  });

  it('refreshes fast while live and stops once ended', () => {
    expect(statusRefreshInterval('live')).toBe(2_000);
    expect(statusRefreshInterval('ended')).toBe(false);
  });
});
