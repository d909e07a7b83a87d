import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { LiveDestination, LiveEvent, LiveHistoryItem, LiveIngest, LiveStatus, Permission } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { liveService } from '../src/app';
import { eventually, exitOf, freePort, grabFrame, probeStreams, pushTestStream, startRtmpPeer, stopProcess } from './helpers';

// Every line the process writes to its standard output (the service's log, node-media-server's console) is kept to be searched for keys.
const written: string[] = [];
const originalWriteSync = fs.writeSync;
const originalWrite = fs.write;
const originalLog = console.log;
(fs as { write: unknown }).write = (fd: number, data: unknown, ...rest: unknown[]) => {
  if (fd === 1 || fd === 2) written.push(String(data));
  return (originalWrite as (...args: unknown[]) => void)(fd, data, ...rest);
};
(fs as { writeSync: unknown }).writeSync = (fd: number, data: unknown, ...rest: unknown[]) => {
  if (fd === 1 || fd === 2) written.push(String(data));
  return (originalWriteSync as (...args: unknown[]) => number)(fd, data, ...rest);
};
console.log = (...args: unknown[]) => {
  written.push(args.map(String).join(' '));
  originalLog(...args);
};

let t: TestPlatform;
let ingestPort: number;
const peers: { port: number; process: ChildProcess | undefined }[] = [];
const pushers: ChildProcess[] = [];
const bodies: string[] = [];
let recorded: { eventId: number; who: { auth: string } } | null = null;

const STREAMER: Permission[] = ['dashboard', 'LiveStreaming', 'TiktokStreaming', 'YoutubeStreaming'];
let nextUser = 5000;
const member = (workspaceId: number, permissions: Permission[] = STREAMER) => ({ auth: `Bearer ${t.token({ userId: nextUser++, workspaceId, permissions, roleIds: [3] })}` });
type Caller = { auth: string };
async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Caller, payload?: unknown) {
  const response = await t.platform.app.inject({ method, url, headers: { authorization: who.auth }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);
  bodies.push(response.body);
  return response;
}

beforeAll(async () => {
  ingestPort = await freePort();
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    peers.push({ port, process: await startRtmpPeer(port) });
  }
  t = await startTestPlatform([liveService], {
    LOG_LEVEL: 'info',
    OUTBOUND_ALLOW_PRIVATE: 'true',
    LIVE_RTMP_PORT: String(ingestPort),
    LIVE_RELAY_BACKOFF_MS: '200',
    LIVE_RELAY_BACKOFF_MAX_MS: '800',
    LIVE_RELAY_MAX_ATTEMPTS: '60',
    LIVE_SLATE_GRACE_MS: '60000',
    LIVE_REBROADCAST_POLL_MS: '200',
  });
}, 60_000);

afterAll(async () => {
  for (const pusher of pushers) await stopProcess(pusher, 'SIGKILL');
  await t?.close();
  for (const peer of peers) await stopProcess(peer.process, 'SIGKILL');
  (fs as { writeSync: unknown }).writeSync = originalWriteSync;
  (fs as { write: unknown }).write = originalWrite;
  console.log = originalLog;
});

describe('live relay', () => {
  it('relays one ingest to two destinations, survives one going away, refuses unknown keys and second publishers, records, and never shows a key', async () => {
    const workspace = 4100;
    const alice = member(workspace);
    const ingest = (await call('GET', '/api/live/ingest', alice)).json().data as LiveIngest;
    expect(ingest.rtmp_url).toBe(`rtmp://127.0.0.1:${ingestPort}/live`);
    expect(ingest.stream_key.length).toBeGreaterThan(20);
    const publishUrl = `${ingest.rtmp_url}/${ingest.stream_key}`;

    const created = await call('POST', '/api/live/events', alice, {
      title: 'Launch',
      description: 'Two destinations',
      privacy: 'unlisted',
      record: true,
      destinations: [
        { kind: 'custom', name: 'Peer A', server_url: `rtmp://127.0.0.1:${peers[0]!.port}/live`, stream_key: 'peer-a-secret-key' },
        { kind: 'tiktok', name: 'Peer B', server_url: `rtmp://127.0.0.1:${peers[1]!.port}/live`, stream_key: 'peer-b-secret-key' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().data as LiveEvent;
    expect(event.status).toBe('ready');
    expect(event.destinations.map((d) => ({ has_key: d.has_key, key_last4: d.key_last4, state: d.state }))).toEqual([
      { has_key: true, key_last4: '-key', state: 'idle' },
      { has_key: true, key_last4: '-key', state: 'idle' },
    ]);

    // Nothing publishes yet.
    const early = await call('POST', `/api/live/events/${event.id}/go-live`, alice);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('LIVE_NO_SOURCE');

    // An unknown key is refused.
    const stranger = pushTestStream(`${ingest.rtmp_url}/not-a-key`, 5);
    pushers.push(stranger);
    expect(await exitOf(stranger)).not.toBe(0);

    const source = pushTestStream(publishUrl, 120);
    pushers.push(source);
    await eventually(async () => ((await call('GET', '/api/live/ingest', alice)).json().data as LiveIngest).publishing, 'the source publishes');

    // A second publisher on the same key is refused while the first goes on.
    const second = pushTestStream(publishUrl, 5);
    pushers.push(second);
    expect(await exitOf(second)).not.toBe(0);
    expect(source.exitCode).toBeNull();

    const live = await call('POST', `/api/live/events/${event.id}/go-live`, alice);
    expect(live.statusCode, live.body).toBe(200);
    expect((live.json().data as LiveStatus).source.video).toMatchObject({ codec: 'h264', width: 640, height: 360 });
    const [a, b] = event.destinations as [LiveDestination, LiveDestination];
    const states = async () => Object.fromEntries(((await call('GET', `/api/live/events/${event.id}/status`, alice)).json().data as LiveStatus).destinations.map((d) => [d.id, d]));
    await eventually(async () => {
      const now = await states();
      return now[a.id]?.state === 'live' && now[b.id]?.state === 'live' && (now[a.id]?.fps ?? 0) > 0;
    }, 'both destinations live with figures');

    for (const peer of peers) {
      const streams = await probeStreams(`rtmp://127.0.0.1:${peer.port}/live/peer-${peer === peers[0] ? 'a' : 'b'}-secret-key`);
      expect(streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
    }

    // Destination A goes away: it retries on its own while B stays live, then comes back.
    await stopProcess(peers[0]!.process, 'SIGKILL');
    const retrying = await eventually(async () => {
      const now = await states();
      return now[a.id]?.state === 'retrying' ? now : null;
    }, 'A retrying');
    expect(retrying[a.id]!.reason).toBeTruthy();
    expect(retrying[a.id]!.reason).not.toContain('peer-a-secret-key');
    // Its next attempts are refused: the reason names the server and path, never the key.
    const refused = await eventually(async () => {
      const reason = (await states())[a.id]?.reason ?? '';
      return reason.includes('Connection refused') ? reason : null;
    }, "A's attempt refused");
    expect(refused).toBe(`rtmp://127.0.0.1:${peers[0]!.port}/live/[redacted]: Connection refused`);
    expect(retrying[b.id]!.state).toBe('live');
    peers[0]!.process = await startRtmpPeer(peers[0]!.port);
    const back = await eventually(async () => {
      const now = await states();
      return now[a.id]?.state === 'live' ? now : null;
    }, 'A live again');
    expect(back[a.id]!.reconnects).toBeGreaterThanOrEqual(1);
    expect(back[b.id]!.state).toBe('live');
    const probedAgain = await probeStreams(`rtmp://127.0.0.1:${peers[0]!.port}/live/peer-a-secret-key`);
    expect(probedAgain.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);

    // The HLS preview of the incoming stream, for the workspace's members.
    await eventually(async () => (await call('GET', '/api/live/preview/index.m3u8', alice)).statusCode === 200, 'the preview playlist');
    const playlist = await call('GET', '/api/live/preview/index.m3u8', alice);
    expect(playlist.body).toContain('#EXTM3U');

    // Going live twice is refused; ending keeps the recording.
    expect((await call('POST', `/api/live/events/${event.id}/go-live`, alice)).statusCode).toBe(409);
    const ended = await call('POST', `/api/live/events/${event.id}/end`, alice);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((ended.json().data as LiveStatus).destinations.map((d) => d.state)).toEqual(['ended', 'ended']);
    const after = (await call('GET', `/api/live/events/${event.id}`, alice)).json().data as LiveEvent;
    expect(after.status).toBe('ended');
    expect(after.recording?.size_bytes).toBeGreaterThan(1000);
    const file = await t.platform.app.inject({ method: 'GET', url: after.recording!.download_path, headers: { authorization: alice.auth } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const history = (await call('GET', '/api/live/history', alice)).json();
    const item = (history.data as LiveHistoryItem[]).find((entry) => entry.id === event.id)!;
    expect(item).toMatchObject({ destinations: 2, health: 'degraded', failed_destinations: 0 });
    expect(item.reconnects).toBeGreaterThanOrEqual(1);
    expect(item.duration_seconds).toBeGreaterThanOrEqual(0);

    // The outbox holds the started and ended events.
    const outbox = await t.database.sql`select name from live.outbox order by id`;
    expect(outbox.map((row) => row.name)).toEqual(expect.arrayContaining(['live.stream.started', 'live.stream.ended']));

    // Another workspace sees none of it.
    const mallory = member(4200);
    for (const [method, url] of [
      ['GET', `/api/live/events/${event.id}`],
      ['GET', `/api/live/events/${event.id}/status`],
      ['PATCH', `/api/live/events/${event.id}`],
      ['DELETE', `/api/live/events/${event.id}`],
      ['POST', `/api/live/events/${event.id}/go-live`],
      ['POST', `/api/live/events/${event.id}/end`],
      ['POST', `/api/live/events/${event.id}/destinations`],
      ['PATCH', `/api/live/events/${event.id}/destinations/${a.id}`],
      ['DELETE', `/api/live/events/${event.id}/destinations/${a.id}`],
      ['POST', `/api/live/events/${event.id}/destinations/${a.id}/retry`],
      ['POST', `/api/live/events/${event.id}/rebroadcast`],
      ['GET', `/api/live/events/${event.id}/recording`],
    ] as const) {
      const payload = method === 'PATCH' ? (url.includes('/destinations/') ? { name: 'x' } : { title: 'x' }) : url.endsWith('/destinations') ? { kind: 'custom', name: 'x', server_url: 'rtmp://127.0.0.1/x' } : url.endsWith('/rebroadcast') ? { scheduled_start: new Date(Date.now() + 3_600_000).toISOString() } : undefined;
      const response = await call(method, url, mallory, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(((await call('GET', '/api/live/events', mallory)).json().data as LiveEvent[]).map((e) => e.id)).not.toContain(event.id);
    expect(((await call('GET', '/api/live/history', mallory)).json().data as LiveHistoryItem[]).map((e) => e.id)).not.toContain(event.id);
    const otherIngest = (await call('GET', '/api/live/ingest', mallory)).json().data as LiveIngest;
    expect(otherIngest.stream_key).not.toBe(ingest.stream_key);
    expect(otherIngest.publishing).toBe(false);

    // A regenerated key disconnects the source and the old key is refused.
    await call('POST', '/api/live/ingest/regenerate', alice);
    await eventually(async () => source.exitCode !== null || source.signalCode !== null, 'the source with the old key disconnected');
    const revoked = pushTestStream(publishUrl, 5);
    pushers.push(revoked);
    expect(await exitOf(revoked)).not.toBe(0);

    // Destination keys never come back, the ingest key only from the ingest routes.
    const keyAnswers = bodies.filter((body) => body.includes(ingest.stream_key));
    expect(keyAnswers.every((body) => body.includes('"rtmp_url"'))).toBe(true);
    for (const body of bodies) {
      expect(body).not.toContain('peer-a-secret-key');
      expect(body).not.toContain('peer-b-secret-key');
    }
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) {
      expect(line).not.toContain(ingest.stream_key);
      expect(line).not.toContain('peer-a-secret-key');
      expect(line).not.toContain('peer-b-secret-key');
    }
    const stored = await t.database.sql`select key_encrypted from live.ingest_keys where workspace_id = ${workspace}`;
    expect(String(stored[0]?.key_encrypted)).not.toContain(ingest.stream_key);
    recorded = { eventId: event.id, who: alice };
  }, 120_000);

  it('keeps destinations up on a holding slate while the source is away, and plays a recording again as a scheduled live stream', async () => {
    expect(recorded).not.toBeNull();
    const { eventId, who } = recorded!;
    const ingest = (await call('GET', '/api/live/ingest', who)).json().data as LiveIngest;
    const created = await call('POST', `/api/live/events/${eventId}/rebroadcast`, who, {
      title: 'Launch (again)',
      scheduled_start: new Date(Date.now() + 1500).toISOString(),
      destinations: [{ kind: 'custom', name: 'Peer B', server_url: `rtmp://127.0.0.1:${peers[1]!.port}/live`, stream_key: 'peer-b-replay-key' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const replay = created.json().data as LiveEvent;
    expect(replay).toMatchObject({ source_event_id: eventId, status: 'ready', title: 'Launch (again)' });
    const status = async () => (await call('GET', `/api/live/events/${replay.id}/status`, who)).json().data as LiveStatus;
    await eventually(async () => (await status()).destinations[0]?.state === 'live', 'the rebroadcast live on its destination', 600);
    const streams = await probeStreams(`rtmp://127.0.0.1:${peers[1]!.port}/live/peer-b-replay-key`);
    expect(streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    await eventually(async () => (await status()).status === 'ended', 'the rebroadcast ended with its recording', 600);

    // A live event whose source drops: its destination shows the slate, then the source returns.
    const event = (await call('POST', '/api/live/events', who, { title: 'Slate', destinations: [{ kind: 'custom', name: 'Peer A', server_url: `rtmp://127.0.0.1:${peers[0]!.port}/live`, stream_key: 'peer-a-slate-key' }] })).json().data as LiveEvent;
    const first = pushTestStream(`${ingest.rtmp_url}/${ingest.stream_key}`, 120);
    pushers.push(first);
    await eventually(async () => ((await call('GET', '/api/live/ingest', who)).json().data as LiveIngest).publishing, 'the source publishes');
    expect((await call('POST', `/api/live/events/${event.id}/go-live`, who)).statusCode).toBe(200);
    const liveStatus = async () => (await call('GET', `/api/live/events/${event.id}/status`, who)).json().data as LiveStatus;
    await eventually(async () => (await liveStatus()).destinations[0]?.state === 'live', 'live before the drop');
    await stopProcess(first, 'SIGKILL');
    const onSlate = await eventually(async () => {
      const now = await liveStatus();
      return now.source.on_slate && now.destinations[0]?.state === 'live' ? now : null;
    }, 'the destination on the slate');
    expect(onSlate.status).toBe('live');
    expect(onSlate.destinations[0]!.reason).toContain('slate');
    const slateStreams = await probeStreams(`rtmp://127.0.0.1:${peers[0]!.port}/live/peer-a-slate-key`);
    expect(slateStreams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    // What viewers see is a card, not a blank frame: light words on the dark background.
    const card = await eventually(async () => {
      const frame = await grabFrame(`rtmp://127.0.0.1:${peers[0]!.port}/live/peer-a-slate-key`);
      const dark = frame.filter((level) => level < 60).length / frame.length;
      const light = frame.filter((level) => level > 180).length;
      return dark > 0.8 && light > 20 ? { dark, light } : null;
    }, 'the slate card on the destination', 20, 500);
    expect(card.light).toBeGreaterThan(20);
    const back = pushTestStream(`${ingest.rtmp_url}/${ingest.stream_key}`, 120);
    pushers.push(back);
    await eventually(async () => {
      const now = await liveStatus();
      return !now.source.on_slate && now.source.publishing && now.destinations[0]?.state === 'live' && now.destinations[0]?.reason === null;
    }, 'the source back on the destination');
    expect((await call('POST', `/api/live/events/${event.id}/end`, who)).statusCode).toBe(200);
  }, 120_000);
});
