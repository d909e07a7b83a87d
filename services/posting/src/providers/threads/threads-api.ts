import type { ProviderConfig, TokenSet } from '../provider';
import { DisconnectedError, ProviderError, RateLimitedError, TokenExpiredError, TransientError } from '../provider-errors';
import { GRAPH_ERRORS, graphErrorOf, graphRetryAt } from '../facebook/graph';
import { callNetwork, endpoint, type NetworkErrors } from '../shared/http';

/**
 * The Threads API (graph.threads.net): Meta's Graph conventions (error body, throttling
 * headers) under its own host and version, and the Threads authorisation window.
 */
export const THREADS_VERSION = 'v1.0';
export const THREADS_API_BASE = 'https://graph.threads.net';
export const THREADS_AUTH_BASE = 'https://threads.net';

/** Meta's error body as Threads answers it; code 190 is the token, as on the Graph API. */
const THREADS_ERRORS: NetworkErrors = {
  ...GRAPH_ERRORS,
  message: (body, status) => graphErrorOf(body)?.message ?? `Threads answered ${status}`,
};

export interface ThreadsCall {
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  query?: Record<string, string | number | undefined>;
  /** Sent as a form, as the Threads guides send their parameters. */
  form?: Record<string, string | number | boolean | undefined>;
  /** The call creates something (publish): a lost answer is an unknown outcome, not a plain retry. */
  creates?: boolean;
  /** A path outside the versioned API (the token endpoints). */
  unversioned?: boolean;
}

function formOf(values: ThreadsCall['form']): Record<string, string> | undefined {
  if (!values) return undefined;
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form[key] = String(value);
  return form;
}

/** One Threads API call: the token as a bearer header, Meta's errors typed, its throttling headers read. */
export async function threadsApi<T>(config: ProviderConfig, path: string, call: ThreadsCall = {}): Promise<T> {
  let headers = new Headers();
  const fetchKeepingHeaders: typeof fetch = async (input, init) => {
    const response = await config.fetch(input, init);
    headers = response.headers;
    return response;
  };
  try {
    const answer = await callNetwork<T>(
      { ...config, fetch: fetchKeepingHeaders },
      {
        method: call.method ?? 'GET',
        url: endpoint(config.apiBaseUrl, call.unversioned ? path : `${THREADS_VERSION}${path}`, call.query),
        headers: call.token ? { authorization: `Bearer ${call.token}` } : undefined,
        form: formOf(call.form),
        createsSomething: call.creates === true,
      },
      THREADS_ERRORS,
    );
    return answer.body;
  } catch (error) {
    if (error instanceof RateLimitedError) throw new RateLimitedError(error.message, graphRetryAt(headers, config.now()), error.raw);
    const graphError = error instanceof ProviderError ? graphErrorOf(error.raw?.body) : undefined;
    if (error instanceof ProviderError && error.kind === 'invalid-content' && (graphError?.is_transient || graphError?.code === 1 || graphError?.code === 2)) {
      throw new TransientError(error.message, error.raw);
    }
    throw error;
  }
}

/** The Threads authorisation window (the browser goes there; the server never calls it). */
export function threadsAuthorizationUrl(config: ProviderConfig, scopes: readonly string[], input: { state: string; redirectUri: string }): string {
  const url = new URL(endpoint(config.authBaseUrl ?? THREADS_AUTH_BASE, 'oauth/authorize'));
  url.searchParams.set('client_id', config.clientId ?? '');
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', scopes.join(','));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', input.state);
  return url.toString();
}

interface TokenAnswer {
  access_token: string;
  user_id?: string | number;
  token_type?: string;
  expires_in?: number;
}

/** Long-lived tokens last 60 days and can be refreshed once a day old. */
const REFRESHABLE_AFTER_MS = 24 * 3600 * 1000;
const LONG_LIVED_MS = 60 * 24 * 3600 * 1000;

function tokenSet(answer: TokenAnswer, now: Date, scopes: readonly string[]): TokenSet {
  return {
    accessToken: answer.access_token,
    expiresAt: answer.expires_in ? new Date(now.getTime() + answer.expires_in * 1000) : undefined,
    scopes: [...scopes],
  };
}

/** The code for a short-lived token (an hour), exchanged at once for a long-lived one (60 days). */
export async function threadsExchangeCode(config: ProviderConfig, scopes: readonly string[], input: { code: string; redirectUri: string }): Promise<TokenSet> {
  const short = await threadsApi<TokenAnswer>(config, '/oauth/access_token', {
    method: 'POST',
    unversioned: true,
    form: { client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'authorization_code', redirect_uri: input.redirectUri, code: input.code },
  });
  const long = await threadsApi<TokenAnswer>(config, '/access_token', {
    unversioned: true,
    query: { grant_type: 'th_exchange_token', client_secret: config.clientSecret, access_token: short.access_token },
  });
  return tokenSet(long, config.now(), scopes);
}

/**
 * th_refresh_token: another 60 days for a long-lived token at least a day old. A younger token
 * is kept as it is (Threads refuses to refresh it); an expired or revoked one cannot be
 * refreshed and the account must be connected again.
 */
export async function threadsRefresh(config: ProviderConfig, tokens: TokenSet): Promise<TokenSet> {
  const now = config.now();
  try {
    const issuedAt = tokens.expiresAt ? tokens.expiresAt.getTime() - LONG_LIVED_MS : 0;
    if (tokens.expiresAt && tokens.expiresAt.getTime() > now.getTime() && now.getTime() - issuedAt < REFRESHABLE_AFTER_MS) {
      await threadsApi(config, '/me', { token: tokens.accessToken, query: { fields: 'id' } });
      return tokens;
    }
    const answer = await threadsApi<TokenAnswer>(config, '/refresh_access_token', {
      unversioned: true,
      query: { grant_type: 'th_refresh_token', access_token: tokens.accessToken },
    });
    return { ...tokenSet(answer, now, tokens.scopes ?? []), extra: tokens.extra };
  } catch (error) {
    if (error instanceof TokenExpiredError) throw new DisconnectedError(error.message, error.raw);
    throw error;
  }
}

/** The profile the token belongs to (GET /me). */
export interface ThreadsProfile {
  id: string;
  username?: string;
  name?: string;
  threads_profile_picture_url?: string;
  threads_biography?: string;
}

export function threadsMe(config: ProviderConfig, token: string): Promise<ThreadsProfile> {
  return threadsApi<ThreadsProfile>(config, '/me', { token, query: { fields: 'id,username,name,threads_profile_picture_url,threads_biography' } });
}
