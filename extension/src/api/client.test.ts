import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAccounts, me, type SessionResponse } from '@cadence/contracts';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { loadSession } from './session';
import type { KeyValueArea } from './storage';
import { pollSignIn, startSignIn, waitForApproval } from './sign-in';

/** chrome.storage.local is the platform boundary: a map stands in for it. */
function memoryArea(): KeyValueArea & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    items,
    get: async (keys) => Object.fromEntries(keys.filter((k) => items.has(k)).map((k) => [k, structuredClone(items.get(k))])),
    set: async (values) => void Object.entries(values).forEach(([k, v]) => items.set(k, structuredClone(v))),
    remove: async (keys) => void keys.forEach((k) => items.delete(k)),
  };
}

/**
 * A small server that speaks the auth contracts: refresh tokens work once (a second use is
 * refused), access tokens are numbered, the device flow answers pending, slow_down, then a session.
 */
const server = {
  live: new Set<string>(),
  accessOk: new Set<string>(),
  refreshCalls: 0,
  issued: 0,
  polls: 0,
  approved: false,
  lastBody: '' as string,
};
let http: Server;
let base = '';

function session(): SessionResponse {
  server.issued += 1;
  const access = `access-${server.issued}`;
  const refresh = `refresh-${server.issued}`;
  server.accessOk.add(access);
  server.live.add(refresh);
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: 900,
    refresh_token: refresh,
    refresh_expires_in: 86_400,
    user: { id: 7, name: 'Ada', email: 'ada@example.com', time_zone: 'Europe/Bucharest', workspaceId: 3, workspaceRole: 'owner' } as SessionResponse['user'],
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  http = createServer(async (request, response) => {
    const raw = await bodyOf(request);
    server.lastBody = raw;
    const body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
    const send = (status: number, payload: object, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(status < 300 ? { success: true, statusCode: status, message: 'ok', data: payload } : { success: false, statusCode: status, ...payload }));
    };
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/api/auth/refresh') {
      server.refreshCalls += 1;
      const token = body.refresh_token ?? '';
      if (!server.live.delete(token)) return send(401, { message: 'Your session has ended; sign in again', code: 'AUTH_REFRESH_INVALID' });
      return send(200, session());
    }
    if (url.pathname === '/api/auth/logout') {
      server.live.delete(body.refresh_token ?? '');
      return send(200, { ok: true });
    }
    if (url.pathname === '/api/auth/extension/codes') return send(201, { code: 'BCDF-GHJK', device_secret: 's'.repeat(43), verification_url: `${base}/extension/approve?code=BCDF-GHJK`, expires_in: 600, interval: 5 });
    if (url.pathname === '/api/auth/extension/token') {
      server.polls += 1;
      if (server.polls === 2) return send(429, { message: 'Polling too fast', code: 'AUTH_EXTENSION_SLOW_DOWN' }, { 'retry-after': '7' });
      if (!server.approved) return send(400, { message: 'The sign-in has not been approved yet', code: 'AUTH_EXTENSION_PENDING' });
      return send(200, session());
    }
    const token = (request.headers.authorization ?? '').replace('Bearer ', '');
    if (!server.accessOk.has(token)) return send(401, { message: 'Sign in to continue', code: 'COMMON_UNAUTHENTICATED' });
    if (url.pathname === '/api/auth/me') return send(200, { email: 'ada@example.com', token });
    if (url.pathname === '/api/accounts') return send(400, { message: 'The request is not valid', code: 'COMMON_VALIDATION_FAILED', errors: [{ field: 'limit', message: 'must be at most 100' }] });
    return send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));
beforeEach(() => {
  Object.assign(server, { refreshCalls: 0, polls: 0, approved: false });
  server.live.clear();
  server.accessOk.clear();
});

describe('the API client', () => {
  it('keeps the session in storage and calls the API with its access token', async () => {
    const area = memoryArea();
    const client = createApiClient({ area });
    await client.signedIn(`${base}/`, session());
    expect((await loadSession(area))?.server).toBe(base);
    const answer = (await client.call(me)) as unknown as { token: string };
    expect(answer.token).toBe(`access-${server.issued}`);
  });

  it('renews an expired access token by rotating the refresh token, once for calls made together', async () => {
    let clock = 1_000_000;
    const area = memoryArea();
    const client = createApiClient({ area, now: () => clock });
    const first = await client.signedIn(base, session());
    clock += 900_000;
    const answers = (await Promise.all([client.call(me), client.call(me), client.call(me)])) as unknown as { token: string }[];
    expect(server.refreshCalls).toBe(1);
    const stored = await loadSession(area);
    expect(stored?.refreshToken).not.toBe(first.refreshToken);
    expect(new Set(answers.map((a) => a.token))).toEqual(new Set([stored?.accessToken]));
    // The old refresh token was retired by the server: the client never presents it again.
    expect(server.live.has(first.refreshToken)).toBe(false);
  });

  it('renews after a 401 and retries the call once', async () => {
    const area = memoryArea();
    const client = createApiClient({ area });
    const first = await client.signedIn(base, session());
    server.accessOk.delete(first.accessToken);
    const answer = (await client.call(me)) as unknown as { token: string };
    expect(answer.token).not.toBe(first.accessToken);
    expect(server.refreshCalls).toBe(1);
  });

  it('forgets the session when the server refuses its refresh token, with the server message', async () => {
    const area = memoryArea();
    const client = createApiClient({ area });
    const first = await client.signedIn(base, session());
    server.accessOk.delete(first.accessToken);
    server.live.delete(first.refreshToken);
    const error = await client.call(me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Your session has ended; sign in again');
    expect(await loadSession(area)).toBeUndefined();
    await expect(client.call(me)).rejects.toMatchObject({ code: 'EXTENSION_SIGNED_OUT' });
  });

  it("gives the server's message, code and field errors of a refused call", async () => {
    const client = createApiClient({ area: memoryArea() });
    await client.signedIn(base, session());
    await expect(client.call(listAccounts, { query: { limit: 500 } })).rejects.toMatchObject({ status: 400, message: 'The request is not valid', fields: [{ field: 'limit', message: 'must be at most 100' }] });
  });

  it('signs out on the server (the refresh token is revoked) and here', async () => {
    const area = memoryArea();
    const client = createApiClient({ area });
    const first = await client.signedIn(base, session());
    await client.signOut();
    expect(server.live.has(first.refreshToken)).toBe(false);
    expect(await loadSession(area)).toBeUndefined();
  });
});

describe('the device sign-in', () => {
  it('starts with a code and polls through pending and slow_down to a session', async () => {
    const code = await startSignIn(base, 'Chromium on Linux');
    expect(JSON.parse(server.lastBody)).toEqual({ device_name: 'Chromium on Linux' });
    expect(code.verification_url).toContain('/extension/approve?code=BCDF-GHJK');
    expect(await pollSignIn(base, code.device_secret)).toEqual({ kind: 'pending' });
    expect(await pollSignIn(base, code.device_secret)).toEqual({ kind: 'slow_down', waitSeconds: 7 });
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      if (waits.length === 2) server.approved = true;
    };
    const signedIn = await waitForApproval(base, code, { sleep });
    expect(signedIn.user.email).toBe('ada@example.com');
    expect(waits).toEqual([5000, 5000]);
  });

  it('waits longer after a slow_down', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      if (waits.length === 3) server.approved = true;
    };
    await waitForApproval(base, { device_secret: 's'.repeat(43), interval: 5, expires_in: 600 }, { sleep });
    // pending, slow_down (→ 10 s, at least Retry-After), then approved.
    expect(waits).toEqual([5000, 5000, 10_000]);
  });
});
