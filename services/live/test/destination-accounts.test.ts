import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { INTERNAL_TOKEN_HEADER, LIVE_ACCOUNT_ACCESS_PATH, type LiveAccountAccessBody, type LiveEvent, type Permission } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { liveService } from '../src/app';

/**
 * A YouTube or Facebook destination names a connected account, which the posting service holds:
 * live asks posting (distributed mode, over HTTP) whether it is one of the caller's workspace's,
 * and refuses another workspace's account on the field at once.
 */
const INTERNAL_TOKEN = 'internal-token-of-this-install-0123456789abcdef';
const MINE = 9300;
const THEIRS = 9301;
/** The accounts posting knows: account id → its workspace, network and state. */
const accounts = new Map<number, { workspaceId: number; network: 'youtube' | 'facebook'; state: 'ok' | 'broken' }>([
  [71, { workspaceId: MINE, network: 'youtube', state: 'ok' }],
  [72, { workspaceId: MINE, network: 'facebook', state: 'broken' }],
  [81, { workspaceId: THEIRS, network: 'youtube', state: 'ok' }],
  [82, { workspaceId: THEIRS, network: 'facebook', state: 'ok' }],
]);
const asked: LiveAccountAccessBody[] = [];
let unavailable = false;
let posting: Server;
let t: TestPlatform;

/** Posting's live-account-access as it answers: 404 outside the workspace or network, 409 for a broken account. */
function startPosting(): Promise<string> {
  posting = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url !== LIVE_ACCOUNT_ACCESS_PATH || request.headers[INTERNAL_TOKEN_HEADER] !== INTERNAL_TOKEN) return answer(401, { code: 'UNAUTHENTICATED' });
      const body = JSON.parse(raw) as LiveAccountAccessBody;
      asked.push(body);
      if (unavailable) return answer(409, { code: 'POSTING_ACCOUNT_UNAVAILABLE', message: 'The account’s network did not answer; try again shortly.' });
      const account = accounts.get(body.account_id);
      if (!account || account.workspaceId !== body.workspace_id || account.network !== body.network) return answer(404, { code: 'POSTING_ACCOUNT_NOT_FOUND', message: 'No such account' });
      if (account.state === 'broken') return answer(409, { code: 'POSTING_ACCOUNT_BROKEN', message: 'Page: the token expired. Reconnect it in Manage platforms.' });
      return answer(200, { data: { account_id: body.account_id, account_type: body.network, network_id: `net-${body.account_id}`, access_token: `token-${body.account_id}`, expires_at: null } });
    });
  });
  return new Promise((resolve) => posting.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(posting.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  const url = await startPosting();
  t = await startTestPlatform([liveService], { LIVE_INGEST_ENABLED: 'false', INTERNAL_TOKEN, POSTING_INTERNAL_URL: url });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => posting?.close(resolve));
});

const ALL: Permission[] = ['dashboard', 'LiveStreaming', 'FacebookStreaming', 'InstagramStreaming', 'YoutubeStreaming', 'TiktokStreaming'];
/** An editor of the workspace MINE. */
const editor = () => `Bearer ${t.token({ userId: 9300, workspaceId: MINE, permissions: ALL, roleIds: [3], workspaceRole: 'editor' })}`;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.platform.app.inject({ method, url, headers: { authorization: editor() }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);
const events = async () => ((await call('GET', '/api/live/events')).json().data as LiveEvent[]).length;

describe('a destination’s connected account', () => {
  it("is refused on its field when it is another workspace's, at creation, when added and when changed", async () => {
    const before = await events();
    const created = await call('POST', '/api/live/events', { title: 'Launch', destinations: [{ kind: 'youtube', name: 'Mine', account_id: 71 }, { kind: 'youtube', name: 'Theirs', account_id: 81 }] });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([{ field: 'destinations[1].account_id', message: 'is not a connected YouTube account of this workspace' }]);
    // Posting was asked within the caller's workspace only.
    expect(asked.at(-1)).toEqual({ workspace_id: MINE, account_id: 81, network: 'youtube' });
    expect(await events()).toBe(before);
    // Another network's account of the workspace is no account of this destination either.
    const crossed = await call('POST', '/api/live/events', { title: 'Launch', destinations: [{ kind: 'facebook', name: 'Page', account_id: 71 }] });
    expect(crossed.json().errors).toEqual([{ field: 'destinations[0].account_id', message: 'is not a connected Facebook account of this workspace' }]);
    // Instagram, TikTok and custom servers stream through no account.
    const typed = await call('POST', '/api/live/events', { title: 'Launch', destinations: [{ kind: 'instagram', name: 'IG', server_url: 'rtmps://157.240.22.35:443/rtmp/', stream_key: 'k', account_id: 81 }] });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors[0].field).toBe('destinations[0].account_id');
    expect(await events()).toBe(before);

    // The workspace's own account is taken; a broken one too (reconnected before going live).
    const mine = await call('POST', '/api/live/events', { title: 'Launch', destinations: [{ kind: 'youtube', name: 'Mine', account_id: 71 }, { kind: 'facebook', name: 'Page', account_id: 72 }] });
    expect(mine.statusCode, mine.body).toBe(201);
    const event = mine.json().data as LiveEvent;
    expect(event.destinations.map((destination) => destination.account_id)).toEqual([71, 72]);

    const added = await call('POST', `/api/live/events/${event.id}/destinations`, { kind: 'facebook', name: 'Their page', account_id: 82 });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual([{ field: 'account_id', message: 'is not a connected Facebook account of this workspace' }]);
    const youtube = event.destinations[0]!;
    const changed = await call('PATCH', `/api/live/events/${event.id}/destinations/${youtube.id}`, { account_id: 81 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual([{ field: 'account_id', message: 'is not a connected YouTube account of this workspace' }]);
    const kept = (await call('GET', `/api/live/events/${event.id}`)).json().data as LiveEvent;
    expect(kept.destinations.map((destination) => destination.account_id)).toEqual([71, 72]);
    // Clearing the account asks nothing of posting.
    const count = asked.length;
    expect((await call('PATCH', `/api/live/events/${event.id}/destinations/${youtube.id}`, { account_id: null })).statusCode).toBe(200);
    expect(asked.length).toBe(count);
  });

  it('saves nothing while posting cannot say whose the account is', async () => {
    const before = await events();
    unavailable = true;
    try {
      const created = await call('POST', '/api/live/events', { title: 'Launch', destinations: [{ kind: 'youtube', name: 'Mine', account_id: 71 }] });
      expect(created.statusCode).toBe(409);
      expect(created.json()).toMatchObject({ code: 'LIVE_NETWORK_ERROR', message: 'The account’s network did not answer; try again shortly.' });
    } finally {
      unavailable = false;
    }
    expect(await events()).toBe(before);
  });
});
