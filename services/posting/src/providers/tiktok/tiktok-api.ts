import type { ProviderConfig, TokenSet } from '../provider';
import { DisconnectedError, InvalidContentError, RateLimitedError, TokenExpiredError, TransientError } from '../provider-errors';
import { callNetwork, endpoint, type NetworkErrors } from '../shared/http';

/** TikTok's error body: {error:{code,message,log_id}} on the API, {error,error_description,log_id} on OAuth. */
interface TiktokBody {
  error?: { code?: string; message?: string; log_id?: string } | string;
  error_description?: string;
}

export function tiktokErrorCode(body: unknown): string | undefined {
  const error = (body as TiktokBody | null)?.error;
  return typeof error === 'string' ? error : error?.code;
}

const RATE_LIMIT_CODES = new Set(['rate_limit_exceeded', 'spam_risk_too_many_posts', 'spam_risk_too_many_pending_share', 'reached_active_user_cap']);
const REVOKED_CODES = new Set(['scope_not_authorized', 'scope_permission_missed', 'invalid_grant', 'access_token_revoked', 'auth_removed']);

export const TIKTOK_ERRORS: NetworkErrors = {
  message(body, status) {
    const parsed = body as TiktokBody | null;
    if (typeof parsed?.error === 'string') return parsed.error_description ?? parsed.error;
    return parsed?.error?.message || parsed?.error?.code || `TikTok answered ${status}`;
  },
  expired: (_status, body) => tiktokErrorCode(body) === 'access_token_invalid',
  revoked: (_status, body) => REVOKED_CODES.has(tiktokErrorCode(body) ?? ''),
  rateLimited: (_status, body) => RATE_LIMIT_CODES.has(tiktokErrorCode(body) ?? ''),
};

const MINUTE = 60_000;
/** How long each posting limit lasts: the init rate is per minute, the post caps per day. */
const LIMIT_WAIT: Record<string, number> = {
  spam_risk_too_many_posts: 24 * 60 * MINUTE,
  reached_active_user_cap: 24 * 60 * MINUTE,
  spam_risk_too_many_pending_share: 60 * MINUTE,
};

/** One call to open.tiktokapis.com: JSON, bearer token, TikTok's errors typed. */
export async function tiktok<T>(
  config: ProviderConfig,
  path: string,
  call: { token: string; body?: unknown; query?: Record<string, string>; creates?: boolean; method?: 'GET' | 'POST' },
): Promise<T> {
  try {
    const answer = await callNetwork<{ data: T; error?: { code?: string } }>(
      config,
      {
        method: call.method ?? 'POST',
        url: endpoint(config.apiBaseUrl, path, call.query),
        headers: { authorization: `Bearer ${call.token}` },
        json: call.body,
        createsSomething: call.creates === true,
      },
      TIKTOK_ERRORS,
    );
    const code = answer.body.error?.code;
    if (code && code !== 'ok') throw new InvalidContentError(TIKTOK_ERRORS.message(answer.body, answer.status), { status: answer.status, body: answer.body });
    return answer.body.data;
  } catch (error) {
    if (error instanceof RateLimitedError) {
      const wait = LIMIT_WAIT[tiktokErrorCode(error.raw?.body) ?? ''];
      if (wait) throw new RateLimitedError(error.message, new Date(config.now().getTime() + wait), error.raw);
    }
    throw error;
  }
}

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  open_id: string;
  refresh_token: string;
  refresh_expires_in: number;
  scope?: string;
}

/** POST /v2/oauth/token/ (code or refresh token); a refused refresh token means reconnecting. */
export async function tiktokToken(config: ProviderConfig, form: Record<string, string>): Promise<TokenSet> {
  const now = config.now().getTime();
  try {
    const answer = await callNetwork<TokenAnswer & TiktokBody>(
      config,
      {
        method: 'POST',
        url: endpoint(config.apiBaseUrl, 'v2/oauth/token/'),
        form: { client_key: config.clientId ?? '', client_secret: config.clientSecret ?? '', ...form },
        createsSomething: false,
      },
      TIKTOK_ERRORS,
    );
    if (answer.body.error) throw new DisconnectedError(TIKTOK_ERRORS.message(answer.body, answer.status), { status: answer.status, body: answer.body });
    const body = answer.body;
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(now + body.expires_in * 1000),
      refreshExpiresAt: new Date(now + body.refresh_expires_in * 1000),
      scopes: body.scope?.split(','),
      extra: { openId: body.open_id },
    };
  } catch (error) {
    if (form.grant_type === 'refresh_token' && (error instanceof TokenExpiredError || error instanceof InvalidContentError)) {
      throw new DisconnectedError(error.message, error.raw);
    }
    throw error;
  }
}

/** The publish status TikTok reports once it has the media. */
export interface PublishStatus {
  status: 'PROCESSING_UPLOAD' | 'PROCESSING_DOWNLOAD' | 'SEND_TO_USER_INBOX' | 'PUBLISH_COMPLETE' | 'FAILED';
  fail_reason?: string;
  publicaly_available_post_id?: (string | number)[];
}

/** What a FAILED status means: a lost grant, a daily cap, a passing fault or refused content. */
export function failedStatusError(status: PublishStatus, now: Date): Error {
  const reason = status.fail_reason ?? 'unknown';
  const raw = { body: status };
  const message = `TikTok did not publish the post (${reason}).`;
  if (reason === 'auth_removed') return new DisconnectedError(message, raw);
  if (reason === 'spam_risk_too_many_posts') return new RateLimitedError(message, new Date(now.getTime() + 24 * 60 * MINUTE), raw);
  if (reason === 'internal') return new TransientError(message, raw);
  return new InvalidContentError(message, raw);
}
