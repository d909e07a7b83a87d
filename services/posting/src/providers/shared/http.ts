import { OutboundBlockedError } from '@cadence/service-kit';
import type { ProviderConfig } from '../provider';
import {
  AddressRefusedError,
  DisconnectedError,
  InvalidContentError,
  type ProviderError,
  RateLimitedError,
  TokenExpiredError,
  TransientError,
  UnknownOutcomeError,
} from '../provider-errors';

/** How one network words its errors: read by `callNetwork` to raise the typed errors. */
export interface NetworkErrors {
  /** The network's own message in an error body. */
  message(body: unknown, status: number): string;
  /** Answers that mean the grant is gone (revoked token, deleted account): DisconnectedError. */
  revoked?(status: number, body: unknown): boolean;
  /** Answers other than 401 that mean the access token expired (refresh, then try again). */
  expired?(status: number, body: unknown): boolean;
  /** Answers other than 429 that mean a rate limit (X answers some limits with 403). */
  rateLimited?(status: number, body: unknown): boolean;
  /** When the network's limit ends, where its headers do not say (LinkedIn's daily limits end at midnight UTC). */
  retryAt?(headers: Headers, now: Date): Date | undefined;
}

export interface NetworkRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string | URL;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as it is (multipart FormData, raw bytes). */
  body?: RequestInit['body'];
  /** A failure after sending may still have taken effect: true for POST unless said otherwise. */
  createsSomething?: boolean;
}

export interface NetworkAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Connection errors that happen before a byte of the request reaches the network. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function blockedBy(error: unknown): OutboundBlockedError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof OutboundBlockedError) return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * The typed error for a call that got no answer: AddressRefusedError when the outbound guard
 * refused the address (nothing was sent); TransientError when the request never left (refused,
 * no such host) or changes nothing; UnknownOutcomeError when it may have taken effect.
 */
export function connectionFailure(error: unknown, what: string, createsSomething: boolean): ProviderError {
  const blocked = blockedBy(error);
  if (blocked) return new AddressRefusedError(`Cadence refused to call this address (${what}): ${blocked.message}.`);
  const code = causeCode(error);
  const reason = `${what}: ${code ?? (error as Error).message}`;
  if ((code && NOT_SENT.has(code)) || !createsSomething) return new TransientError(`The network could not be reached (${reason}).`);
  return new UnknownOutcomeError(`The connection was lost after sending (${reason}).`);
}

/**
 * When a rate limit ends, from the answer's headers: Retry-After (seconds or a date), X's
 * x-rate-limit-reset and the IETF RateLimit-Reset (epoch seconds), else a minute from now.
 */
export function retryAtFrom(headers: Headers, now: Date): Date {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return new Date(now.getTime() + seconds * 1000);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return new Date(date);
  }
  for (const name of ['x-rate-limit-reset', 'ratelimit-reset', 'x-ratelimit-reset']) {
    const value = Number(headers.get(name));
    if (headers.get(name) && Number.isFinite(value)) {
      // Epoch seconds when large, seconds from now when small (the IETF draft's delta form).
      return value > 1_000_000_000 ? new Date(value * 1000) : new Date(now.getTime() + value * 1000);
    }
  }
  return new Date(now.getTime() + 60_000);
}

/** The typed error for an HTTP answer that is not a success. */
export function errorForAnswer(answer: NetworkAnswer, errors: NetworkErrors, now: Date): ProviderError {
  const { status, body } = answer;
  const raw = { status, body };
  const message = errors.message(body, status);
  if (status === 429 || errors.rateLimited?.(status, body)) return new RateLimitedError(message, errors.retryAt?.(answer.headers, now) ?? retryAtFrom(answer.headers, now), raw);
  if (errors.revoked?.(status, body)) return new DisconnectedError(message, raw);
  if (status === 401 || errors.expired?.(status, body)) return new TokenExpiredError(message, raw);
  if (status >= 500) return new TransientError(message, raw);
  return new InvalidContentError(message, raw);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * One call to a network through `config.fetch`, returning the answer on 2xx and raising the
 * typed error otherwise: 429 → RateLimitedError (with the network's reset time), revoke codes →
 * DisconnectedError, 401 → TokenExpiredError, other 4xx → InvalidContentError with the network's
 * message, 5xx → TransientError. A connection lost after sending a request that creates
 * something (timeout, reset) → UnknownOutcomeError: check `findPublished` before retrying.
 */
export async function callNetwork<T = unknown>(config: ProviderConfig, request: NetworkRequest, errors: NetworkErrors): Promise<NetworkAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: RequestInit['body'] = request.body;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  try {
    response = await config.fetch(request.url, { method: request.method, headers, body });
  } catch (error) {
    const createsSomething = request.createsSomething ?? request.method === 'POST';
    throw connectionFailure(error, `${request.method} ${new URL(request.url).pathname}`, createsSomething);
  }
  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch (error) {
    const createsSomething = request.createsSomething ?? request.method === 'POST';
    const reason = `${request.method} ${new URL(request.url).pathname}: ${causeCode(error) ?? (error as Error).message}`;
    if (createsSomething && response.ok) throw new UnknownOutcomeError(`The answer was cut off (${reason}).`);
    throw new TransientError(`The answer was cut off (${reason}).`);
  }
  const answer: NetworkAnswer<T> = { status: response.status, headers: response.headers, body: parsed as T };
  if (!response.ok) throw errorForAnswer(answer, errors, config.now());
  return answer;
}

/** A URL under a base URL, keeping the base's path (`https://host/wp-json` + `wp/v2/posts`). */
export function endpoint(base: string, path: string, query?: Record<string, string | number | undefined>): URL {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  return url;
}
