import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI from 'openai';

/** The wait before the one retry of a server error (5xx) that came before any token. */
export const SERVER_ERROR_WAIT_MS = 1000;
/** The wait before the one retry of a 429 that gave no Retry-After. */
export const RATE_LIMIT_DEFAULT_WAIT_MS = 2000;

/** Why a call is tried once more. */
export type RetryReason = 'rate_limited' | 'server_error';

/** A 429 whose Retry-After is longer than this server waits: said with both waits. */
export class EndpointWaitTooLong extends Error {
  constructor(
    readonly waitSeconds: number,
    readonly maxWaitSeconds: number,
  ) {
    super(`The endpoint is rate-limiting requests and asked to wait ${waitSeconds} s, longer than the ${maxWaitSeconds} s this server waits (AI_RETRY_WAIT_MAX_MS); try again in ${waitSeconds} seconds.`);
    this.name = 'EndpointWaitTooLong';
  }
}

/** The wait a 429 asks for: retry-after-ms, else Retry-After in seconds or as an HTTP date. */
function rateLimitWaitMs(error: InstanceType<typeof OpenAI.APIError>, now: number): number {
  const ms = Number(error.headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0 && error.headers?.get('retry-after-ms')) return ms;
  const header = error.headers?.get('retry-after');
  if (!header) return RATE_LIMIT_DEFAULT_WAIT_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? RATE_LIMIT_DEFAULT_WAIT_MS : Math.max(0, date - now);
}

/**
 * Whether a failed call to the endpoint is tried once more, and after how long: a 429 after its
 * Retry-After (at most `maxWaitMs`, else EndpointWaitTooLong), a 5xx after a second; nothing else.
 */
export function retryAfterFailure(cause: unknown, maxWaitMs: number, now = Date.now()): { waitMs: number; reason: RetryReason } | null {
  if (!(cause instanceof OpenAI.APIError) || cause.status === undefined) return null;
  if (cause.status === 429) {
    const waitMs = rateLimitWaitMs(cause, now);
    if (waitMs > maxWaitMs) throw new EndpointWaitTooLong(Math.ceil(waitMs / 1000), Math.floor(maxWaitMs / 1000));
    return { waitMs, reason: 'rate_limited' };
  }
  if (cause.status >= 500) return { waitMs: SERVER_ERROR_WAIT_MS, reason: 'server_error' };
  return null;
}

/**
 * Calls the endpoint, and once more after a 429 (honouring its Retry-After within `maxWaitMs`) or
 * a 5xx; `onWait` hears of the wait before it, `onRetry` after it. The second failure is the caller's.
 */
export async function callWithOneRetry<T>(
  call: () => Promise<T>,
  options: { maxWaitMs: number; signal?: AbortSignal; onWait?: (waitMs: number, reason: RetryReason) => void; onRetry?: () => void },
): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const retry = retryAfterFailure(cause, options.maxWaitMs);
    if (!retry) throw cause;
    options.onWait?.(retry.waitMs, retry.reason);
    await sleep(retry.waitMs, undefined, options.signal ? { signal: options.signal } : undefined);
    options.onRetry?.();
    return call();
  }
}
