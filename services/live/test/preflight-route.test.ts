import type { ChildProcess } from 'node:child_process';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, LiveIngest, LivePreflightReport, Permission } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { liveService } from '../src/app';
import { eventually, freePort, pushTestStream, stopProcess } from './helpers';

let t: TestPlatform;
let pusher: ChildProcess | undefined;
const STREAMER: Permission[] = ['dashboard', 'LiveStreaming', 'YoutubeStreaming', 'FacebookStreaming'];
let nextUser = 7100;
const member = (workspaceId: number, permissions: Permission[] = STREAMER) => `Bearer ${t.token({ userId: nextUser++, workspaceId, permissions, roleIds: [3] })}`;

async function call(method: 'GET' | 'POST', url: string, auth: string, payload?: unknown) {
  return t.platform.app.inject({ method, url, headers: { authorization: auth }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);
}

beforeAll(async () => {
  t = await startTestPlatform([liveService], { OUTBOUND_ALLOW_PRIVATE: 'true', LIVE_RTMP_PORT: String(await freePort()), LIVE_PREFLIGHT_PROBE_SECONDS: '5' });
}, 60_000);

afterAll(async () => {
  await stopProcess(pusher, 'SIGKILL');
  await t?.close();
});

describe('pre-flight check of a live event', () => {
  it("checks each destination against its network's rules on the measured ingest stream, and the upload they need", async () => {
    const workspace = 7100;
    const alice = member(workspace);
    const created = await call('POST', '/api/live/events', alice, {
      title: 'Launch',
      description: 'Three destinations',
      privacy: 'public',
      record: false,
      destinations: [
        { kind: 'youtube', name: 'Channel', server_url: 'rtmp://a.rtmp.youtube.com/live2', stream_key: 'abcd-efgh-ijkl-mnop' },
        { kind: 'facebook', name: 'Page', server_url: 'rtmp://live-api-s.facebook.com:80/rtmp/', stream_key: 'FB-1-0-key' },
        { kind: 'custom', name: 'Studio', server_url: 'rtmp://studio.example/live', stream_key: 'studio-key' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().data as LiveEvent;

    // Nothing publishes yet: each destination says to start the encoder; Facebook's plain rtmp:// server is refused at once.
    const before = await call('POST', `/api/live/events/${event.id}/preflight`, alice, {});
    expect(before.statusCode, before.body).toBe(200);
    const empty = before.json().data as LivePreflightReport;
    expect(empty.source).toBeNull();
    expect(empty.destinations.map((item) => item.issues.map((issue) => issue.code))).toEqual([['no_source'], ['protocol', 'no_source'], ['no_source']]);
    expect(empty.ok).toBe(false);

    const ingest = (await call('GET', '/api/live/ingest', alice)).json().data as LiveIngest;
    pusher = pushTestStream(`${ingest.rtmp_url}/${ingest.stream_key}`, 120);
    await eventually(async () => ((await call('GET', '/api/live/ingest', alice)).json().data as LiveIngest).publishing, 'the source publishes');

    const during = await call('POST', `/api/live/events/${event.id}/preflight`, alice, { upload_kbps: 100 });
    expect(during.statusCode, during.body).toBe(200);
    const report = during.json().data as LivePreflightReport;
    expect(report.source).toMatchObject({ video_codec: 'h264', audio_codec: 'aac', width: 640, height: 360, fps: 30, keyframe_seconds: 2 });
    const byName = Object.fromEntries(report.destinations.map((item) => [item.name, item.issues.map((issue) => issue.code)]));
    expect(byName.Page).toContain('protocol');
    expect(byName.Studio).toEqual([]);
    expect(report.destinations.find((item) => item.name === 'Page')?.suggested_encoding).toBeNull();
    expect(report.destinations.every((item) => (item.send_kbps ?? 0) > 0)).toBe(true);
    expect(report.bandwidth.upload_kbps).toBe(100);
    expect(report.bandwidth.issues.map((issue) => issue.code)).toEqual(['upload_too_small']);
    expect(report.bandwidth.issues[0]?.message).toMatch(/^These 3 destinations need about [\d.]+ Mbps of upload together, but only 0\.1 Mbps is available\./);
    expect(report.ok).toBe(false);
    // The ingest key never appears in the report.
    expect(during.body).not.toContain(ingest.stream_key);
  });

  it("refuses another workspace's event, bad input and callers without LiveStreaming", async () => {
    const owner = member(7200);
    const event = (await call('POST', '/api/live/events', owner, { title: 'Mine', destinations: [] })).json().data as LiveEvent;
    expect((await call('POST', `/api/live/events/${event.id}/preflight`, member(7300), {})).statusCode).toBe(404);
    const bad = await call('POST', `/api/live/events/${event.id}/preflight`, owner, { upload_kbps: 5 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('upload_kbps');
    expect((await call('POST', `/api/live/events/${event.id}/preflight`, owner, { extra: true })).statusCode).toBe(400);
    expect((await call('POST', `/api/live/events/${event.id}/preflight`, member(7200, ['dashboard']), {})).statusCode).toBe(403);
  });
});
