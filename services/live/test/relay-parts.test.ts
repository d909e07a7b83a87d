import { describe, expect, it } from 'vitest';
import { ingestUrl } from '../src/features/ingest/ingest.service';
import { redact } from '../src/features/relay/ffmpeg-process';
import { progressParser, type ProgressFigures } from '../src/features/relay/ffmpeg-progress';
import { backoffDelay, relayArgs } from '../src/features/relay/relay-supervisor';

describe('relay parts', () => {
  it('read ffmpeg -progress blocks split anywhere into figures', () => {
    const seen: ProgressFigures[] = [];
    const feed = progressParser((figures) => seen.push(figures));
    feed('frame=120\nfps=29.97\nbitrate=2451.3kbits/s\ndrop_fr');
    feed('ames=3\nout_time_us=4000000\nprogress=continue\nframe=150\nfps=30\nbitrate=N/A\nprogress=end\n');
    expect(seen).toEqual([
      { frames: 120, fps: 29.97, bitrateKbps: 2451.3, droppedFrames: 3, outTimeMs: 4000, ended: false },
      { frames: 150, fps: 30, bitrateKbps: null, droppedFrames: 0, outTimeMs: 0, ended: true },
    ]);
  });

  it('keep stream keys out of what ffmpeg printed', () => {
    expect(redact('rtmp://a.rtmp.youtube.com/live2/abcd-efgh-ijkl: Input/output error', [])).toBe('rtmp://a.rtmp.youtube.com/live2/[redacted]: Input/output error');
    expect(redact('Error opening output with key s3cr3t in it', ['s3cr3t'])).toBe('Error opening output with key [redacted] in it');
    // A refused destination names its server and path, as ffmpeg prints the refusal; never its key.
    const url = 'rtmp://127.0.0.1:1999/live/sekret-key';
    expect(redact(`${url}: Connection refused`, ['sekret-key', url])).toBe('rtmp://127.0.0.1:1999/live/[redacted]: Connection refused');
    expect(redact('rtmps://live-api-s.facebook.com:443/rtmp/FB-1-abc?s_bl=1: I/O error', ['rtmps://live-api-s.facebook.com:443/rtmp/FB-1-abc?s_bl=1'])).toBe('rtmps://live-api-s.facebook.com:443/rtmp/[redacted]: I/O error');
    expect(redact('rtmp://ingest.example/sekret/app/x: refused', ['sekret', 'rtmp://ingest.example/sekret/app/x'])).toBe('rtmp://ingest.example/[redacted]/app/[redacted]: refused');
  });

  it('back off exponentially up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('copy streams unless the destination asks for re-encoding', () => {
    expect(relayArgs('rtmp://in', { id: 1, url: 'rtmp://out/k', encoding: null })).toEqual(['-rw_timeout', '10000000', '-i', 'rtmp://in', '-c', 'copy', '-f', 'flv', 'rtmp://out/k']);
    const encoded = relayArgs('rtmp://in', { id: 1, url: 'rtmp://out/k', encoding: { video_bitrate_kbps: 4500, max_height: 720, keyframe_seconds: 2 } });
    expect(encoded).toEqual(expect.arrayContaining(['libx264', '4500k', "scale=-2:'min(ih,720)'", 'expr:gte(t,n_forced*2)']));
    expect(encoded).not.toContain('copy');
  });
});

describe('ingest address', () => {
  it('is the public RTMP URL when set, else the bound host, else the public URL host when bound to every address', () => {
    expect(ingestUrl({ LIVE_PUBLIC_RTMP_URL: 'rtmp://live.example.com/live/', LIVE_RTMP_HOST: '0.0.0.0' }, 1935)).toBe('rtmp://live.example.com/live');
    expect(ingestUrl({ LIVE_RTMP_HOST: '127.0.0.1' }, 1936)).toBe('rtmp://127.0.0.1:1936/live');
    expect(ingestUrl({ LIVE_RTMP_HOST: '0.0.0.0', PUBLIC_URL: 'https://app.example.com' }, 1935)).toBe('rtmp://app.example.com:1935/live');
  });
});
