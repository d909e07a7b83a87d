import { createOutboundFetch } from '@cadence/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveNetworkError } from '../src/features/networks';
import { endLiveVideo, getLiveVideo } from '../src/features/networks/facebook-live.api';
import { facebookLiveFlow, type FacebookLiveFlowOptions } from '../src/features/networks/facebook-live.flow';
import { startFacebookLivePeer, type FacebookLivePeer } from './peers/facebook-live';

const fetch = createOutboundFetch({ allowPrivate: true, timeoutMs: 5000 });
const event = {
  title: 'Bread at dawn',
  description: 'Sourdough, live from the bakery',
  privacy: 'public' as const,
  scheduledStartAt: null,
};

let peer: FacebookLivePeer;
let options: FacebookLiveFlowOptions;

beforeAll(async () => {
  peer = await startFacebookLivePeer({
    ingestBase: 'rtmp://127.0.0.1:1936/rtmp',
  });
  options = {
    apiBaseUrl: peer.url,
    fetch,
    pollIntervalMs: 20,
    activeTimeoutMs: 300,
  };
});
afterAll(() => peer.close());

const page = () => ({ token: peer.token, networkId: peer.pageId });

async function rejection(promise: Promise<unknown>): Promise<LiveNetworkError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LiveNetworkError);
  return error as LiveNetworkError;
}

describe('Facebook live flow against a local Graph API', () => {
  it('creates a LIVE_NOW live video on the page and splits its stream URL into server and key', async () => {
    const prepared = await facebookLiveFlow(options).prepare(page(), event);
    const video = peer.videos.get(prepared.externalId);
    expect(video).toMatchObject({
      targetId: peer.pageId,
      title: 'Bread at dawn',
      description: 'Sourdough, live from the bakery',
      published: true,
      plannedStartTime: null,
    });
    expect(prepared.serverUrl).toBe('rtmp://127.0.0.1:1936/rtmp/');
    expect(prepared.streamKey).toBe(video?.streamKey);
    expect(prepared.streamKey).toMatch(/^FB-\d+-0-/);
  });

  it('schedules a later event unpublished and publishes it once the stream arrives; ends it with end_live_video', async () => {
    const flow = facebookLiveFlow(options);
    const start = new Date(Date.now() + 60 * 60_000);
    const prepared = await flow.prepare(page(), {
      ...event,
      scheduledStartAt: start,
    });
    const video = peer.videos.get(prepared.externalId);
    expect(video).toMatchObject({
      published: false,
      plannedStartTime: Math.floor(start.getTime() / 1000),
    });
    expect((await getLiveVideo(options, peer.token, prepared.externalId)).status).toBe('SCHEDULED_UNPUBLISHED');

    const early = await rejection(flow.start(page(), prepared.externalId));
    expect(early.kind).toBe('wrong_state');
    expect(early.message).toMatch(/did not receive the stream/);

    peer.receive(prepared.streamKey);
    await flow.start(page(), prepared.externalId);
    expect((await getLiveVideo(options, peer.token, prepared.externalId)).status).toBe('LIVE');

    const health = await flow.health(page(), prepared.externalId);
    expect(health?.status).toBe('live');
    expect(health?.issues.map((issue) => issue.description)).toContain('video framerate: 30');

    await flow.end(page(), prepared.externalId);
    expect((await getLiveVideo(options, peer.token, prepared.externalId)).status).toBe('VOD');
    await flow.end(page(), prepared.externalId);
    const again = await rejection(flow.start(page(), prepared.externalId));
    expect(again.message).toMatch(/already ended/);
  });

  it("turns Meta's documented errors into plain messages", async () => {
    const flow = facebookLiveFlow(options);
    const badToken = await rejection(flow.prepare({ token: 'EAAGnope', networkId: peer.pageId }, event));
    expect(badToken).toMatchObject({ kind: 'auth', reason: '190' });
    expect(badToken.message).toMatch(/Reconnect the Facebook page/);

    const otherPage = await rejection(flow.prepare({ token: peer.token, networkId: '999' }, event));
    expect(otherPage).toMatchObject({ kind: 'not_allowed', reason: '200' });
    expect(otherPage.message).toMatch(/does not let this account go live/);

    peer.page.eligible = false;
    const ineligible = await rejection(flow.prepare(page(), event));
    peer.page.eligible = true;
    expect(ineligible.message).toMatch(/not eligible to go live.*100 followers/);

    const gone = await rejection(endLiveVideo(options, peer.token, '42'));
    expect(gone).toMatchObject({ kind: 'not_found', reason: '100/33' });
    expect(gone.message).toMatch(/no longer exists on Facebook/);
    // Ending a live video Facebook no longer has is not an error.
    await facebookLiveFlow(options).end(page(), '42');
  });
});
