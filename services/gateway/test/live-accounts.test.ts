import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER, LIVE_ACCOUNT_ACCESS_PATH, type LiveEvent, type LiveIngest, type LiveStatus, type Permission } from '@cadence/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { createTestDatabase } from '@cadence/db/testing';
import { httpInternalCall, liveService, postingAccountSource } from '@cadence/live';
import { startYoutubeLivePeer, type YoutubeLivePeer } from '@cadence/live/peers/youtube-live';
import { eventually, freePort, pushTestStream, stopProcess } from '@cadence/live/test-helpers';
import { postingService } from '@cadence/posting';
import { startYoutubePeer, type YoutubePeer } from '@cadence/posting/peers/youtube';
import { generateSecretsKey } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { buildGateway } from '../src/platform';

/**
 * The live service reaches a connected YouTube channel through the posting service, which holds
 * its sealed tokens and refreshes them: both services in one process, as all-in-one runs them.
 */
const INTERNAL_TOKEN = 'internal-token-of-this-install-0123456789abcdef';
let t: TestPlatform;
let base: string;
let google: YoutubePeer;
let youtubeLive: YoutubeLivePeer;
const seen: string[] = [];
const refusedOnce = new Set<string>();
let refuseNext = false;
const pushers: ChildProcess[] = [];

/** Whether Google's OAuth peer still accepts a token (it is the channel's and has not expired). */
async function googleAccepts(token: string): Promise<boolean> {
  const answer = await fetch(`${google.url}/youtube/v3/channels?part=id&mine=true`, { headers: { authorization: `Bearer ${token}` } });
  return answer.ok;
}

beforeAll(async () => {
  google = await startYoutubePeer();
  const oauth = google.config();
  youtubeLive = await startYoutubeLivePeer({
    ingestionAddress: 'rtmp://127.0.0.1:1/live2',
    isReceiving: () => true,
    seen,
    forwardOthersTo: google.url,
    // Google may refuse an access token before its stated expiry (revoked, rotated): the next one it refuses once.
    authorize: async (token) => {
      if (refuseNext && !refusedOnce.has(token)) {
        refuseNext = false;
        refusedOnce.add(token);
        return false;
      }
      return !refusedOnce.has(token) && (await googleAccepts(token));
    },
  });
  t = await startTestPlatform([postingService, liveService], {
    LOG_LEVEL: process.env.LIVE_TEST_LOG ?? 'silent',
    INTERNAL_TOKEN,
    SECRETS_KEY: generateSecretsKey(),
    GOOGLE_CLIENT_ID: oauth.clientId ?? '',
    GOOGLE_CLIENT_SECRET: oauth.clientSecret ?? '',
    GOOGLE_AUTH_BASE: google.url,
    GOOGLE_UPLOAD_BASE: google.url,
    GOOGLE_API_BASE: youtubeLive.url,
    OUTBOUND_ALLOW_PRIVATE: 'true',
    POSTING_WORKERS: '0',
    METRICS_WORKERS: '0',
    LIVE_RTMP_PORT: String(await freePort()),
    LIVE_NETWORK_POLL_INTERVAL_MS: '50',
    LIVE_RELAY_BACKOFF_MS: '200',
    LIVE_RELAY_MAX_ATTEMPTS: '50',
  });
  base = await t.platform.listen();
}, 60_000);

afterAll(async () => {
  for (const pusher of pushers) await stopProcess(pusher, 'SIGKILL');
  // A keep-alive connection of this file's fetch calls is left open by the HTTP server's close: closed here.
  t?.platform.app.server.closeAllConnections();
  await t?.close();
  await youtubeLive?.close();
  await google?.close();
}, 60_000);

const OWNER: Permission[] = ['dashboard', 'ManagePlatform', 'ManageMediaLibrary', 'LiveStreaming', 'YoutubeStreaming', 'FacebookStreaming'];
let nextWorkspace = 7300;
function member(workspaceId = nextWorkspace++) {
  return { workspaceId, auth: `Bearer ${t.token({ userId: workspaceId * 10, workspaceId, permissions: OWNER, roleIds: [3] })}` };
}

async function api(method: 'GET' | 'POST', path: string, who: { auth: string }, body?: unknown) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: who.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as { data: never; code?: string; message: string } };
}

/** Connects the YouTube channel through Google's consent screen, as the browser does. */
async function connectYoutube(who: { auth: string }): Promise<number> {
  const started = await api('POST', '/api/accounts/connect/youtube', who, {});
  expect(started.status, started.body.message).toBe(200);
  const atGoogle = await fetch((started.body.data as { authorizationUrl: string }).authorizationUrl, { redirect: 'manual' });
  await atGoogle.arrayBuffer();
  const back = await fetch(atGoogle.headers.get('location') ?? '', { redirect: 'manual' });
  await back.arrayBuffer();
  const landing = new URL(back.headers.get('location') ?? '', base);
  expect(landing.searchParams.get('connection')).toBe('connected');
  return Number(landing.searchParams.get('account'));
}

async function internal(body: unknown, token: string | null = INTERNAL_TOKEN) {
  const answer = await fetch(`${base}${LIVE_ACCOUNT_ACCESS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { [INTERNAL_TOKEN_HEADER]: token }) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { data: { access_token: string; network_id: string; account_type: string }; code?: string } };
}

describe('live streaming through connected accounts', () => {
  it('answers an account’s token only to the install’s services, only within its workspace and network', async () => {
    const alice = member();
    const accountId = await connectYoutube(alice);
    const body = { workspace_id: alice.workspaceId, account_id: accountId, network: 'youtube' };
    expect((await internal(body, null)).status).toBe(401);
    expect((await internal(body, 'internal-token-of-another-install-0123456789')).status).toBe(401);
    expect((await internal(body, `${INTERNAL_TOKEN}x`)).status).toBe(401);
    // A user's session is no internal token; nor is the address under /api.
    const asUser = await fetch(`${base}${LIVE_ACCOUNT_ACCESS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: alice.auth }, body: JSON.stringify(body) });
    expect(asUser.status).toBe(401);
    await asUser.arrayBuffer();
    const underApi = await fetch(`${base}/api${LIVE_ACCOUNT_ACCESS_PATH}`, { method: 'POST', headers: { [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN } });
    expect(underApi.status).toBe(404);
    await underApi.arrayBuffer();

    const granted = await internal(body);
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ account_id: accountId, account_type: 'youtube', network_id: google.channelId });
    expect(await googleAccepts(granted.body.data.access_token)).toBe(true);
    expect((await internal({ ...body, workspace_id: alice.workspaceId + 1 })).body.code).toBe('POSTING_ACCOUNT_NOT_FOUND');
    expect((await internal({ ...body, network: 'facebook' })).status).toBe(404);
    expect((await internal({ ...body, account_id: 'x' })).status).toBe(400);

    // The token live says the network refused is replaced; a broken account is the owner's to reconnect.
    const renewed = await internal({ ...body, refused_token: granted.body.data.access_token });
    expect(renewed.body.data.access_token).not.toBe(granted.body.data.access_token);
    expect((await internal({ ...body, refused_token: granted.body.data.access_token })).body.data.access_token).toBe(renewed.body.data.access_token);
    // Distributed mode: live in its own process asks posting's address over HTTP.
    const destination = { id: 1, workspaceId: alice.workspaceId, kind: 'youtube' as const, name: 'Channel', accountId, externalId: null, encoding: null, event: { id: 1, title: 't', description: '', privacy: 'public' as const, scheduledStart: null } };
    const overHttp = await postingAccountSource(httpInternalCall(base, 5000), INTERNAL_TOKEN)(destination);
    expect(overHttp).toEqual({ token: renewed.body.data.access_token, networkId: google.channelId });
    expect(await postingAccountSource(httpInternalCall(base, 5000), INTERNAL_TOKEN)({ ...destination, workspaceId: alice.workspaceId + 1 })).toBeNull();
    await expect(postingAccountSource(httpInternalCall(base, 5000), 'internal-token-of-another-install-0123456789')(destination)).rejects.toMatchObject({ kind: 'not_allowed' });

    await t.database.sql`update posting.social_accounts set status = 'broken', last_error = 'Token has been expired or revoked.' where id = ${accountId}`;
    const broken = await internal(body);
    expect(broken.status).toBe(409);
    expect(broken.body).toMatchObject({ code: 'POSTING_ACCOUNT_BROKEN', message: expect.stringContaining('Reconnect it') });
    await expect(postingAccountSource(httpInternalCall(base, 5000), INTERNAL_TOKEN)(destination)).rejects.toMatchObject({ kind: 'auth', message: expect.stringContaining('Reconnect it') });
  });

  it('all-in-one gives its services a token of their own when the operator set none', async () => {
    const database = await createTestDatabase('gw');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-gw-live-'));
    const gateway = await buildGateway(
      { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', LIVE_INGEST_ENABLED: 'false', POSTING_WORKERS: '0', METRICS_WORKERS: '0' },
      { services: [postingService, liveService] },
    );
    try {
      await gateway.app.ready();
      const answer = await gateway.app.inject({ method: 'POST', url: LIVE_ACCOUNT_ACCESS_PATH, payload: { workspace_id: 1, account_id: 1, network: 'youtube' } });
      expect(answer.statusCode).toBe(401);
    } finally {
      await gateway.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('goes live on a connected channel: posting refreshes its expired token, and a token YouTube refuses is replaced', async () => {
    const alice = member();
    const accountId = await connectYoutube(alice);
    // The access token has run out since the channel was connected.
    await t.database.sql`update posting.social_accounts set token_expires_at = now() - interval '1 minute' where id = ${accountId}`;
    const refreshesBefore = google.counters.refreshes;

    const created = await api('POST', '/api/live/events', alice, { title: 'Bread at dawn', privacy: 'unlisted', record: true, save_to_library: true, destinations: [{ kind: 'youtube', name: 'Channel', account_id: accountId }] });
    expect(created.status, created.body.message).toBe(201);
    const event = created.body.data as LiveEvent;
    const ingest = (await api('GET', '/api/live/ingest', alice)).body.data as LiveIngest;
    const source = pushTestStream(`${ingest.rtmp_url}/${ingest.stream_key}`, 60);
    pushers.push(source);
    await eventually(async () => ((await api('GET', '/api/live/ingest', alice)).body.data as LiveIngest).publishing, 'the source publishes');

    refuseNext = true;
    const live = await api('POST', `/api/live/events/${event.id}/go-live`, alice);
    expect(live.status, live.body.message).toBe(200);
    const destination = (live.body.data as LiveStatus).destinations[0]!;
    expect(destination.external_id).toBeTruthy();
    const broadcast = youtubeLive.broadcasts.get(destination.external_id ?? '');
    expect(broadcast).toMatchObject({ title: 'Bread at dawn', privacyStatus: 'unlisted' });
    expect(broadcast?.boundStreamId).toBeTruthy();
    // One refresh for the expired token, one for the token YouTube refused; the broadcast was made with a token Google accepts.
    expect(google.counters.refreshes - refreshesBefore).toBe(2);
    expect(refusedOnce.size).toBe(1);
    expect(await googleAccepts(seen.at(-1) ?? '')).toBe(true);
    await eventually(async () => youtubeLive.transitions.includes(`${destination.external_id}:live`), 'YouTube transitions the broadcast to live');

    // Recording for a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const ended = await api('POST', `/api/live/events/${event.id}/end`, alice);
    expect(ended.status).toBe(200);
    await eventually(async () => youtubeLive.broadcasts.get(destination.external_id ?? '')?.lifeCycleStatus === 'complete', 'the broadcast is completed');
    await stopProcess(source, 'SIGKILL');

    // Asked at creation: live.recording.ready, posting imports the file, posting.media.recording_imported links it.
    const saved = await eventually(async () => {
      const recording = ((await api('GET', `/api/live/events/${event.id}`, alice)).body.data as LiveEvent).recording;
      return recording?.library_state === 'saved' ? recording : null;
    }, 'the recording is in the media library');
    expect(saved.media_id).toBeGreaterThan(0);
    expect(saved.library_message).toBeNull();
    const item = await api('GET', `/api/media/${saved.media_id}`, alice);
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({ kind: 'video', mimeType: 'video/mp4', name: 'Bread at dawn.mp4', sizeBytes: saved.size_bytes });
    // Another workspace sees neither.
    const bob = member();
    expect((await api('GET', `/api/media/${saved.media_id}`, bob)).status).toBe(404);
    expect((await api('POST', `/api/live/events/${event.id}/recording/library`, bob)).status).toBe(404);
    // Asking again changes nothing; the file route is the services' own.
    const again = await api('POST', `/api/live/events/${event.id}/recording/library`, alice);
    expect(again.body.data).toMatchObject({ media_id: saved.media_id, library_state: 'saved' });
    const file = `${base}/internal/live/recordings/${saved.id}/file?workspace_id=${alice.workspaceId}`;
    const status = async (answer: Promise<Response>) => {
      const response = await answer;
      await response.arrayBuffer();
      return response.status;
    };
    expect(await status(fetch(file))).toBe(401);
    expect(await status(fetch(file.replace(`=${alice.workspaceId}`, `=${bob.workspaceId}`), { headers: { [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN } }))).toBe(404);
    const bytes = await fetch(file, { headers: { [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN } });
    expect(bytes.status).toBe(200);
    expect((await bytes.arrayBuffer()).byteLength).toBe(saved.size_bytes);
  }, 90_000);
});
