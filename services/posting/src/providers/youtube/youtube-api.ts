import type { ProviderConfig } from '../provider';
import { RateLimitedError } from '../provider-errors';
import { callNetwork, endpoint, type NetworkErrors, type NetworkRequest } from '../shared/http';
import type { OAuthServer } from '../shared/oauth';

/** Google's error body: {error:{code,message,errors:[{reason,domain,message}]}}; OAuth: {error,error_description}. */
interface GoogleBody {
  error?: { code?: number; message?: string; errors?: { reason?: string }[] } | string;
  error_description?: string;
}

export function googleReasons(body: unknown): string[] {
  const error = (body as GoogleBody | null)?.error;
  return typeof error === 'object' ? (error.errors ?? []).map((item) => item.reason ?? '') : typeof error === 'string' ? [error] : [];
}

/** The project's daily quota: resets at midnight Pacific time. */
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const SHORT_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
/** The channel uploaded as many videos as YouTube allows in a day. */
const UPLOAD_LIMIT_REASON = 'uploadLimitExceeded';
const REVOKED_REASONS = new Set(['insufficientPermissions', 'forbidden', 'accountClosed', 'accountSuspended']);

export const GOOGLE_ERRORS: NetworkErrors = {
  message(body, status) {
    const parsed = body as GoogleBody | null;
    if (typeof parsed?.error === 'string') return parsed.error_description ?? parsed.error;
    return parsed?.error?.message ?? `YouTube answered ${status}`;
  },
  revoked: (_status, body) => googleReasons(body).some((reason) => REVOKED_REASONS.has(reason)),
  rateLimited: (status, body) =>
    status === 403 && googleReasons(body).some((reason) => QUOTA_REASONS.has(reason) || SHORT_LIMIT_REASONS.has(reason) || reason === UPLOAD_LIMIT_REASON),
};

/** The next midnight in America/Los_Angeles, when YouTube's daily quota starts again. */
export function nextPacificMidnight(now: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const elapsed = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000 + now.getMilliseconds();
  return new Date(now.getTime() - elapsed + 24 * 60 * 60 * 1000);
}

/** One call to a Google API with the YouTube reasons typed (quota until midnight Pacific). */
export async function google<T>(config: ProviderConfig, request: NetworkRequest): Promise<{ body: T; headers: Headers; status: number }> {
  try {
    return await callNetwork<T>(config, request, GOOGLE_ERRORS);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      const reasons = googleReasons(error.raw?.body);
      const now = config.now();
      if (reasons.some((reason) => QUOTA_REASONS.has(reason))) throw new RateLimitedError(error.message, nextPacificMidnight(now), error.raw);
      if (reasons.includes(UPLOAD_LIMIT_REASON)) throw new RateLimitedError(error.message, new Date(now.getTime() + 24 * 60 * 60 * 1000), error.raw);
    }
    throw error;
  }
}

export function youtubeApi<T>(config: ProviderConfig, token: string, path: string, query: Record<string, string | number | undefined>, method: 'GET' | 'DELETE' = 'GET') {
  return google<T>(config, {
    method,
    url: endpoint(config.apiBaseUrl, `youtube/v3/${path}`, query),
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Google's consent host; its token endpoint lives on another host, oauth2.googleapis.com. */
export const GOOGLE_CONSENT_BASE = 'https://accounts.google.com';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/**
 * Where codes and refresh tokens are exchanged: Google's token endpoint while `authBaseUrl` is
 * Google's consent host (or unset); `<authBaseUrl>/token` when a local server stands in for both.
 */
export function googleTokenUrl(config: ProviderConfig): string {
  const base = config.authBaseUrl?.replace(/\/$/, '');
  return !base || base === GOOGLE_CONSENT_BASE ? GOOGLE_TOKEN_URL : `${base}/token`;
}

/** Google's OAuth 2 server for the shared OAuth helpers (client secret in the form body). */
export function googleOAuthServer(config: ProviderConfig): OAuthServer {
  const consentBase = config.authBaseUrl ?? GOOGLE_CONSENT_BASE;
  return {
    issuer: GOOGLE_CONSENT_BASE,
    authorizationEndpoint: new URL('o/oauth2/v2/auth', `${consentBase.replace(/\/$/, '')}/`).toString(),
    tokenEndpoint: googleTokenUrl(config),
    clientAuth: 'post',
  };
}
