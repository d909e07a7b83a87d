import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a local peer sees it, body read whole. */
export interface PeerRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body parsed as JSON or a form, when it is one. */
  json(): unknown;
  form(): URLSearchParams;
}

export interface PeerAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Match = { method: string; path: RegExp };

/** A planned fault: answer with `answer` instead, or handle the request and then drop the connection. */
type Fault = Match & ({ kind: 'answer'; answer: PeerAnswer } | { kind: 'drop' } | { kind: 'hold'; release: Promise<void>; arrived: () => void });

export interface PeerServer {
  url: string;
  /** The next matching request gets this answer instead of the peer's own. */
  answerNext(match: Match, answer: PeerAnswer): void;
  /** The next matching request is handled (it takes effect) and then its connection is cut before any answer. */
  dropNext(match: Match): void;
  /** The next matching request waits before it is handled until `release()`; `arrived` resolves once it is waiting. */
  holdNext(match: Match): { arrived: Promise<void>; release(): void };
  /** Requests seen, by "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
}

function send(res: ServerResponse, answer: PeerAnswer): void {
  const isJson = answer.body !== undefined && typeof answer.body !== 'string' && !Buffer.isBuffer(answer.body);
  res.writeHead(answer.status, { ...(isJson ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...answer.headers });
  if (answer.body === undefined) res.end();
  else res.end(isJson ? JSON.stringify(answer.body) : (answer.body as string | Buffer));
}

/**
 * A small HTTP server on 127.0.0.1 and a random port, answering through `handle` as a network
 * documents, with hooks to answer the next request otherwise, hold it, or drop it after it took effect.
 */
export async function startPeerServer(handle: (request: PeerRequest) => Promise<PeerAnswer> | PeerAnswer): Promise<PeerServer> {
  const faults: Fault[] = [];
  const requests: string[] = [];
  const takeFault = (method: string, path: string) => {
    const index = faults.findIndex((fault) => fault.method === method && fault.path.test(path));
    return index === -1 ? undefined : faults.splice(index, 1)[0];
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const method = req.method ?? 'GET';
        requests.push(`${method} ${url.pathname}`);
        const body = Buffer.concat(chunks);
        const request: PeerRequest = {
          method,
          url,
          headers: req.headers,
          body,
          json: () => JSON.parse(body.toString('utf8') || 'null') as unknown,
          form: () => new URLSearchParams(body.toString('utf8')),
        };
        const fault = takeFault(method, url.pathname);
        if (fault?.kind === 'answer') return send(res, fault.answer);
        if (fault?.kind === 'hold') {
          fault.arrived();
          await fault.release;
        }
        const answer = await handle(request);
        if (fault?.kind === 'drop') {
          res.socket?.destroy();
          return;
        }
        send(res, answer);
      })().catch((error: unknown) => send(res, { status: 500, body: { error: String(error) } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerNext: (match, answer) => faults.push({ ...match, kind: 'answer', answer }),
    dropNext: (match) => faults.push({ ...match, kind: 'drop' }),
    holdNext: (match) => {
      let release!: () => void;
      let arrived!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      faults.push({ ...match, kind: 'hold', release: released, arrived });
      return { arrived: arrival, release };
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Reads a multipart/form-data body (fields and files) the way a network's upload endpoint does. */
export async function readMultipart(request: PeerRequest): Promise<FormData> {
  const response = new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type'] ?? '') } });
  return response.formData();
}
