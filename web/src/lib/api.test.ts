import { describe, expect, it, vi } from 'vitest';
import Type from 'typebox';
import { FALLBACK_MESSAGES, defineEndpoint, listNotifications, login, markNotificationRead, me, uploadAvatar, type HttpMethod } from '@cadence/contracts';
import { ApiError, createApiClient, normaliseFailure, normaliseField, queryString, toApiError } from './api';
import { shouldRetry } from './query-client';

const now = '2026-03-01T10:00:00.000Z';
const user = {
  id: 7,
  name: 'Maya Lambert',
  first_name: 'Maya',
  last_name: 'Lambert',
  email: 'maya@northwind.co',
  workspaceId: 3,
  workspaceRole: 'owner',
  roleIds: [3],
  permissions: ['dashboard'],
  plans: ['Creator'],
  previousPlan: null,
  email_verified: true,
  avatarUrl: null,
  locale: 'en',
  time_zone: 'UTC',
  createdAt: now,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function client(respond: (url: string, init: RequestInit) => Response | Promise<Response>, token: string | null = null) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(respond(String(input), init ?? {})));
  const onUnauthorized = vi.fn();
  const api = createApiClient({ getToken: () => token, onUnauthorized, fetch });
  return { api, fetch, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('call', () => {
  it('sends the JSON body and returns the success envelope', async () => {
    const data = { access_token: 'jwt', token_type: 'Bearer', expires_in: 900, refresh_token: 'r'.repeat(20), refresh_expires_in: 86_400, user };
    const { api, fetch } = client(() => json(200, { success: true, statusCode: 200, message: 'ok', data, timestamp: now, path: '/api/auth/login' }));
    const response = await api.call(login, { body: { email: 'maya@northwind.co', password: 'secret123' } });
    expect(response.data.access_token).toBe('jwt');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ email: 'maya@northwind.co', password: 'secret123' }));
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('sends the bearer token once a session exists', async () => {
    const { api, fetch } = client(() => json(200, { success: true, statusCode: 200, message: 'ok', data: user, timestamp: now, path: '/api/auth/me' }), 'jwt-1');
    await api.call(me);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  it('fills path parameters', async () => {
    const { api, fetch } = client(() => json(200, { success: true, statusCode: 200, message: 'ok', data: {}, timestamp: now, path: '' }), 't');
    await api.call(markNotificationRead, { params: { id: 42 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/notifications/mark-read/42');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PATCH');
  });
});

describe('error normalisation (SPEC §8)', () => {
  it('keeps the server message, status, path and field errors, with JSON-pointer fields made plain', async () => {
    const { api } = client(() =>
      json(400, {
        success: false,
        statusCode: 400,
        message: 'Validation failed',
        code: 'AUTH_VALIDATION',
        errors: [
          { field: '/email', message: 'must match format "email"' },
          { field: 'password', message: 'too short' },
          { field: '/email', message: 'second message for email' },
        ],
        timestamp: now,
        path: '/api/auth/signup',
      }),
    );
    const error = await failure(api.call(login, { body: { email: 'x', password: 'y' } }));
    expect(error.envelope).toMatchObject({ success: false, statusCode: 400, message: 'Validation failed', code: 'AUTH_VALIDATION', timestamp: now, path: '/api/auth/signup' });
    expect(error.fieldErrors).toEqual({ email: 'must match format "email"', password: 'too short' });
  });

  it('falls back to the body, then to "An error occurred"', () => {
    expect(normaliseFailure(503, 'Service Unavailable', '/api/x').message).toBe('Service Unavailable');
    expect(normaliseFailure(502, '', '/api/x')).toMatchObject({ success: false, statusCode: 502, message: FALLBACK_MESSAGES.failedWithBody, path: '/api/x' });
    expect(normaliseFailure(500, '<html><body>Bad gateway</body></html>', '/api/x').message).toBe(FALLBACK_MESSAGES.failedWithBody);
    expect(normaliseFailure(500, '{"unrelated":true}', '/api/x').message).toBe(FALLBACK_MESSAGES.failedWithBody);
    expect(normaliseFailure(404, '{"statusCode":404,"error":"Not Found"}', '/api/x').message).toBe('Not Found');
  });

  it('reports a request without any response as "An unexpected error occurred"', async () => {
    const { api } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(api.call(me));
    expect(error.envelope).toMatchObject({ success: false, statusCode: 0, message: FALLBACK_MESSAGES.noResponse, code: 'NETWORK_ERROR', path: '/api/auth/me' });
  });

  it('gives up after the timeout', async () => {
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const api = createApiClient({ getToken: () => null, onUnauthorized: () => undefined, fetch, timeoutMs: 20 });
    const error = await failure(api.call(me));
    expect(error.message).toBe(FALLBACK_MESSAGES.noResponse);
    expect(error.code).toBe('TIMEOUT');
  });

  it('refuses a method outside the allowed list without calling the server', async () => {
    const { api, fetch } = client(() => json(200, {}));
    const bogus = defineEndpoint({
      method: 'TRACE' as HttpMethod,
      path: '/api/x',
      summary: 'not allowed',
      tags: [],
      auth: 'public',
      response: Type.Object({}),
    });
    const error = await failure(api.call(bogus));
    expect(error.message).toBe(FALLBACK_MESSAGES.invalidMethod);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns anything else thrown into the rethrow envelope (500, "Unexpected error occurred")', () => {
    const error = toApiError(new Error('boom'), '/api/x');
    expect(error.envelope).toMatchObject({ statusCode: 500, message: FALLBACK_MESSAGES.rethrown, path: '/api/x' });
    const known = new ApiError(normaliseFailure(400, '', '/api/y'));
    expect(toApiError(known)).toBe(known);
  });

  it('normalises field names', () => {
    expect(normaliseField('/email')).toBe('email');
    expect(normaliseField('body/email')).toBe('email');
    expect(normaliseField('/user/first_name')).toBe('user.first_name');
    expect(normaliseField('email')).toBe('email');
  });
});

describe('401', () => {
  const unauthorized = () => json(401, { success: false, statusCode: 401, message: 'Token expired', timestamp: now, path: '/api/auth/me' });

  it('on an authenticated call ends the session', async () => {
    const { api, onUnauthorized } = client(unauthorized, 'expired-token');
    const error = await failure(api.call(me));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('on a public call (wrong password) does not', async () => {
    const { api, onUnauthorized } = client(unauthorized, 'some-token');
    await failure(api.call(login, { body: { email: 'a@b.co', password: 'nope' } }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('without a session does not', async () => {
    const { api, onUnauthorized } = client(unauthorized, null);
    await failure(api.call(me));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('renewing the access token', () => {
  const ok = (body: unknown) => json(200, { success: true, statusCode: 200, message: 'ok', data: body, timestamp: now, path: '/api/auth/me' });
  const unauthorized = () => json(401, { success: false, statusCode: 401, message: 'Token expired', timestamp: now, path: '/api/auth/me' });
  const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

  function renewingClient(respond: (token: string | null) => Response, renew: () => Promise<string | null>, needsRenewal = false) {
    let token = 'old-token';
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(respond(bearer(init))));
    const onUnauthorized = vi.fn();
    const renewToken = vi.fn(async () => {
      const next = await renew();
      if (next) token = next;
      return next;
    });
    const api = createApiClient({ getToken: () => token, tokenNeedsRenewal: () => needsRenewal, renewToken, onUnauthorized, fetch });
    return { api, fetch, renewToken, onUnauthorized };
  }

  it('on a 401 renews once and repeats the call with the new token', async () => {
    const { api, fetch, renewToken, onUnauthorized } = renewingClient(
      (auth) => (auth === 'Bearer new-token' ? ok(user) : unauthorized()),
      () => Promise.resolve('new-token'),
    );
    const response = await api.call(me);
    expect(response.data.email).toBe(user.email);
    expect(fetch.mock.calls.map(([, init]) => bearer(init))).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the renewal is refused or the repeated call is refused too', async () => {
    const refused = renewingClient(unauthorized, () => Promise.resolve(null));
    expect((await failure(refused.api.call(me))).status).toBe(401);
    expect(refused.fetch).toHaveBeenCalledTimes(1);
    expect(refused.onUnauthorized).toHaveBeenCalledTimes(1);

    const stillRefused = renewingClient(unauthorized, () => Promise.resolve('new-token'));
    expect((await failure(stillRefused.api.call(me))).status).toBe(401);
    expect(stillRefused.fetch).toHaveBeenCalledTimes(2);
    expect(stillRefused.renewToken).toHaveBeenCalledTimes(1);
    expect(stillRefused.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the renewal could not reach the server', async () => {
    const { api, onUnauthorized } = renewingClient(unauthorized, () => Promise.reject(new Error('offline')));
    expect((await failure(api.call(me))).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('renews before the call when the token is about to lapse', async () => {
    const { api, fetch, renewToken } = renewingClient(() => ok(user), () => Promise.resolve('new-token'), true);
    await api.call(me);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(bearer(fetch.mock.calls[0]?.[1])).toBe('Bearer new-token');
  });

  it('never renews for a public call', async () => {
    const { api, renewToken, onUnauthorized } = renewingClient(unauthorized, () => Promise.resolve('new-token'), true);
    await failure(api.call(login, { body: { email: 'a@b.co', password: 'nope' } }));
    expect(renewToken).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a token given to the call instead of the session’s', async () => {
    const { api, fetch, renewToken } = renewingClient(() => ok(user), () => Promise.resolve('new-token'), true);
    await api.call(me, { token: 'handed-over' });
    expect(bearer(fetch.mock.calls[0]?.[1])).toBe('Bearer handed-over');
    expect(renewToken).not.toHaveBeenCalled();
  });
});

describe('multipart uploads', () => {
  it('sends the form as it is, letting the browser set the boundary', async () => {
    const { api, fetch } = client(() => json(200, { success: true, statusCode: 200, message: 'ok', data: user, timestamp: now, path: '' }), 't');
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await api.call(uploadAvatar, { form });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });
});

describe('callPaged', () => {
  it('serialises the list query and returns data, total, page, pages', async () => {
    const item = { id: 1, message: 'Published', type: 'post_published', is_read: false, createdAt: now };
    const { api, fetch } = client(() =>
      json(200, { success: true, statusCode: 200, message: 'ok', data: [item], total: 11, page: 0, pages: 3, limit: 5, timestamp: now, path: '/api/notifications' }),
      't',
    );
    const list = await api.callPaged(listNotifications, { query: { limit: 5, page: 0, order: 'desc', search: undefined } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/notifications?limit=5&page=0&order=desc');
    expect(list).toMatchObject({ data: [item], total: 11, page: 0, pages: 3, limit: 5 });
  });

  it('falls back to the length of data for the total', async () => {
    const { api } = client(() => json(200, { success: true, statusCode: 200, message: 'ok', data: [{ id: 1 }, { id: 2 }], timestamp: now, path: '' }), 't');
    const list = await api.callPaged(listNotifications);
    expect(list.total).toBe(2);
    expect(list.page).toBe(0);
  });

  it('rejects a list answer without data as "Invalid API response"', async () => {
    const { api } = client(() => json(200, { success: true, statusCode: 200, message: 'ok', timestamp: now, path: '' }), 't');
    const error = await failure(api.callPaged(listNotifications));
    expect(error.message).toBe(FALLBACK_MESSAGES.listInvalid);
  });
});

describe('queryString', () => {
  it('leaves out empty values and repeats arrays', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: true, e: ['x', 'y'], f: 'é' })).toBe('?a=1&d=true&e=x&e=y&f=%C3%A9');
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('shouldRetry', () => {
  it('retries lost connections and server errors twice, never client errors', () => {
    const network = new ApiError({ success: false, statusCode: 0, message: 'x', timestamp: now, path: '', code: 'NETWORK_ERROR' });
    const server = new ApiError(normaliseFailure(503, '', ''));
    const client400 = new ApiError(normaliseFailure(400, '', ''));
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, server)).toBe(true);
    expect(shouldRetry(2, server)).toBe(false);
    expect(shouldRetry(0, client400)).toBe(false);
  });
});
