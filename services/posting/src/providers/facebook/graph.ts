import type { ProviderConfig, TokenSet } from '../provider';
import { DisconnectedError, ProviderError, RateLimitedError, TokenExpiredError, TransientError } from '../provider-errors';
import { callNetwork, endpoint, type NetworkErrors } from '../shared/http';
import { authorizationUrl } from '../shared/oauth';

/**
 * Meta's Graph API (graph.facebook.com), shared by the Facebook and Instagram adapters as plain
 * functions: one call with Meta's error body mapped to the typed errors, and Facebook Login.
 */
export const GRAPH_VERSION = 'v25.0';
export const FACEBOOK_DIALOG_BASE = 'https://www.facebook.com';

export interface GraphErrorBody {
  error: { message: string; type?: string; code?: number; error_subcode?: number; is_transient?: boolean; fbtrace_id?: string };
}

export interface GraphCall {
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  /** The call creates something (publish): a lost answer is an unknown outcome, not a plain retry. */
  creates?: boolean;
}

export function graphErrorOf(body: unknown): GraphErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null ? (error as GraphErrorBody['error']) : undefined;
}

/** Graph error codes for throttling: app (4), user (17), API-specific (32), method (613), business use case (80001–80014). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
/** Access-token subcodes for an expired session; 458 (app removed), 460 (password changed) and the rest mean revoked. */
const EXPIRED_SUBCODES = new Set([463, 467]);

/**
 * Meta's error body ({error:{message,type,code,error_subcode,fbtrace_id}}): 190 is the token
 * (463 expired; 458, 460 and the rest revoked), 4/17/32/613 and 80001–80014 are rate limits,
 * 10 and 200–299 missing permissions (reconnect to grant them), 368 a policy block (refused).
 */
export const GRAPH_ERRORS: NetworkErrors = {
  message: (body, status) => graphErrorOf(body)?.message ?? `Facebook answered ${status}`,
  expired: (_status, body) => {
    const error = graphErrorOf(body);
    return error?.code === 190 && EXPIRED_SUBCODES.has(error.error_subcode ?? 0);
  },
  revoked: (_status, body) => {
    const error = graphErrorOf(body);
    if (!error?.code) return false;
    if (error.code === 190 || error.code === 102) return !EXPIRED_SUBCODES.has(error.error_subcode ?? 0);
    return error.code === 10 || (error.code >= 200 && error.code <= 299);
  },
  rateLimited: (_status, body) => {
    const code = graphErrorOf(body)?.code ?? 0;
    return RATE_LIMIT_CODES.has(code) || (code >= 80001 && code <= 80014);
  },
};

/** One Graph API call: JSON in and out, the token as a bearer header, Meta's errors typed. */
export async function graph<T>(config: ProviderConfig, path: string, call: GraphCall = {}): Promise<T> {
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
        url: endpoint(config.apiBaseUrl, `${GRAPH_VERSION}${path}`, call.query),
        headers: call.token ? { authorization: `Bearer ${call.token}` } : undefined,
        json: call.body,
        createsSomething: call.creates === true,
      },
      GRAPH_ERRORS,
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

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * When throttling ends: x-business-use-case-usage gives estimated_time_to_regain_access in
 * minutes; x-app-usage only percentages of a rolling hour (full means wait that hour).
 */
export function graphRetryAt(headers: Headers, now: Date): Date {
  const minute = 60_000;
  let minutes = 0;
  const buc = parseJson(headers.get('x-business-use-case-usage'));
  if (typeof buc === 'object' && buc !== null) {
    for (const entries of Object.values(buc)) {
      if (!Array.isArray(entries)) continue;
      for (const entry of entries as { estimated_time_to_regain_access?: number }[]) {
        minutes = Math.max(minutes, Number(entry.estimated_time_to_regain_access) || 0);
      }
    }
  }
  if (minutes > 0) return new Date(now.getTime() + minutes * minute);
  const app = parseJson(headers.get('x-app-usage'));
  if (typeof app === 'object' && app !== null && Object.values(app).some((value) => Number(value) >= 100)) {
    return new Date(now.getTime() + 60 * minute);
  }
  return new Date(now.getTime() + 5 * minute);
}

/** The Facebook Login consent screen (the browser goes there; the server never calls it). */
export function facebookLoginUrl(config: ProviderConfig, scopes: readonly string[], input: { state: string; redirectUri: string }): string {
  const base = config.authBaseUrl ?? FACEBOOK_DIALOG_BASE;
  const dialog = `${base}/${GRAPH_VERSION}/dialog/oauth`;
  return authorizationUrl(
    { issuer: base, authorizationEndpoint: dialog, tokenEndpoint: `${config.apiBaseUrl}/${GRAPH_VERSION}/oauth/access_token`, clientAuth: 'post' },
    { clientId: config.clientId ?? '', redirectUri: input.redirectUri, state: input.state, scopes, scopeSeparator: ',' },
  );
}

interface TokenAnswer {
  access_token: string;
  token_type?: string;
  expires_in?: number;
}

function tokenSet(answer: TokenAnswer, now: Date, scopes?: readonly string[]): TokenSet {
  return {
    accessToken: answer.access_token,
    expiresAt: answer.expires_in ? new Date(now.getTime() + answer.expires_in * 1000) : undefined,
    scopes: scopes ? [...scopes] : undefined,
  };
}

/** The short-lived user token for the code, exchanged at once for a long-lived one (about 60 days). */
export async function facebookExchangeCode(
  config: ProviderConfig,
  scopes: readonly string[],
  input: { code: string; redirectUri: string },
): Promise<TokenSet> {
  const short = await graph<TokenAnswer>(config, '/oauth/access_token', {
    query: { client_id: config.clientId, client_secret: config.clientSecret, redirect_uri: input.redirectUri, code: input.code },
  });
  return { ...(await facebookLongLived(config, short.access_token)), scopes: [...scopes] };
}

/** fb_exchange_token: a long-lived user token for a valid one; a dead token means reconnecting. */
export async function facebookLongLived(config: ProviderConfig, accessToken: string): Promise<TokenSet> {
  try {
    const answer = await graph<TokenAnswer>(config, '/oauth/access_token', {
      query: { grant_type: 'fb_exchange_token', client_id: config.clientId, client_secret: config.clientSecret, fb_exchange_token: accessToken },
    });
    return tokenSet(answer, config.now());
  } catch (error) {
    if (error instanceof TokenExpiredError) throw new DisconnectedError(error.message, error.raw);
    throw error;
  }
}

/** Every page of a Graph list (`data` + `paging.next`), up to `limit` pages. */
export async function graphList<T>(config: ProviderConfig, path: string, call: GraphCall, limit = 10): Promise<T[]> {
  const items: T[] = [];
  let after: string | undefined;
  for (let page = 0; page < limit; page += 1) {
    const answer = await graph<{ data: T[]; paging?: { cursors?: { after?: string }; next?: string } }>(config, path, {
      ...call,
      query: { ...call.query, after },
    });
    items.push(...answer.data);
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return items;
}

/** A Page the user manages, with its Page token and linked Instagram professional account. */
export interface ManagedPage {
  id: string;
  name: string;
  access_token: string;
  tasks?: string[];
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string; name?: string; profile_picture_url?: string };
}

/** /me/accounts: the Pages the grant reaches. */
export function managedPages(config: ProviderConfig, userToken: string, withInstagram = false): Promise<ManagedPage[]> {
  const fields = ['id', 'name', 'access_token', 'tasks', 'picture{url}'];
  if (withInstagram) fields.push('instagram_business_account{id,username,name,profile_picture_url}');
  return graphList<ManagedPage>(config, '/me/accounts', { token: userToken, query: { fields: fields.join(','), limit: 100 } });
}

/**
 * The first comment, once the post exists. The post is published whatever happens here, so a
 * refused comment does not fail (and so re-publish) the post; an expired token still surfaces.
 */
export async function graphComment(config: ProviderConfig, objectId: string, token: string, message: string): Promise<string[]> {
  try {
    const answer = await graph<{ id: string }>(config, `/${objectId}/comments`, { method: 'POST', token, body: { message } });
    return [answer.id];
  } catch (error) {
    if (error instanceof TokenExpiredError || !(error instanceof ProviderError)) throw error;
    return [];
  }
}

/** A Page token from a long-lived user token never expires: refreshing checks it still works. */
export async function verifyToken(config: ProviderConfig, tokens: TokenSet): Promise<TokenSet> {
  try {
    await graph(config, '/me', { token: tokens.accessToken, query: { fields: 'id' } });
    return tokens;
  } catch (error) {
    if (error instanceof TokenExpiredError) throw new DisconnectedError(error.message, error.raw);
    throw error;
  }
}
