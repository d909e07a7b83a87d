import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { SessionResponse } from '@cadence/contracts';
import { connectSession, signOut } from './connect-session';
import { sessionAtom } from './session.atoms';
import { sessionFromResponse, type Session } from './session';

const user: Session['user'] = {
  id: 7,
  name: 'Maya Lambert',
  first_name: 'Maya',
  last_name: 'Lambert',
  email: 'maya@northwind.co',
  workspaceId: 3,
  workspaceRole: 'owner',
  roleIds: [3],
  permissions: ['dashboard'],
  plans: ['Traction'],
  previousPlan: null,
  email_verified: true,
  avatarUrl: null,
  locale: 'en',
  time_zone: 'UTC',
  createdAt: '2026-02-14T10:00:00.000Z',
};

const response = (n: number, expiresIn = 900): SessionResponse => ({
  access_token: `access-${n}`,
  token_type: 'Bearer',
  expires_in: expiresIn,
  refresh_token: `refresh-token-number-${n}`,
  refresh_expires_in: 86_400,
  user,
});

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(status < 400 ? { success: true, statusCode: status, message: 'ok', data: body, timestamp: '', path: '' } : body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The server this test talks to: answers refresh and logout, and records what it was asked. */
function server(refresh: (token: string) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { refresh_token?: string }) : undefined;
    calls.push({ path, body });
    if (path === '/api/auth/refresh') return Promise.resolve(refresh(body?.refresh_token ?? ''));
    return Promise.resolve(envelope(200, { ok: true }));
  });
  return calls;
}

/** The browser's localStorage, in memory (the session atom reads it when first watched). */
function browserWindow() {
  const items = new Map<string, string>();
  const localStorage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
  vi.stubGlobal('window', { localStorage, addEventListener: () => undefined, removeEventListener: () => undefined });
  return localStorage;
}

function setup(session: Session | null) {
  const storage = browserWindow();
  const store = createStore();
  store.set(sessionAtom, session);
  const queryClient = new QueryClient();
  const onEnded = vi.fn();
  const connection = connectSession({ store, queryClient, onEnded });
  return { store, queryClient, connection, onEnded, storage };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('connectSession().restore (SPEC §4 on start)', () => {
  it('keeps a session whose access token is still valid without asking the server', async () => {
    const calls = server(() => envelope(200, response(2)));
    const live = sessionFromResponse(response(1), Date.now());
    const { store, connection } = setup(live);
    await connection.restore();
    expect(store.get(sessionAtom)).toEqual(live);
    expect(calls).toEqual([]);
  });

  it('renews a lapsed access token once with the refresh token', async () => {
    const calls = server(() => envelope(200, response(2)));
    const { store, connection } = setup(sessionFromResponse(response(1), Date.now() - 1_000_000));
    await connection.restore();
    expect(calls).toEqual([{ path: '/api/auth/refresh', body: { refresh_token: 'refresh-token-number-1' } }]);
    expect(store.get(sessionAtom)?.accessToken).toBe('access-2');
  });

  it('signs out when the renewal is refused', async () => {
    const calls = server(() => envelope(401, { success: false, statusCode: 401, message: 'Refresh token reused', code: 'AUTH_REFRESH_REUSED', timestamp: '', path: '' }));
    const { store, connection } = setup(sessionFromResponse(response(1), Date.now() - 1_000_000));
    await connection.restore();
    expect(calls).toHaveLength(1);
    expect(store.get(sessionAtom)).toBeNull();
  });
});

describe('renewing ahead of expiry', () => {
  it('renews a minute before the token lapses, and ends the session when that is refused', async () => {
    vi.useFakeTimers();
    let refused = false;
    server(() => (refused ? envelope(401, { success: false, statusCode: 401, message: 'no', timestamp: '', path: '' }) : envelope(200, response(2))));
    const { store, connection, onEnded } = setup(sessionFromResponse(response(1, 120), Date.now()));
    await connection.restore();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.get(sessionAtom)?.accessToken).toBe('access-1');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.get(sessionAtom)?.accessToken).toBe('access-2');
    expect(onEnded).not.toHaveBeenCalled();

    refused = true;
    await vi.advanceTimersByTimeAsync(900_000);
    expect(store.get(sessionAtom)).toBeNull();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});

describe('signOut', () => {
  it('revokes the refresh token on the server and clears the session from storage', async () => {
    const calls = server(() => envelope(200, response(2)));
    const { store, queryClient, storage } = setup(sessionFromResponse(response(1), Date.now()));
    store.sub(sessionAtom, () => undefined);
    expect(storage.getItem('cadence.session')).not.toBeNull();
    signOut(store, queryClient);
    expect(store.get(sessionAtom)).toBeNull();
    expect(storage.getItem('cadence.session')).toBeNull();
    await vi.waitFor(() => expect(calls).toEqual([{ path: '/api/auth/logout', body: { refresh_token: 'refresh-token-number-1' } }]));
  });
});
