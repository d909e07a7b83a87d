import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { LiveEvent, LiveIngest, Permission, WorkspaceRole } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { liveService } from '../src/app';

/**
 * Live streaming is run by the workspace's owner, admins and editors: the others (contributor,
 * viewer) may list events and follow them, but never read the secret stream key, regenerate it,
 * point a destination elsewhere, create events or go live.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([liveService], { LIVE_INGEST_ENABLED: 'false' });
});
afterAll(async () => {
  await t?.close();
});

const ALL: Permission[] = ['dashboard', 'LiveStreaming', 'FacebookStreaming', 'InstagramStreaming', 'YoutubeStreaming', 'TiktokStreaming'];
let nextUser = 9100;
const as = (workspaceId: number, workspaceRole: WorkspaceRole) => ({ auth: `Bearer ${t.token({ userId: nextUser++, workspaceId, permissions: ALL, roleIds: [3], workspaceRole })}` });
type Caller = { auth: string };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Caller, payload?: unknown) =>
  t.platform.app.inject({ method, url, headers: { authorization: who.auth }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

const custom = (name: string) => ({ kind: 'custom', name, server_url: 'rtmp://157.240.22.35:1/live', stream_key: `key-of-${name}` });

describe('live streaming roles', () => {
  it('keep the stream key, its regeneration, destinations, events and going live to owners, admins and editors', async () => {
    const workspace = 9100;
    const owner = as(workspace, 'owner');
    const ingest = (await call('GET', '/api/live/ingest', owner)).json().data as LiveIngest;
    const event = (await call('POST', '/api/live/events', owner, { title: 'Launch', record: true, destinations: [custom('Studio')] })).json().data as LiveEvent;
    const destination = event.destinations[0]!;

    for (const role of ['contributor', 'viewer'] as const) {
      const member = as(workspace, role);
      const refused = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
        const response = await call(method, url, member, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        // The kit's refusal names their role and the roles the route admits.
        expect(response.json().message).toContain(role);
        expect(response.json().message).toContain('owner, admin, editor');
        // The key never reaches them, whatever the route.
        expect(response.body).not.toContain(ingest.stream_key);
      };
      await refused('GET', '/api/live/ingest');
      await refused('POST', '/api/live/ingest/regenerate');
      // Pointing the destination at another RTMP server, or adding one there.
      await refused('PATCH', `/api/live/events/${event.id}/destinations/${destination.id}`, { server_url: 'rtmp://203.0.113.9/live', stream_key: 'theirs' });
      await refused('POST', `/api/live/events/${event.id}/destinations`, custom('Elsewhere'));
      await refused('DELETE', `/api/live/events/${event.id}/destinations/${destination.id}`);
      await refused('POST', `/api/live/events/${event.id}/destinations/${destination.id}/retry`);
      await refused('POST', '/api/live/events', { title: 'Mine' });
      await refused('PATCH', `/api/live/events/${event.id}`, { title: 'Renamed' });
      await refused('DELETE', `/api/live/events/${event.id}`);
      await refused('POST', `/api/live/events/${event.id}/go-live`);
      await refused('POST', `/api/live/events/${event.id}/end`);
      await refused('POST', `/api/live/events/${event.id}/preflight`, {});
      await refused('POST', `/api/live/events/${event.id}/recording/library`);
      await refused('POST', `/api/live/events/${event.id}/rebroadcast`, { scheduled_start: new Date(Date.now() + 3_600_000).toISOString() });
      // Refused before the body is read: no field errors tell them what the route expects.
      await refused('POST', '/api/live/events', { title: '' });

      // They still follow the workspace's streams: the events, one event, its status, the history, the preview and recordings.
      const listed = await call('GET', '/api/live/events', member);
      expect(listed.statusCode).toBe(200);
      expect((listed.json().data as LiveEvent[]).map((item) => item.id)).toEqual([event.id]);
      expect((await call('GET', `/api/live/events/${event.id}`, member)).statusCode).toBe(200);
      expect((await call('GET', `/api/live/events/${event.id}/status`, member)).statusCode).toBe(200);
      expect((await call('GET', '/api/live/history', member)).statusCode).toBe(200);
      expect((await call('GET', '/api/live/preview/index.m3u8', member)).statusCode).toBe(404);
      expect((await call('GET', `/api/live/events/${event.id}/recording`, member)).statusCode).toBe(404);
    }

    // Nothing they tried changed anything.
    expect(((await call('GET', '/api/live/ingest', owner)).json().data as LiveIngest).stream_key).toBe(ingest.stream_key);
    const kept = (await call('GET', `/api/live/events/${event.id}`, owner)).json().data as LiveEvent;
    expect(kept).toMatchObject({ title: 'Launch', status: 'ready' });
    expect(kept.destinations.map((item) => ({ server_url: item.server_url, key_last4: item.key_last4 }))).toEqual([{ server_url: 'rtmp://157.240.22.35:1/live', key_last4: 'udio' }]);
    expect(((await call('GET', '/api/live/events', owner)).json().data as LiveEvent[]).length).toBe(1);

    // Admins and editors run live streaming like the owner.
    for (const role of ['admin', 'editor'] as const) {
      const member = as(workspace, role);
      expect(((await call('GET', '/api/live/ingest', member)).json().data as LiveIngest).stream_key).toBe(ingest.stream_key);
      const mine = await call('POST', '/api/live/events', member, { title: `By the ${role}`, destinations: [custom('Studio')] });
      expect(mine.statusCode, mine.body).toBe(201);
      const moved = await call('PATCH', `/api/live/events/${event.id}/destinations/${destination.id}`, member, { server_url: 'rtmp://157.240.22.36:1/live' });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const regenerated = await call('POST', '/api/live/ingest/regenerate', as(workspace, 'editor'));
    expect(regenerated.statusCode).toBe(200);
    expect((regenerated.json().data as LiveIngest).stream_key).not.toBe(ingest.stream_key);
  });

  it('refuse a workspace token that carries no role', async () => {
    const unsigned = { auth: `Bearer ${t.platform.app.jwt.sign({ sub: '9199', wid: 9199, rid: [3], perms: ALL }, { expiresIn: 600 })}` };
    const response = await call('GET', '/api/live/events', unsigned);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('role');
    expect((await call('GET', '/api/live/preview/index.m3u8', unsigned)).statusCode).toBe(403);
  });
});
