import { endpointPath, logout, refreshSession, type BodyOf, type DataOf, type Endpoint, type SessionResponse } from '@cadence/contracts';
import { normaliseServerUrl } from '../server-url';
import { ApiError, apiErrorOf } from './errors';
import { clearSession, loadSession, saveSession, sessionFrom, type StoredSession } from './session';
import type { KeyValueArea } from './storage';

export type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: Query;
  body?: BodyOf<E>;
  /** A multipart body (media upload) instead of JSON. */
  form?: FormData;
}

export interface ApiClientOptions {
  area: KeyValueArea;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface ApiClient {
  /** The `data` of a contract endpoint's answer, as the signed-in user; throws ApiError otherwise. */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<DataOf<E>>;
  session(): Promise<StoredSession | undefined>;
  /** Keeps a session the server just handed out (sign-in). */
  signedIn(server: string, answer: SessionResponse): Promise<StoredSession>;
  /** Ends the session on the server (its refresh family is revoked) and forgets it here. */
  signOut(): Promise<void>;
}

export const SIGNED_OUT = 'EXTENSION_SIGNED_OUT';

function urlOf(server: string, endpoint: Endpoint, options: CallOptions<Endpoint>): string {
  const url = new URL(`${normaliseServerUrl(server)}${endpointPath(endpoint.path, options.params)}`);
  for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
  return url.href;
}

/**
 * The extension's API client. Tokens live in extension storage; the access token is renewed
 * before it expires, or once after a 401, by rotating the refresh token (one renewal at a time:
 * concurrent calls wait for the same one, so a rotated token is never presented twice).
 */
export function createApiClient({ area, fetch: fetchImpl = globalThis.fetch.bind(globalThis), now = Date.now }: ApiClientOptions): ApiClient {
  let renewing: Promise<StoredSession> | undefined;

  async function post<T>(server: string, endpoint: Endpoint, body: unknown, accessToken?: string): Promise<T> {
    const response = await fetchImpl(urlOf(server, endpoint, {}), {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await apiErrorOf(response);
    return ((await response.json()) as { data: T }).data;
  }

  function renew(stale: StoredSession): Promise<StoredSession> {
    renewing ??= (async () => {
      try {
        const answer = await post<SessionResponse>(stale.server, refreshSession, { refresh_token: stale.refreshToken });
        const fresh = sessionFrom(stale.server, answer, now());
        await saveSession(area, fresh);
        return fresh;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) await clearSession(area);
        throw error;
      } finally {
        renewing = undefined;
      }
    })();
    return renewing;
  }

  async function current(): Promise<StoredSession> {
    if (renewing) return renewing;
    const stored = await loadSession(area);
    if (!stored) throw new ApiError(401, 'Sign in to your Cadence server first', SIGNED_OUT);
    return stored.accessExpiresAt <= now() ? renew(stored) : stored;
  }

  async function send(session: StoredSession, endpoint: Endpoint, options: CallOptions<Endpoint>): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${session.accessToken}` };
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return fetchImpl(urlOf(session.server, endpoint, options), { method: endpoint.method, headers, ...(body !== undefined ? { body } : {}) });
  }

  return {
    async call(endpoint, options = {}) {
      let session = await current();
      let response = await send(session, endpoint, options as CallOptions<Endpoint>);
      if (response.status === 401) {
        session = await renew(session);
        response = await send(session, endpoint, options as CallOptions<Endpoint>);
      }
      if (!response.ok) throw await apiErrorOf(response);
      if (response.status === 204) return undefined as DataOf<typeof endpoint>;
      return ((await response.json()) as { data: DataOf<typeof endpoint> }).data;
    },
    session: () => loadSession(area),
    async signedIn(server, answer) {
      const session = sessionFrom(normaliseServerUrl(server), answer, now());
      await saveSession(area, session);
      return session;
    },
    async signOut() {
      const stored = await loadSession(area);
      await clearSession(area);
      if (stored) await post(stored.server, logout, { refresh_token: stored.refreshToken }).catch(() => undefined);
    },
  };
}
