import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface PeerResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as-is (HTML pages). */
  html?: string;
  redirect?: string;
}

/** A small HTTP server on 127.0.0.1 and a free port, answering through one handler. */
export async function startHttpPeer(handle: (request: PeerRequest) => Promise<PeerResponse>): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://peer');
      handle({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
        .then((response) => send(res, response))
        .catch((error: unknown) => send(res, { status: 500, body: { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, response: PeerResponse): void {
  if (response.redirect) {
    res.writeHead(303, { location: response.redirect, ...response.headers });
    res.end();
    return;
  }
  if (response.html !== undefined) {
    res.writeHead(response.status, { 'content-type': 'text/html; charset=utf-8', ...response.headers });
    res.end(response.html);
    return;
  }
  if (response.body === undefined) {
    res.writeHead(response.status, response.headers);
    res.end();
    return;
  }
  res.writeHead(response.status, { 'content-type': 'application/json', ...response.headers });
  res.end(JSON.stringify(response.body));
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
