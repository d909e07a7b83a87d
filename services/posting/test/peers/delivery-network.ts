import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Facebook Graph API for Pages, as far as publishing text posts goes, behaving as
 * Meta documents it (developers.facebook.com/docs/pages-api/posts):
 * - POST /v25.0/{page-id}/feed with a Page token (Bearer) and {message} → 200 {"id":"{page-id}_{post-id}"};
 * - GET /v25.0/{page-id}/feed?fields=id,message,created_time,permalink_url&since=&limit= → {data:[...], paging:{}},
 *   newest first;
 * - errors as {"error":{message,type,code,error_subcode,fbtrace_id}}: an unknown token is OAuthException 190,
 *   an expired one 190/463, throttling code 4 ("Application request limit reached"), a server error 500 code 2.
 *
 * Tests steer it: every accepted post is counted per message (duplicates are what exactly-once
 * must never produce); `hold()` keeps answers to POSTs waiting after the post is stored (the
 * network accepted, our side has not heard), `failNext()` answers the next POSTs with an error.
 */
export interface DeliveryNetwork {
  url: string;
  /** Posts stored, in order. */
  posts(): { id: string; pageId: string; message: string; createdTime: number }[];
  /** How many times each message was published. */
  counts(): Map<string, number>;
  /** Messages published more than once. */
  duplicates(): string[];
  /** POST /feed calls received (accepted or not). */
  publishCalls(): number;
  /** Answers to POST /feed wait (after the post is stored) until `release()`. */
  hold(): void;
  /** Reads of the feed (what `findPublished` asks) wait too, until `release()`. */
  holdReads(): void;
  release(): void;
  /**
   * POST /feed requests wait before anything is stored until `release()`; a request whose
   * client went away meanwhile is dropped unstored (it never reached the network).
   */
  holdBeforeStore(): void;
  /** Resolves when the next POST /feed arrives. */
  nextArrived(): Promise<void>;
  /** Resolves when the next post is stored (its answer may be held). */
  nextStored(): Promise<string>;
  /** The next `count` POSTs are answered with this error (nothing is stored). */
  failNext(count: number, kind: 'server' | 'throttled' | 'expired' | 'invalid'): void;
  /** Tokens the network accepts; any other is OAuthException 190. */
  acceptToken(token: string): void;
  /** Adds a delay before every answer (to spread load as a real network would). */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const GRAPH_ERRORS = {
  server: { status: 500, body: { error: { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2, is_transient: true, fbtrace_id: 'AbCdEf' } } },
  throttled: { status: 400, body: { error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4, is_transient: true, fbtrace_id: 'AbCdEf' } } },
  expired: {
    status: 400,
    body: { error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, error_subcode: 463, fbtrace_id: 'AbCdEf' } },
  },
  invalid: { status: 400, body: { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100, fbtrace_id: 'AbCdEf' } } },
} as const;

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'x-app-usage': '{"call_count":1,"total_cputime":1,"total_time":1}' });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startDeliveryNetwork(): Promise<DeliveryNetwork> {
  const stored: { id: string; pageId: string; message: string; createdTime: number }[] = [];
  const tokens = new Set<string>();
  const failures: (keyof typeof GRAPH_ERRORS)[] = [];
  const storedWaiters: ((message: string) => void)[] = [];
  let held: (() => void)[] | null = null;
  let heldReads: (() => void)[] | null = null;
  let heldBefore: (() => void)[] | null = null;
  const arrivedWaiters: (() => void)[] = [];
  let calls = 0;
  let latencyMs = 0;
  let sequence = 0;

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: { message: String(error), code: 1 } }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/v\d+\.\d+\/([^/]+)\/feed$/.exec(url.pathname);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (!match?.[1]) {
      send(response, 400, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500, fbtrace_id: 'AbCdEf' } });
      return;
    }
    const pageId = decodeURIComponent(match[1]);
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '') || url.searchParams.get('access_token') || '';
    if (!tokens.has(token)) {
      send(response, 400, { error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190, fbtrace_id: 'AbCdEf' } });
      return;
    }
    if (request.method === 'GET') {
      if (heldReads) {
        await new Promise<void>((resolve) => heldReads?.push(resolve));
        if (request.socket.destroyed) return;
      }
      const since = Number(url.searchParams.get('since') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const data = stored
        .filter((post) => post.pageId === pageId && post.createdTime >= since)
        .reverse()
        .slice(0, limit)
        .map((post) => ({ id: post.id, message: post.message, created_time: new Date(post.createdTime * 1000).toISOString(), permalink_url: `https://www.facebook.com/${post.id}` }));
      send(response, 200, { data, paging: {} });
      return;
    }
    if (request.method !== 'POST') {
      send(response, 400, { error: { message: 'Unsupported method', type: 'OAuthException', code: 100, fbtrace_id: 'AbCdEf' } });
      return;
    }
    calls += 1;
    const body = await bodyOf(request);
    for (const waiter of arrivedWaiters.splice(0)) waiter();
    if (heldBefore) {
      await new Promise<void>((resolve) => heldBefore?.push(resolve));
      if (request.socket.destroyed) return;
    }
    const failure = failures.shift();
    if (failure) {
      send(response, GRAPH_ERRORS[failure].status, GRAPH_ERRORS[failure].body);
      return;
    }
    const message = typeof body.message === 'string' ? body.message : '';
    sequence += 1;
    const id = `${pageId}_${sequence}`;
    stored.push({ id, pageId, message, createdTime: Math.floor(Date.now() / 1000) });
    for (const waiter of storedWaiters.splice(0)) waiter(message);
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    send(response, 200, { id });
  }

  function counts(): Map<string, number> {
    const byMessage = new Map<string, number>();
    for (const post of stored) byMessage.set(post.message, (byMessage.get(post.message) ?? 0) + 1);
    return byMessage;
  }

  function release(): void {
    const waiting = [...(held ?? []), ...(heldBefore ?? []), ...(heldReads ?? [])];
    held = null;
    heldReads = null;
    heldBefore = null;
    for (const resolve of waiting) resolve();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    posts: () => [...stored],
    counts,
    duplicates: () => [...counts()].filter(([, count]) => count > 1).map(([message]) => message),
    publishCalls: () => calls,
    hold() {
      held ??= [];
    },
    holdReads() {
      heldReads ??= [];
    },
    release,
    holdBeforeStore() {
      heldBefore ??= [];
    },
    nextArrived: () => new Promise((resolve) => arrivedWaiters.push(resolve)),
    nextStored: () => new Promise((resolve) => storedWaiters.push(resolve)),
    failNext(count, kind) {
      for (let i = 0; i < count; i += 1) failures.push(kind);
    },
    acceptToken: (token) => void tokens.add(token),
    setLatency(ms) {
      latencyMs = ms;
    },
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
