import { createOutboundFetch } from '@cadence/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveFlowDestination } from '../src/features/destinations/network-flow';
import { liveNetworkFlows, LiveNetworkError, noAccountSource } from '../src/features/networks';
import { getBroadcast, transitionBroadcast } from '../src/features/networks/youtube-live.api';
import { youtubeLiveFlow, type YoutubeLiveFlowOptions } from '../src/features/networks/youtube-live.flow';
import { startYoutubeLivePeer, type YoutubeLivePeer } from './peers/youtube-live';

const fetch = createOutboundFetch({ allowPrivate: true, timeoutMs: 5000 });
const event = {
  title: 'Bread at dawn',
  description: 'Sourdough, live from the bakery',
  privacy: 'unlisted' as const,
  scheduledStartAt: null,
};

let peer: YoutubeLivePeer;
let options: YoutubeLiveFlowOptions;

beforeAll(async () => {
  peer = await startYoutubeLivePeer({
    ingestionAddress: 'rtmp://127.0.0.1:1935/live2',
  });
  options = {
    apiBaseUrl: peer.url,
    fetch,
    pollIntervalMs: 20,
    activeTimeoutMs: 300,
    monitorStream: true,
    preferRtmps: true,
  };
});
afterAll(() => peer.close());

const account = () => ({ token: peer.token, networkId: 'UC-channel' });

async function rejection(promise: Promise<unknown>): Promise<LiveNetworkError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LiveNetworkError);
  return error as LiveNetworkError;
}

describe('YouTube live flow against a local YouTube Live Streaming API', () => {
  it('creates the broadcast and the stream, binds them and answers the ingestion server and key', async () => {
    const prepared = await youtubeLiveFlow(options).prepare(account(), {
      ...event,
      scheduledStartAt: new Date('2030-01-02T10:00:00Z'),
    });
    const broadcast = peer.broadcasts.get(prepared.externalId);
    expect(broadcast).toMatchObject({
      title: 'Bread at dawn',
      description: 'Sourdough, live from the bakery',
      privacyStatus: 'unlisted',
      scheduledStartTime: '2030-01-02T10:00:00.000Z',
      enableAutoStart: false,
      enableMonitorStream: true,
      lifeCycleStatus: 'ready',
    });
    const stream = peer.streams.get(broadcast?.boundStreamId ?? '');
    expect(stream).toMatchObject({
      ingestionType: 'rtmp',
      resolution: 'variable',
      frameRate: 'variable',
    });
    expect(prepared.serverUrl).toBe('rtmp://127.0.0.1:1935/live2');
    expect(prepared.streamKey).toBe(stream?.streamName);
  });

  it('waits for the stream to be active, then goes testing → live, and completes at the end', async () => {
    const flow = youtubeLiveFlow(options);
    const prepared = await flow.prepare(account(), event);
    const early = await rejection(flow.start(account(), prepared.externalId));
    expect(early.kind).toBe('wrong_state');
    expect(early.message).toMatch(/did not receive the stream/);
    expect(peer.transitions.filter((item) => item.startsWith(prepared.externalId))).toEqual([]);

    peer.receive(prepared.streamKey);
    await flow.start(account(), prepared.externalId);
    expect(peer.transitions.filter((item) => item.startsWith(prepared.externalId))).toEqual([`${prepared.externalId}:testing`, `${prepared.externalId}:live`]);
    expect((await getBroadcast(options, peer.token, prepared.externalId)).status?.lifeCycleStatus).toBe('live');
    // Starting again (a retry after a lost answer) changes nothing.
    await flow.start(account(), prepared.externalId);
    expect(peer.transitions.filter((item) => item.startsWith(prepared.externalId))).toHaveLength(2);

    await flow.end(account(), prepared.externalId);
    expect(peer.broadcasts.get(prepared.externalId)?.lifeCycleStatus).toBe('complete');
    await flow.end(account(), prepared.externalId);
    expect(peer.transitions.filter((item) => item.endsWith(':complete'))).toHaveLength(1);
  });

  it('goes straight to live without the monitor stream', async () => {
    const flow = youtubeLiveFlow({ ...options, monitorStream: false });
    const prepared = await flow.prepare(account(), event);
    peer.receive(prepared.streamKey);
    await flow.start(account(), prepared.externalId);
    expect(peer.transitions.filter((item) => item.startsWith(prepared.externalId))).toEqual([`${prepared.externalId}:live`]);
  });

  it("reads YouTube's stream health and configuration issues", async () => {
    const flow = youtubeLiveFlow({
      ...options,
      now: () => new Date('2030-01-01T00:00:00Z'),
    });
    const prepared = await flow.prepare(account(), event);
    expect(await flow.health(account(), prepared.externalId)).toEqual({
      status: 'noData',
      issues: [],
      checked_at: '2030-01-01T00:00:00.000Z',
    });
    peer.receive(prepared.streamKey);
    const stream = peer.streams.get(peer.broadcasts.get(prepared.externalId)?.boundStreamId ?? '');
    if (!stream) throw new Error('no stream bound');
    stream.health = {
      status: 'bad',
      configurationIssues: [
        {
          type: 'gopSizeOver',
          severity: 'error',
          reason: 'Check video settings',
          description: 'Please set a keyframe frequency of two seconds or less.',
        },
      ],
    };
    expect(await flow.health(account(), prepared.externalId)).toEqual({
      status: 'bad',
      issues: [
        {
          type: 'gopSizeOver',
          severity: 'error',
          reason: 'Check video settings',
          description: 'Please set a keyframe frequency of two seconds or less.',
        },
      ],
      checked_at: '2030-01-01T00:00:00.000Z',
    });
  });

  it("turns YouTube's documented errors into plain messages", async () => {
    const flow = youtubeLiveFlow(options);
    peer.channel.liveEnabled = false;
    const notEnabled = await rejection(flow.prepare(account(), event));
    peer.channel.liveEnabled = true;
    expect(notEnabled).toMatchObject({
      kind: 'not_allowed',
      reason: 'liveStreamingNotEnabled',
      status: 403,
    });
    expect(notEnabled.message).toMatch(/not enabled for live streaming.*youtube\.com\/features/);

    const badToken = await rejection(flow.prepare({ token: 'ya29.unknown', networkId: 'UC-channel' }, event));
    expect(badToken).toMatchObject({ kind: 'auth', status: 401 });
    expect(badToken.message).toMatch(/Reconnect the YouTube account/);

    const missing = await rejection(flow.start(account(), 'no-such-broadcast'));
    expect(missing).toMatchObject({
      kind: 'not_found',
      reason: 'liveBroadcastNotFound',
    });

    const prepared = await flow.prepare(account(), event);
    const invalid = await rejection(transitionBroadcast(options, peer.token, prepared.externalId, 'complete'));
    expect(invalid).toMatchObject({
      kind: 'wrong_state',
      reason: 'invalidTransition',
      status: 403,
    });
    expect(invalid.message).toMatch(/refused to change the broadcast/);
    const inactive = await rejection(transitionBroadcast(options, peer.token, prepared.externalId, 'testing'));
    expect(inactive).toMatchObject({
      kind: 'wrong_state',
      reason: 'errorStreamInactive',
    });
    expect(inactive.message).toMatch(/not receiving the stream/);

    const unreachable = await rejection(youtubeLiveFlow({ ...options, apiBaseUrl: 'http://127.0.0.1:9' }).prepare(account(), event));
    expect(unreachable).toMatchObject({ kind: 'unavailable' });
    expect(unreachable.retryable).toBe(true);
  });

  it('removes the broadcast again when its stream cannot be created', async () => {
    const before = peer.broadcasts.size;
    peer.channel.streamsAllowed = false;
    const refused = await rejection(youtubeLiveFlow(options).prepare(account(), event));
    peer.channel.streamsAllowed = true;
    expect(refused).toMatchObject({ status: 403, reason: 'liveStreamInsertionNotAllowed' });
    expect(peer.broadcasts.size).toBe(before);
  });

  it('refuses a private address through the outbound guard when private addresses are not allowed', async () => {
    const guarded = youtubeLiveFlow({
      ...options,
      fetch: createOutboundFetch({ allowPrivate: false }),
    });
    const refused = await rejection(guarded.prepare(account(), event));
    expect(refused.kind).toBe('invalid');
    expect(refused.message).toMatch(/refused to call YouTube/);
  });
});

describe('the live service registry of network flows', () => {
  const destination = (overrides: Partial<LiveFlowDestination> = {}): LiveFlowDestination => ({
    id: 7,
    workspaceId: 3,
    kind: 'youtube',
    name: 'Channel',
    accountId: 11,
    externalId: null,
    encoding: null,
    event: {
      id: 5,
      title: 'Bread at dawn',
      description: 'Live',
      privacy: 'public',
      scheduledStart: null,
    },
    ...overrides,
  });

  it('prepares, starts, reads and ends a YouTube destination through the connected account', async () => {
    const asked: number[] = [];
    const flows = liveNetworkFlows({
      config: {
        GOOGLE_API_BASE: peer.url,
        META_GRAPH_BASE: 'http://127.0.0.1:9',
        LIVE_NETWORK_POLL_INTERVAL_MS: 20,
        LIVE_NETWORK_START_TIMEOUT_MS: 1000,
        LIVE_YOUTUBE_MONITOR_STREAM: true,
      },
      fetch,
      accounts: async (target) => {
        asked.push(target.accountId ?? 0);
        return { token: peer.token, networkId: 'UC-channel' };
      },
    });
    const youtube = flows.youtube;
    if (!youtube?.goLive || !youtube.end || !youtube.health) throw new Error('the YouTube flow is incomplete');
    const prepared = await youtube.prepare(destination());
    expect(prepared.externalId).toBeTruthy();
    peer.receive(prepared.streamKey);
    const ready = destination({ externalId: prepared.externalId });
    await youtube.goLive(ready);
    expect(peer.broadcasts.get(prepared.externalId ?? '')?.lifeCycleStatus).toBe('live');
    expect((await youtube.health(ready))?.status).toBe('good');
    await youtube.end(ready);
    expect(peer.broadcasts.get(prepared.externalId ?? '')?.lifeCycleStatus).toBe('complete');
    expect(new Set(asked)).toEqual(new Set([11]));
    expect(flows.instagram).toBeUndefined();

    const noAccount = await rejection(youtube.prepare(destination({ accountId: null })));
    expect(noAccount.message).toMatch(/Choose a connected YouTube account/);
  });

  it('leaves a destination keyed by hand alone, and says what to do when no account source is configured', async () => {
    const flows = liveNetworkFlows({
      config: { GOOGLE_API_BASE: peer.url, META_GRAPH_BASE: 'http://127.0.0.1:9', LIVE_NETWORK_POLL_INTERVAL_MS: 20, LIVE_NETWORK_START_TIMEOUT_MS: 1000, LIVE_YOUTUBE_MONITOR_STREAM: true },
      fetch,
      accounts: noAccountSource,
    });
    const before = peer.transitions.length;
    await flows.youtube?.goLive?.(destination({ accountId: null }));
    await flows.youtube?.end?.(destination({ accountId: null }));
    expect(await flows.youtube?.health?.(destination({ accountId: null }))).toBeNull();
    expect(peer.transitions).toHaveLength(before);
    const refused = await rejection(flows.youtube?.prepare(destination()) ?? Promise.resolve());
    expect(refused.message).toBe(
      'This server cannot reach its connected accounts (INTERNAL_TOKEN is not set). Paste the server URL and stream key from YouTube Studio (Create → Go live → Stream) into this destination instead.',
    );
  });
});
