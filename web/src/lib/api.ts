import {
  DEFAULT_CLIENT_TIMEOUT_MS,
  FALLBACK_MESSAGES,
  HTTP_METHODS,
  endpointPath,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type ErrorEnvelope,
  type FieldError,
  type PagedEnvelope,
  type ParamsOf,
  type QueryOf,
  type SuccessEnvelope,
} from '@cadence/contracts';
import { i18n } from './i18n';

/**
 * The typed client of the API contracts (libs/contracts): `call(endpoint, { params, query,
 * body })`. Every failure, whatever its cause, rejects with an ApiError that carries the error
 * envelope of SPEC §8 with its fallback messages, so screens handle one shape.
 */

/** Why a request got no answer; servers may add their own stable codes. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_METHOD' | 'INVALID_RESPONSE' | 'UNEXPECTED';

export class ApiError extends Error {
  readonly envelope: ErrorEnvelope;

  constructor(envelope: ErrorEnvelope) {
    super(envelope.message);
    this.name = 'ApiError';
    this.envelope = envelope;
  }

  get status(): number {
    return this.envelope.statusCode;
  }

  get code(): string | undefined {
    return this.envelope.code;
  }

  /** Field errors by field name ("email", "user.email"); the first message of a field wins. */
  get fieldErrors(): Record<string, string> {
    return fieldErrorsOf(this.envelope);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Anything thrown turned into an ApiError: SPEC §8's rethrow (status 500, 'Unexpected error occurred'). */
export function toApiError(error: unknown, path = ''): ApiError {
  if (isApiError(error)) return error;
  return new ApiError(errorEnvelope(500, FALLBACK_MESSAGES.rethrown, path, 'UNEXPECTED'));
}

export function errorEnvelope(
  statusCode: number,
  message: string,
  path: string,
  code?: string,
  errors?: FieldError[],
): ErrorEnvelope {
  return {
    success: false,
    statusCode,
    message,
    timestamp: new Date().toISOString(),
    path,
    ...(code === undefined ? {} : { code }),
    ...(errors === undefined || errors.length === 0 ? {} : { errors }),
  };
}

/** "/email", "body/email", "/user/email" → "email", "email", "user.email". */
export function normaliseField(field: string): string {
  return field
    .replace(/^\/+/, '')
    .replace(/^(body|querystring|query|params)[./]/, '')
    .replace(/\//g, '.')
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
}

export function fieldErrorsOf(envelope: Pick<ErrorEnvelope, 'errors'>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of envelope.errors ?? []) {
    const field = normaliseField(error.field);
    if (!(field in result)) result[field] = error.message;
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A short plain-text body is a message; an HTML error page from a proxy is not. */
function plainTextMessage(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 300 || trimmed.startsWith('<') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    return undefined;
  }
  return trimmed;
}

function fieldErrorsFrom(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  const errors: FieldError[] = [];
  for (const item of value) {
    if (isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string') {
      errors.push({ field: normaliseField(item.field), message: item.message });
    }
  }
  return errors;
}

/**
 * SPEC §8: a failed request with a body becomes success false, statusCode, message (the
 * server's message, else the body, else 'An error occurred'), errors, timestamp and path.
 */
export function normaliseFailure(status: number, body: string, path: string): ErrorEnvelope {
  const json = parseJson(body);
  const record = isRecord(json) ? json : undefined;
  const message =
    nonEmptyString(record?.message) ??
    nonEmptyString(record?.error) ??
    plainTextMessage(body) ??
    FALLBACK_MESSAGES.failedWithBody;
  const statusCode = typeof record?.statusCode === 'number' && record.statusCode >= 400 ? record.statusCode : status;
  const envelope = errorEnvelope(
    statusCode,
    message,
    nonEmptyString(record?.path) ?? path,
    nonEmptyString(record?.code),
    fieldErrorsFrom(record?.errors),
  );
  const timestamp = nonEmptyString(record?.timestamp);
  return timestamp ? { ...envelope, timestamp } : envelope;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** page=0&limit=5&tags=a&tags=b; undefined and null are left out. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        search.append(key, String(item));
      }
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

type IsAbsent<T> = [T] extends [undefined] ? true : false;

/** params, query and body as the endpoint declares them; defaults of a query may be left out. */
export type CallInput<E extends Endpoint> = (IsAbsent<ParamsOf<E>> extends true ? { params?: undefined } : { params: ParamsOf<E> }) &
  (IsAbsent<QueryOf<E>> extends true ? { query?: undefined } : { query?: Partial<QueryOf<E>> }) &
  (IsAbsent<BodyOf<E>> extends true ? { body?: undefined; /** A multipart body (uploads), for endpoints without a JSON body. */ form?: FormData } : { body: BodyOf<E> }) & {
    signal?: AbortSignal;
    /** Overrides DEFAULT_CLIENT_TIMEOUT_MS for this call. */
    timeoutMs?: number;
    /** Sends this bearer token instead of the session's (a session handed over before it is stored). */
    token?: string;
    /** Lets the request finish after the page is left (sign-out). */
    keepalive?: boolean;
  };

/** The input may be left out when the endpoint has neither params nor body. */
export type CallArgs<E extends Endpoint> =
  IsAbsent<ParamsOf<E>> extends true
    ? IsAbsent<BodyOf<E>> extends true
      ? [input?: CallInput<E>]
      : [input: CallInput<E>]
    : [input: CallInput<E>];

export interface ApiClientOptions {
  /** Prefix of every path; '' for the same origin (the gateway serves the app). */
  baseUrl?: string;
  /** The bearer token once a session exists. */
  getToken: () => string | null | undefined;
  /** Whether the token is about to lapse, so an authenticated call renews it first. */
  tokenNeedsRenewal?: () => boolean;
  /**
   * Renews the session (single-flight: parallel callers share one renewal) and answers the new
   * token, or null when the session cannot be renewed. A 401 on an authenticated call renews
   * once and repeats the call.
   */
  renewToken?: () => Promise<string | null>;
  /** A 401 on an authenticated call that renewing did not cure: the session is over. */
  onUnauthorized: () => void;
  /** The reader's language, sent as Accept-Language so texts the server writes come in it. */
  language?: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface RawInput {
  params?: Record<string, string | number> | undefined;
  query?: object | undefined;
  body?: unknown;
  form?: FormData | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  token?: string | undefined;
  keepalive?: boolean | undefined;
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const defaultTimeout = options.timeoutMs ?? DEFAULT_CLIENT_TIMEOUT_MS;

  /** A fresh token for an authenticated call: renewed first when it is about to lapse. */
  async function tokenFor(endpoint: Endpoint, input: RawInput): Promise<{ token: string | null | undefined; renewed: boolean }> {
    if (input.token !== undefined) return { token: input.token, renewed: true };
    if (endpoint.auth === 'user' && options.renewToken && options.tokenNeedsRenewal?.()) {
      try {
        const token = await options.renewToken();
        if (token) return { token, renewed: true };
      } catch {
        // The renewal could not reach the server: the call itself will say why.
      }
      return { token: options.getToken(), renewed: true };
    }
    return { token: options.getToken(), renewed: false };
  }

  async function send(endpoint: Endpoint, input: RawInput): Promise<{ status: number; json: unknown; text: string; path: string }> {
    const method = String(endpoint.method).toUpperCase();
    if (!(HTTP_METHODS as readonly string[]).includes(method)) {
      throw new ApiError(errorEnvelope(405, FALLBACK_MESSAGES.invalidMethod, endpoint.path, 'INVALID_METHOD'));
    }
    let path: string;
    try {
      path = endpointPath(endpoint.path, input.params);
    } catch (error) {
      throw toApiError(error, endpoint.path);
    }

    const { token, renewed } = await tokenFor(endpoint, input);
    let answer = await exchange(method, path, input, token);
    if (answer.response.status === 401 && token && endpoint.auth === 'user') {
      // SPEC §4: the access token is short-lived; renew once and repeat, else the session is over.
      let over = true;
      if (!renewed && options.renewToken) {
        try {
          const fresh = await options.renewToken();
          if (fresh) {
            answer = await exchange(method, path, input, fresh);
            over = answer.response.status === 401;
          }
        } catch {
          // The renewal did not reach the server: the session may still be good.
          over = false;
        }
      }
      if (over) options.onUnauthorized();
    }

    const { response, text } = answer;
    if (!response.ok) throw new ApiError(normaliseFailure(response.status, text, path));
    return { status: response.status, json: parseJson(text), text, path };
  }

  async function exchange(method: string, path: string, input: RawInput, token: string | null | undefined): Promise<{ response: Response; text: string }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;
    const hasForm = input.form !== undefined && method !== 'GET';
    const hasBody = !hasForm && input.body !== undefined && method !== 'GET';
    // A multipart body sets its own Content-Type with the boundary.
    if (hasBody) headers['Content-Type'] = 'application/json';

    const timeout = AbortSignal.timeout(input.timeoutMs ?? defaultTimeout);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

    try {
      const response = await fetchImpl(`${baseUrl}${path}${queryString(input.query)}`, {
        method,
        headers,
        signal,
        credentials: 'same-origin',
        ...(input.keepalive ? { keepalive: true } : {}),
        ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
        ...(hasForm ? { body: input.form } : {}),
      });
      return { response, text: await response.text() };
    } catch {
      // SPEC §8: no response at all.
      const code = timeout.aborted ? 'TIMEOUT' : input.signal?.aborted ? 'ABORTED' : 'NETWORK_ERROR';
      throw new ApiError(errorEnvelope(0, FALLBACK_MESSAGES.noResponse, path, code));
    }
  }

  /** One resource (or an action's result): the success envelope with typed `data`. */
  async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<SuccessEnvelope<DataOf<E>>> {
    const { status, json, path } = await send(endpoint, (input ?? {}) as RawInput);
    if (isRecord(json) && json.success === true && 'data' in json) {
      return json as SuccessEnvelope<DataOf<E>>;
    }
    if (status === 204) {
      return { success: true, statusCode: 204, message: '', data: null as DataOf<E>, timestamp: new Date().toISOString(), path };
    }
    throw new ApiError(errorEnvelope(status, FALLBACK_MESSAGES.failedWithBody, path, 'INVALID_RESPONSE'));
  }

  /**
   * A paged list: data[], total (falling back to the length of data), page, pages, limit.
   * A list answer without data is 'Invalid API response' (SPEC §8).
   */
  async function callPaged<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<PagedEnvelope<DataOf<E>>> {
    const { status, json, path } = await send(endpoint, (input ?? {}) as RawInput);
    if (!isRecord(json) || !Array.isArray(json.data)) {
      throw new ApiError(errorEnvelope(status, FALLBACK_MESSAGES.listInvalid, path, 'INVALID_RESPONSE'));
    }
    const data = json.data as DataOf<E>[];
    const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
    const limit = number(json.limit, data.length);
    const total = number(json.total, data.length);
    return {
      success: true,
      statusCode: number(json.statusCode, status),
      message: typeof json.message === 'string' ? json.message : '',
      timestamp: typeof json.timestamp === 'string' ? json.timestamp : new Date().toISOString(),
      path: typeof json.path === 'string' ? json.path : path,
      data,
      total,
      page: number(json.page, 0),
      pages: number(json.pages, limit > 0 ? Math.ceil(total / limit) : total > 0 ? 1 : 0),
      limit,
    };
  }

  /** An answer that is not an envelope (a CSV export): its text, with the same errors as `call`. */
  async function callText<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<string> {
    return (await send(endpoint, (input ?? {}) as RawInput)).text;
  }

  return { call, callPaged, callText };
}

export type ApiClient = ReturnType<typeof createApiClient>;

type SessionHooks = Pick<ApiClientOptions, 'getToken' | 'tokenNeedsRenewal' | 'renewToken' | 'onUnauthorized'>;

const hooks: Required<SessionHooks> = {
  getToken: () => null,
  tokenNeedsRenewal: () => false,
  renewToken: () => Promise.resolve(null),
  onUnauthorized: () => undefined,
};

/** Connects the app's client to the session (done once at start, see features/session/connect-session.ts). */
export function connectApiToSession(next: SessionHooks): void {
  hooks.getToken = next.getToken;
  hooks.onUnauthorized = next.onUnauthorized;
  hooks.tokenNeedsRenewal = next.tokenNeedsRenewal ?? (() => false);
  hooks.renewToken = next.renewToken ?? (() => Promise.resolve(null));
}

const client = createApiClient({
  getToken: () => hooks.getToken(),
  tokenNeedsRenewal: () => hooks.tokenNeedsRenewal(),
  renewToken: () => hooks.renewToken(),
  onUnauthorized: () => hooks.onUnauthorized(),
  language: () => i18n.resolvedLanguage,
});

export const call = client.call;
export const callPaged = client.callPaged;
export const callText = client.callText;
