import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preflight } from '../src/features/preflight/preflight';
import { measureProbe, probeStream } from '../src/features/preflight/probe';

const run = promisify(execFile);
let dir: string;

/** A generated stream as an encoder would send it: testsrc at 1280×720, 30 fps, a keyframe every `gop` frames, H.264 at `kbps` and AAC. */
async function generate(name: string, gop: number, kbps: number): Promise<string> {
  const file = join(dir, name);
  await run('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    '9',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-b:v',
    `${kbps}k`,
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps}k`,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-f',
    'flv',
    file,
  ]);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cadence-preflight-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('measuring the incoming stream with ffprobe', () => {
  it('reads codecs, size, frame rate, keyframe interval and bitrates of a real stream', async () => {
    const measured = await probeStream(await generate('two-seconds.flv', 60, 2500));
    expect(measured).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 1280,
      height: 720,
      fps: 30,
      keyframeSeconds: 2,
    });
    expect(measured.videoKbps).toBeGreaterThan(1000);
    expect(measured.videoKbps).toBeLessThan(3500);
    expect(measured.audioKbps).toBeGreaterThan(80);
    expect(measured.audioKbps).toBeLessThan(200);
    expect(
      preflight({
        destinations: [
          {
            id: 1,
            kind: 'youtube',
            name: 'Channel',
            serverUrl: 'rtmp://a.rtmp.youtube.com/live2',
            encoding: null,
          },
        ],
        source: measured,
        uploadKbps: null,
      }).destinations[0]?.issues.map((item) => item.code),
    ).toEqual(['bitrate_low']);
  });

  it('finds keyframes too rare for Facebook in a stream with a 5-second keyframe interval', async () => {
    const measured = await probeStream(await generate('five-seconds.flv', 150, 3000));
    expect(measured.keyframeSeconds).toBe(5);
    const report = preflight({
      destinations: [
        {
          id: 2,
          kind: 'facebook',
          name: 'Page',
          serverUrl: 'rtmps://live-api-s.facebook.com:443/rtmp/',
          encoding: null,
        },
      ],
      source: measured,
      uploadKbps: null,
    });
    expect(report.ok).toBe(false);
    expect(report.destinations[0]?.issues.map((item) => item.code)).toContain('keyframe_too_long');
  });

  it('reads nothing it was not given', () => {
    expect(measureProbe({})).toEqual({
      videoCodec: null,
      audioCodec: null,
      width: null,
      height: null,
      fps: null,
      keyframeSeconds: null,
      videoKbps: null,
      audioKbps: null,
    });
  });
});
