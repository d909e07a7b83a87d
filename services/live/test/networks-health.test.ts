import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, LiveStatus, Permission } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { createOutboundFetch } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { liveService } from '../src/app';
import * as repository from '../src/features/events/events.repository';
import { liveNetworkFlows, NetworkHealthPoller } from '../src/features/networks';
import { youtubeLiveFlow } from '../src/features/networks/youtube-live.flow';
import { startYoutubeLivePeer, type YoutubeLivePeer } from './peers/youtube-live';

let t: TestPlatform;
let peer: YoutubeLivePeer;
const fetch = createOutboundFetch({ allowPrivate: true, timeoutMs: 5000 });
const PERMISSIONS: Permission[] = ['dashboard', 'LiveStreaming', 'YoutubeStreaming'];

beforeAll(async () => {
  peer = await startYoutubeLivePeer();
  t = await startTestPlatform([liveService], { OUTBOUND_ALLOW_PRIVATE: 'true', LIVE_INGEST_ENABLED: 'false' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

async function call(method: 'GET' | 'POST', url: string, auth: string, payload?: unknown) {
  return t.platform.app.inject({ method, url, headers: { authorization: auth }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);
}

describe("the networks' own health of live streams", () => {
  it('keeps YouTube’s healthStatus and configuration issues on each relayed destination, and the last one when a read fails', async () => {
    const workspace = 7400;
    const auth = `Bearer ${t.token({ userId: 7400, workspaceId: workspace, permissions: PERMISSIONS, roleIds: [3] })}`;
    const created = await call('POST', '/api/live/events', auth, {
      title: 'Launch',
      destinations: [
        { kind: 'youtube', name: 'Channel', server_url: 'rtmp://a.rtmp.youtube.com/live2', stream_key: 'abcd-efgh' },
        { kind: 'custom', name: 'Studio', server_url: 'rtmp://studio.example/live', stream_key: 'studio-key' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().data as LiveEvent;
    const [youtubeDestination, custom] = event.destinations as [LiveEvent['destinations'][number], LiveEvent['destinations'][number]];

    // The broadcast as the YouTube flow prepared it, with YouTube receiving the stream and seeing a problem in it.
    const prepared = await youtubeLiveFlow({ apiBaseUrl: peer.url, fetch, pollIntervalMs: 20, activeTimeoutMs: 500, monitorStream: false, preferRtmps: true }).prepare(
      { token: peer.token, networkId: 'UC' },
      { title: 'Launch', description: '', privacy: 'public', scheduledStartAt: null },
    );
    peer.receive(prepared.streamKey);
    const stream = peer.streams.get(peer.broadcasts.get(prepared.externalId)?.boundStreamId ?? '');
    if (!stream) throw new Error('no stream bound');
    stream.health = { status: 'ok', configurationIssues: [{ type: 'bitrateLow', severity: 'warning', reason: 'Check video settings', description: 'The stream bitrate is lower than recommended.' }] };

    const db = createDrizzle(t.platform.sql!);
    await repository.updateEvent(db, workspace, event.id, { status: 'live', startedAt: new Date() });
    await repository.updateDestination(db, event.id, youtubeDestination.id, { state: 'live', externalId: prepared.externalId, accountId: 9 });
    await repository.updateDestination(db, event.id, custom.id, { state: 'live' });

    let token = peer.token;
    const warnings: Record<string, unknown>[] = [];
    const poller = new NetworkHealthPoller({
      db,
      flows: liveNetworkFlows({
        config: { GOOGLE_API_BASE: peer.url, META_GRAPH_BASE: peer.url, LIVE_NETWORK_POLL_INTERVAL_MS: 20, LIVE_NETWORK_START_TIMEOUT_MS: 500, LIVE_YOUTUBE_MONITOR_STREAM: false },
        fetch,
        accounts: async () => ({ token, networkId: 'UC' }),
      }),
      isRelayed: (eventId) => eventId === event.id,
      intervalMs: 60_000,
      log: { warn: (details) => warnings.push(details) },
    });

    expect(await poller.pollOnce()).toBe(1);
    const status = async () => (await call('GET', `/api/live/events/${event.id}/status`, auth)).json().data as LiveStatus;
    const byName = async () => Object.fromEntries((await status()).destinations.map((item) => [item.name, item.network_health]));
    const first = await byName();
    expect(first.Channel).toMatchObject({
      status: 'ok',
      issues: [{ type: 'bitrateLow', severity: 'warning', reason: 'Check video settings', description: 'The stream bitrate is lower than recommended.' }],
    });
    expect(first.Studio).toBeNull();

    // A token YouTube no longer accepts: the last health stays, the failure is logged in plain words.
    token = 'ya29.revoked';
    expect(await poller.pollOnce()).toBe(0);
    expect((await byName()).Channel).toMatchObject({ status: 'ok' });
    expect(warnings).toEqual([expect.objectContaining({ eventId: event.id, destinationId: youtubeDestination.id, reason: expect.stringMatching(/Reconnect the YouTube account/) })]);

    // An event this process does not relay is left to the process that does.
    const other = new NetworkHealthPoller({ db, flows: {}, isRelayed: () => false, intervalMs: 60_000, log: { warn: () => undefined } });
    expect(await other.pollOnce()).toBe(0);
  });
});
