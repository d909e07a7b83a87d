import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { entitlementsChanged, entitlementsOf, type Entitlements, type EventMessage, type LiveDestination, type LiveEvent, type Permission } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { liveService } from '../src/app';
import { entitlementsOnChange } from '../src/consumers/entitlements-changed';
import { freePort } from './helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([liveService], { LIVE_RTMP_PORT: String(await freePort()) });
});
afterAll(async () => {
  await t?.close();
});

let nextUser = 6000;
let nextWorkspace = 6100;
const ALL: Permission[] = ['dashboard', 'LiveStreaming', 'FacebookStreaming', 'InstagramStreaming', 'YoutubeStreaming', 'TiktokStreaming'];
const member = (workspaceId = nextWorkspace++, permissions: Permission[] = ALL) => ({ workspaceId, auth: `Bearer ${t.token({ userId: nextUser++, workspaceId, permissions, roleIds: [3] })}` });
type Caller = { auth: string };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Caller, payload?: unknown) =>
  t.platform.app.inject({ method, url, headers: { authorization: who.auth }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

/** Delivers billing.entitlements.changed to the live service's consumer, as the transport would. */
async function deliver(entitlements: Entitlements): Promise<void> {
  const message: EventMessage<Entitlements> = {
    id: randomUUID(),
    name: entitlementsChanged.name,
    version: 1,
    topic: entitlementsChanged.topic,
    key: String(entitlements.workspaceId),
    occurredAt: new Date().toISOString(),
    payload: entitlements,
    headers: {},
  };
  await createDrizzle(t.platform.sql!).transaction((tx) => entitlementsOnChange.handle(tx, message.payload, message));
}

const custom = (name: string) => ({ kind: 'custom', name, server_url: 'rtmp://157.240.22.35:1/live', stream_key: `key-of-${name}` });

describe('live events', () => {
  it('are created, listed with the list query, changed and deleted within the workspace', async () => {
    const alice = member();
    const draft = await call('POST', '/api/live/events', alice, { title: '  Weekly show ', scheduled_start: '2030-01-01T10:00:00.000Z' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data).toMatchObject({ title: 'Weekly show', status: 'draft', privacy: 'public', record: false, save_to_library: false, destinations: [], recording: null, workspace_id: alice.workspaceId });
    const ready = (await call('POST', '/api/live/events', alice, { title: 'Launch day', destinations: [custom('Mine')] })).json().data as LiveEvent;
    expect(ready.status).toBe('ready');

    const listed = await call('GET', '/api/live/events?orderBy=title&order=asc', alice);
    expect(listed.json()).toMatchObject({ total: 2, page: 0 });
    expect((listed.json().data as LiveEvent[]).map((e) => e.title)).toEqual(['Launch day', 'Weekly show']);
    expect(((await call('GET', '/api/live/events?status=ready', alice)).json().data as LiveEvent[]).map((e) => e.id)).toEqual([ready.id]);
    expect(((await call('GET', '/api/live/events?search=weekly', alice)).json().data as LiveEvent[]).map((e) => e.title)).toEqual(['Weekly show']);
    expect((await call('GET', '/api/live/events?orderBy=secret', alice)).statusCode).toBe(400);

    const changed = await call('PATCH', `/api/live/events/${ready.id}`, alice, { privacy: 'private', record: true, save_to_library: true });
    expect(changed.json().data).toMatchObject({ privacy: 'private', record: true, save_to_library: true });
    // The library needs the recording: asked alone it is a field error, and not recording drops it.
    expect((await call('POST', '/api/live/events', alice, { title: 'x', save_to_library: true })).json().errors).toEqual([{ field: 'save_to_library', message: 'needs the stream recorded (record)' }]);
    expect((await call('PATCH', `/api/live/events/${ready.id}`, alice, { record: false })).json().data).toMatchObject({ record: false, save_to_library: false });
    expect((await call('PATCH', `/api/live/events/${ready.id}`, alice, { save_to_library: true })).json().errors[0].field).toBe('save_to_library');
    expect((await call('PATCH', `/api/live/events/${ready.id}`, alice, { record: true })).json().data).toMatchObject({ record: true, save_to_library: false });
    const added = await call('POST', `/api/live/events/${draft.json().data.id}/destinations`, alice, custom('Second'));
    expect(added.statusCode).toBe(201);
    expect((await call('GET', `/api/live/events/${draft.json().data.id}`, alice)).json().data.status).toBe('ready');
    const destination = added.json().data as LiveDestination;
    const renamed = await call('PATCH', `/api/live/events/${destination.event_id}/destinations/${destination.id}`, alice, { name: 'Renamed', stream_key: 'a-new-key-9876' });
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', has_key: true, key_last4: '9876' });
    expect(renamed.body).not.toContain('a-new-key-9876');
    expect((await call('DELETE', `/api/live/events/${destination.event_id}/destinations/${destination.id}`, alice)).statusCode).toBe(200);
    expect((await call('GET', `/api/live/events/${destination.event_id}`, alice)).json().data.status).toBe('draft');
    expect((await call('DELETE', `/api/live/events/${ready.id}`, alice)).statusCode).toBe(200);
    expect((await call('GET', `/api/live/events/${ready.id}`, alice)).statusCode).toBe(404);
  });

  it('refuse bad input with the field named, and networks the caller may not stream to', async () => {
    const alice = member();
    const noServer = await call('POST', '/api/live/events', alice, { title: 'x', destinations: [{ kind: 'tiktok', name: 'TikTok', stream_key: 'k' }] });
    expect(noServer.statusCode).toBe(400);
    expect(noServer.json().errors).toEqual([{ field: 'destinations[0].server_url', message: 'is required' }]);
    const badUrl = await call('POST', '/api/live/events', alice, { title: 'x', destinations: [{ kind: 'custom', name: 'c', server_url: 'http://example.com/live' }] });
    expect(badUrl.statusCode).toBe(400);
    const blank = await call('POST', '/api/live/events', alice, { title: '   ' });
    expect(blank.json().errors).toEqual([{ field: 'title', message: 'is required' }]);
    const noAccount = await call('POST', '/api/live/events', alice, { title: 'x', destinations: [{ kind: 'youtube', name: 'YT' }] });
    expect(noAccount.json().errors[0].field).toBe('destinations[0].account_id');

    const customOnly = member(undefined, ['dashboard', 'LiveStreaming']);
    const forbidden = await call('POST', '/api/live/events', customOnly, { title: 'x', destinations: [{ kind: 'instagram', name: 'IG', server_url: 'rtmps://live-upload.instagram.com:443/rtmp/', stream_key: 'k' }] });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('LIVE_NETWORK_FORBIDDEN');
    const outsider = member(undefined, ['dashboard']);
    expect((await call('GET', '/api/live/events', outsider)).statusCode).toBe(403);
    expect((await call('GET', '/api/live/ingest', outsider)).statusCode).toBe(403);
    const noWorkspace = { auth: `Bearer ${t.token({ userId: nextUser++, workspaceId: null, permissions: ALL, roleIds: [3] })}` };
    expect((await call('GET', '/api/live/events', noWorkspace)).statusCode).toBe(403);
  });

  it('refuse a typed server URL the relay may not stream to, naming the field, on create, add and change', async () => {
    const alice = member();
    const field = async (response: { statusCode: number; json(): { errors?: { field: string; message: string }[] } }) => {
      expect(response.statusCode).toBe(400);
      return response.json().errors?.[0];
    };
    const loopback = await call('POST', '/api/live/events', alice, { title: 'x', destinations: [custom('ok'), { kind: 'tiktok', name: 'TikTok', server_url: 'rtmp://127.0.0.1:1935/live', stream_key: 'k' }] });
    expect(await field(loopback)).toEqual({ field: 'destinations[1].server_url', message: '127.0.0.1 is not a public address, so Cadence does not stream to it.' });
    const inside = await call('POST', '/api/live/events', alice, { title: 'x', destinations: [{ kind: 'custom', name: 'c', server_url: 'rtmp://10.0.0.8/live' }] });
    expect((await field(inside))?.field).toBe('destinations[0].server_url');
    const credentials = await call('POST', '/api/live/events', alice, { title: 'x', destinations: [{ kind: 'custom', name: 'c', server_url: 'rtmp://me:secret@157.240.22.35/live' }] });
    expect(await field(credentials)).toEqual({ field: 'destinations[0].server_url', message: 'The server URL must not contain a user name or password.' });
    // A YouTube or Facebook server pasted by hand is typed too.
    const pasted = await call('POST', '/api/live/events', alice, { title: 'x', destinations: [{ kind: 'youtube', name: 'YT', server_url: 'rtmp://[::1]/live2', stream_key: 'k' }] });
    expect((await field(pasted))?.field).toBe('destinations[0].server_url');
    expect(((await call('GET', '/api/live/events', alice)).json().total)).toBe(0);

    const event = (await call('POST', '/api/live/events', alice, { title: 'x', destinations: [custom('a')] })).json().data as LiveEvent;
    const added = await call('POST', `/api/live/events/${event.id}/destinations`, alice, { kind: 'instagram', name: 'IG', server_url: 'rtmps://169.254.169.254:443/rtmp/', stream_key: 'k' });
    expect((await field(added))?.field).toBe('server_url');
    const changed = await call('PATCH', `/api/live/events/${event.id}/destinations/${event.destinations[0]!.id}`, alice, { server_url: 'rtmp://192.168.1.10/live' });
    expect(await field(changed)).toEqual({ field: 'server_url', message: '192.168.1.10 is not a public address, so Cadence does not stream to it.' });
    const kept = (await call('GET', `/api/live/events/${event.id}`, alice)).json().data as LiveEvent;
    expect(kept.destinations.map((destination) => destination.server_url)).toEqual(['rtmp://157.240.22.35:1/live']);
  });

  it('hold the plan limits on destinations and concurrent streams, from billing.entitlements.changed', async () => {
    const alice = member();
    // Creator's default: three destinations per stream.
    await deliver({ ...entitlementsOf(alice.workspaceId, 'creator', 'active'), revision: 1 });
    const four = await call('POST', '/api/live/events', alice, { title: 'x', destinations: ['a', 'b', 'c', 'd'].map(custom) });
    expect(four.statusCode).toBe(409);
    expect(four.json()).toMatchObject({ code: 'LIVE_DESTINATION_LIMIT', message: 'Your Creator plan allows 3 destinations per live stream; upgrade to add more destinations' });
    const event = (await call('POST', '/api/live/events', alice, { title: 'x', destinations: ['a', 'b', 'c'].map(custom) })).json().data as LiveEvent;
    expect((await call('POST', `/api/live/events/${event.id}/destinations`, alice, custom('d'))).statusCode).toBe(409);

    // Billing's own figures win over the defaults.
    const limits = { ...entitlementsOf(alice.workspaceId, 'creator', 'active').limits, liveStreams: 0, liveDestinations: 5 };
    await deliver({ ...entitlementsOf(alice.workspaceId, 'creator', 'active'), limits, revision: 2 });
    expect((await call('POST', `/api/live/events/${event.id}/destinations`, alice, custom('d'))).statusCode).toBe(201);
    const live = await call('POST', `/api/live/events/${event.id}/go-live`, alice);
    expect(live.statusCode).toBe(409);
    expect(live.json().code).toBe('LIVE_STREAM_LIMIT');
  });

  it('go live only with a source, end only when live, and rebroadcast only a recording', async () => {
    const alice = member();
    const event = (await call('POST', '/api/live/events', alice, { title: 'x', destinations: [custom('a')] })).json().data as LiveEvent;
    expect((await call('POST', `/api/live/events/${event.id}/go-live`, alice)).json().code).toBe('LIVE_NO_SOURCE');
    expect((await call('POST', `/api/live/events/${event.id}/end`, alice)).json().code).toBe('LIVE_WRONG_STATUS');
    const retry = await call('POST', `/api/live/events/${event.id}/destinations/${event.destinations[0]!.id}/retry`, alice);
    expect(retry.statusCode).toBe(409);
    const again = await call('POST', `/api/live/events/${event.id}/rebroadcast`, alice, { scheduled_start: new Date(Date.now() + 3_600_000).toISOString() });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('LIVE_RECORDING_NOT_FOUND');
    expect((await call('GET', `/api/live/events/${event.id}/recording`, alice)).statusCode).toBe(404);
    expect((await call('POST', `/api/live/events/${event.id}/recording/library`, alice)).json().code).toBe('LIVE_RECORDING_NOT_FOUND');
    expect((await call('GET', '/api/live/preview/index.m3u8', alice)).statusCode).toBe(404);
    expect((await call('GET', '/api/live/preview/..%2F..%2Fsecrets.key', alice)).statusCode).toBe(400);
  });

  it('keep the ingest key encrypted, and a regenerated key replaces it', async () => {
    const alice = member();
    const first = (await call('GET', '/api/live/ingest', alice)).json().data;
    expect((await call('GET', '/api/live/ingest', alice)).json().data.stream_key).toBe(first.stream_key);
    const second = (await call('POST', '/api/live/ingest/regenerate', alice)).json().data;
    expect(second.stream_key).not.toBe(first.stream_key);
    expect((await call('GET', '/api/live/ingest', alice)).json().data.stream_key).toBe(second.stream_key);
    const [row] = await t.database.sql`select key_encrypted, key_hash from live.ingest_keys where workspace_id = ${alice.workspaceId}`;
    expect(JSON.stringify(row)).not.toContain(second.stream_key);
  });
});
