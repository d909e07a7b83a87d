import { OutboundBlockedError } from '@cadence/service-kit';

/** What went wrong with a network's API, in words a streamer can act on. */
export type LiveNetworkErrorKind =
  /** The token is expired or revoked: reconnect the account. */
  | 'auth'
  /** The account may not stream (not enabled, blocked, missing permission). */
  | 'not_allowed'
  /** The broadcast or stream is gone on the network's side. */
  | 'not_found'
  /** The network refused the step in the broadcast's current state. */
  | 'wrong_state'
  /** Too many calls or the daily quota: try later. */
  | 'rate_limited'
  /** The network failed or could not be reached: try again. */
  | 'unavailable'
  /** The request was refused as sent. */
  | 'invalid';

/** A network's refusal, with its plain message and the raw answer for the logs. */
export class LiveNetworkError extends Error {
  override readonly name = 'LiveNetworkError';
  constructor(
    readonly kind: LiveNetworkErrorKind,
    message: string,
    /** The network's own reason (YouTube's reason, Graph's code), when it gave one. */
    readonly reason: string | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
  }

  /** Whether trying the same step again later may work. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable';
  }
}

export interface NetworkHttp {
  /** The outbound-guarded fetch (`createOutboundFetch`). */
  fetch: typeof fetch;
}

export interface JsonRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: URL;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

export interface JsonAnswer<T> {
  status: number;
  body: T;
}

/** Turns a failed answer into the network's plain error. */
export type ErrorReader = (status: number, body: unknown) => LiveNetworkError;

/** Builds `<base>/<path>?query` without losing a path prefix of the base. */
export function networkUrl(base: string, path: string, query: Record<string, string | number | boolean | undefined> = {}): URL {
  const url = new URL(path.replace(/^\//, ''), `${base.replace(/\/$/, '')}/`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One JSON call to a network: the body on 2xx, a LiveNetworkError otherwise (refused address, lost connection, refusal). */
export async function callJson<T>(http: NetworkHttp, request: JsonRequest, readError: ErrorReader, networkName: string): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...request.headers,
  };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  try {
    response = await http.fetch(request.url, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
  } catch (error) {
    const blocked = error instanceof OutboundBlockedError ? error : error instanceof Error && error.cause instanceof OutboundBlockedError ? error.cause : null;
    if (blocked) return Promise.reject(new LiveNetworkError('invalid', `Cadence refused to call ${networkName} at this address: ${blocked.message}.`));
    return Promise.reject(new LiveNetworkError('unavailable', `${networkName} could not be reached. Try again in a moment.`));
  }
  const parsed = await readBody(response);
  if (response.status >= 200 && response.status < 300) return { status: response.status, body: parsed as T };
  throw readError(response.status, parsed);
}
