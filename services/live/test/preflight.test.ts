import { LIVE_ENCODER_RULES, liveBitrateBand } from '@cadence/contracts';
import { describe, expect, it } from 'vitest';
import { preflight, UPLOAD_OVERHEAD, type MeasuredStream, type PreflightDestination } from '../src/features/preflight/preflight';

const source1080: MeasuredStream = {
  videoCodec: 'h264',
  audioCodec: 'aac',
  width: 1920,
  height: 1080,
  fps: 30,
  keyframeSeconds: 2,
  videoKbps: 4500,
  audioKbps: 128,
};

const destination = (kind: PreflightDestination['kind'], overrides: Partial<PreflightDestination> = {}): PreflightDestination => ({
  id: null,
  kind,
  name: kind,
  serverUrl: kind === 'youtube' || kind === 'tiktok' || kind === 'custom' ? 'rtmp://ingest.example/live' : 'rtmps://live-api-s.facebook.com:443/rtmp/',
  encoding: null,
  ...overrides,
});

const codes = (report: ReturnType<typeof preflight>, index = 0) => report.destinations[index]?.issues.map((item) => `${item.level}:${item.code}`);

describe('encoder rules', () => {
  it('finds the band a stream falls in by its short side and frame rate', () => {
    expect(liveBitrateBand(LIVE_ENCODER_RULES.youtube, 1080, 30)).toMatchObject({ height: 1080, fps: 30, maxKbps: 10_000 });
    expect(liveBitrateBand(LIVE_ENCODER_RULES.youtube, 1080, 50)).toMatchObject({ height: 1080, fps: 60 });
    expect(liveBitrateBand(LIVE_ENCODER_RULES.facebook, 2160, 30)).toMatchObject({ height: 1080, fps: 30, maxKbps: 6000 });
    expect(liveBitrateBand(LIVE_ENCODER_RULES.facebook, 540, 25)).toMatchObject({ height: 720, fps: 30 });
    expect(liveBitrateBand(LIVE_ENCODER_RULES.custom, 1080, 30)).toBeNull();
  });
});

describe('pre-flight check', () => {
  it('passes a 1080p30 H.264 stream with 2-second keyframes to YouTube and Facebook', () => {
    const report = preflight({
      destinations: [destination('youtube'), destination('facebook')],
      source: source1080,
      uploadKbps: 50_000,
    });
    expect(report.ok).toBe(true);
    expect(report.destinations.map((item) => item.issues)).toEqual([[], []]);
    expect(report.destinations.map((item) => item.sendKbps)).toEqual([4628, 4628]);
    expect(report.bandwidth).toEqual({
      neededKbps: Math.round(2 * 4628 * UPLOAD_OVERHEAD),
      uploadKbps: 50_000,
      issues: [],
    });
  });

  it('says where keyframes come too rarely: YouTube and Facebook refuse over 4 s, recommend 2 s', () => {
    const rare = preflight({
      destinations: [destination('youtube'), destination('facebook')],
      source: { ...source1080, keyframeSeconds: 5 },
      uploadKbps: null,
    });
    expect(rare.ok).toBe(false);
    expect(codes(rare, 0)).toEqual(['blocker:keyframe_too_long']);
    expect(rare.destinations[0]?.issues[0]?.message).toBe('Keyframes come every 5.0 s; YouTube needs one at least every 4 s. Set the keyframe interval to 2 s.');
    expect(codes(rare, 1)).toEqual(['blocker:keyframe_too_long']);
    const slightly = preflight({
      destinations: [destination('facebook')],
      source: { ...source1080, keyframeSeconds: 3 },
      uploadKbps: null,
    });
    expect(slightly.ok).toBe(true);
    expect(codes(slightly)).toEqual(['warning:keyframe_long']);
  });

  it('warns about a bitrate above what Facebook recommends at 1080p and accepts it for YouTube', () => {
    const report = preflight({
      destinations: [destination('youtube'), destination('facebook')],
      source: { ...source1080, videoKbps: 8000 },
      uploadKbps: null,
    });
    expect(codes(report, 0)).toEqual([]);
    expect(codes(report, 1)).toEqual(['warning:bitrate_high']);
    expect(report.destinations[1]?.issues[0]?.message).toMatch(/^Your video bitrate is 8\.0 Mbps; Facebook recommends at most 6\.0 Mbps for 1080p at 30 fps/);
  });

  it('re-encoding a destination is checked on what it sends, not on the source', () => {
    const heavy: MeasuredStream = {
      ...source1080,
      videoCodec: 'hevc',
      width: 3840,
      height: 2160,
      keyframeSeconds: 6,
      videoKbps: 20_000,
    };
    const plain = preflight({
      destinations: [destination('facebook')],
      source: heavy,
      uploadKbps: null,
    });
    expect(codes(plain)).toEqual(['blocker:video_codec', 'blocker:keyframe_too_long', 'blocker:resolution_too_high', 'warning:bitrate_high']);
    expect(plain.destinations[0]?.issues[0]?.message).toBe('Facebook takes H.264 video; your stream is HEVC (H.265). Change it in your encoder, or turn on re-encoding for this destination.');
    const reencoded = preflight({
      destinations: [
        destination('facebook', {
          encoding: {
            video_bitrate_kbps: 4000,
            max_height: 1080,
            keyframe_seconds: 2,
          },
        }),
      ],
      source: heavy,
      uploadKbps: null,
    });
    expect(reencoded.ok).toBe(true);
    expect(reencoded.destinations[0]?.sendKbps).toBe(4128);
    expect(reencoded.destinations[0]?.suggestedEncoding).toBeNull();
  });

  it('suggests the re-encoding that fixes what relaying the source as it is cannot, and that suggestion passes', () => {
    const heavy: MeasuredStream = { ...source1080, videoCodec: 'hevc', width: 3840, height: 2160, keyframeSeconds: 6, videoKbps: 20_000 };
    const facebook = preflight({ destinations: [destination('facebook')], source: heavy, uploadKbps: null }).destinations[0];
    expect(facebook?.suggestedEncoding).toEqual({ video_bitrate_kbps: 6000, max_height: 1080, keyframe_seconds: 2 });
    const applied = preflight({ destinations: [destination('facebook', { encoding: facebook?.suggestedEncoding ?? null })], source: heavy, uploadKbps: null });
    expect(applied.ok).toBe(true);
    expect(codes(applied)).toEqual([]);

    const rareKeyframes = preflight({ destinations: [destination('youtube')], source: { ...source1080, keyframeSeconds: 5 }, uploadKbps: null }).destinations[0];
    expect(rareKeyframes?.suggestedEncoding).toEqual({ video_bitrate_kbps: 4500, keyframe_seconds: 2 });

    const upright: MeasuredStream = { ...source1080, width: 2160, height: 3840, videoKbps: 9000 };
    const instagram = preflight({ destinations: [destination('instagram')], source: upright, uploadKbps: null }).destinations[0];
    expect(instagram?.suggestedEncoding).toEqual({ video_bitrate_kbps: 6000, max_height: 1920, keyframe_seconds: 2 });
    expect(preflight({ destinations: [destination('instagram', { encoding: instagram?.suggestedEncoding ?? null })], source: upright, uploadKbps: null }).ok).toBe(true);

    // Nothing re-encoding would fix (a plain rtmp:// server for Facebook): no suggestion.
    const fine = preflight({ destinations: [destination('facebook', { serverUrl: 'rtmp://live-api-s.facebook.com:80/rtmp/' })], source: source1080, uploadKbps: null }).destinations[0];
    expect(fine?.suggestedEncoding).toBeNull();
  });

  it('needs audio for Meta and TikTok, and RTMPS for Facebook and Instagram', () => {
    const silent = preflight({
      destinations: [destination('youtube'), destination('instagram'), destination('tiktok')],
      source: { ...source1080, audioCodec: null, audioKbps: null },
      uploadKbps: null,
    });
    expect(codes(silent, 0)).toEqual([]);
    expect(codes(silent, 1)).toContain('blocker:no_audio');
    expect(codes(silent, 2)).toContain('blocker:no_audio');
    const plainRtmp = preflight({
      destinations: [
        destination('instagram', {
          serverUrl: 'rtmp://live-upload.instagram.com:80/rtmp/',
        }),
      ],
      source: { ...source1080, width: 720, height: 1280, videoKbps: 3000 },
      uploadKbps: null,
    });
    expect(codes(plainRtmp)).toEqual(['blocker:protocol']);
    expect(plainRtmp.destinations[0]?.issues[0]?.message).toBe('Instagram only takes rtmps:// server URLs; this one starts with rtmp://. Copy the secure (rtmps://) URL from Instagram.');
  });

  it('tells Instagram and TikTok streamers that a landscape picture shows small', () => {
    const report = preflight({
      destinations: [destination('instagram'), destination('tiktok')],
      source: { ...source1080, videoKbps: 4000 },
      uploadKbps: null,
    });
    expect(codes(report, 0)).toEqual(['warning:orientation']);
    expect(codes(report, 1)).toEqual(['warning:orientation']);
    const vertical = preflight({
      destinations: [destination('instagram')],
      source: { ...source1080, width: 720, height: 1280, videoKbps: 3500 },
      uploadKbps: null,
    });
    expect(codes(vertical)).toEqual([]);
  });

  it('adds up the upload every destination needs and compares it with the upload available', () => {
    const three = [destination('youtube'), destination('facebook'), destination('custom', { name: 'Studio server' })];
    const tight = preflight({
      destinations: three,
      source: source1080,
      uploadKbps: 10_000,
    });
    const needed = Math.round(3 * 4628 * UPLOAD_OVERHEAD);
    expect(tight.ok).toBe(false);
    expect(tight.bandwidth.neededKbps).toBe(needed);
    expect(tight.bandwidth.issues).toEqual([
      {
        level: 'blocker',
        code: 'upload_too_small',
        message: 'These 3 destinations need about 17.4 Mbps of upload together, but only 10.0 Mbps is available. Remove a destination, or lower the bitrate (re-encode the heaviest ones).',
        params: { needed, upload: 10_000, destinations: 3 },
      },
    ]);
    expect(
      preflight({
        destinations: three,
        source: source1080,
        uploadKbps: 19_000,
      }).bandwidth.issues.map((item) => item.code),
    ).toEqual(['upload_tight']);
    expect(
      preflight({
        destinations: three,
        source: source1080,
        uploadKbps: null,
      }).bandwidth.issues.map((item) => item.code),
    ).toEqual(['upload_unknown']);
    expect(preflight({ destinations: three, source: source1080, uploadKbps: 40_000 }).bandwidth.issues).toEqual([]);
  });

  it('without a source, says to start the encoder and counts only re-encoded destinations it knows', () => {
    const report = preflight({
      destinations: [destination('youtube')],
      source: null,
      uploadKbps: 10_000,
    });
    expect(report.ok).toBe(true);
    expect(codes(report)).toEqual(['warning:no_source']);
    expect(report.bandwidth.neededKbps).toBeNull();
  });
});
