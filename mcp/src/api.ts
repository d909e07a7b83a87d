import { API_KEY_PATTERN, endpointPath, FALLBACK_MESSAGES, type Endpoint } from '@cadence/contracts';

/** How the MCP server reaches the platform: its HTTP API, with an API key, like any client. */
export interface CadenceApiOptions {
  /** The platform's address, e.g. https://cadence.example.com (the API is under /api). */
  baseUrl: string;
  /** `cdk_…`, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The HTTP client; the global fetch unless given (the gateway passes its own). */
  fetch?: typeof fetch;
}

/** A refusal or failure answered by the platform, with its own message. */
export class CadenceApiError extends Error {
  override readonly name = 'CadenceApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly fields: readonly { field: string; message: string }[],
  ) {
    super(message);
  }
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** multipart/form-data instead of JSON. */
  form?: FormData;
}

/** A paged list as the platform answers it. */
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface CadenceApi {
  /** Calls one contract endpoint and answers its `data` (or the whole page for a paged list). */
  call<T = unknown>(endpoint: Endpoint, input?: CallInput): Promise<T>;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createCadenceApi(options: CadenceApiOptions): CadenceApi {
  if (!API_KEY_PATTERN.test(options.apiKey)) throw new Error('CADENCE_API_KEY is not a Cadence API key (cdk_…); create one in Settings › API keys');
  const base = new URL(options.baseUrl);
  const send = options.fetch ?? fetch;
  return {
    async call<T>(endpoint: Endpoint, input: CallInput = {}): Promise<T> {
      const url = new URL(endpointPath(endpoint.path, input.params) + queryString(input.query), base);
      const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' };
      let body: RequestInit['body'];
      if (input.form) body = input.form;
      else if (input.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(input.body);
      }
      let response: Response;
      try {
        response = await send(url, { method: endpoint.method, headers, ...(body === undefined ? {} : { body }) });
      } catch (error) {
        throw new CadenceApiError(`Cadence did not answer at ${base.origin}: ${error instanceof Error ? error.message : String(error)}`, 0, null, []);
      }
      const text = await response.text();
      let json: Record<string, unknown> | null = null;
      try {
        json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        json = null;
      }
      if (!response.ok || json?.success === false) {
        const message = typeof json?.message === 'string' && json.message ? json.message : text ? FALLBACK_MESSAGES.failedWithBody : FALLBACK_MESSAGES.noResponse;
        const fields = Array.isArray(json?.errors) ? (json.errors as { field: string; message: string }[]) : [];
        throw new CadenceApiError(message, response.status, typeof json?.code === 'string' ? json.code : null, fields);
      }
      if (!json) throw new CadenceApiError(FALLBACK_MESSAGES.listInvalid, response.status, null, []);
      if (endpoint.paged) return { data: json.data, total: json.total, page: json.page, pages: json.pages, limit: json.limit } as T;
      return json.data as T;
    },
  };
}
