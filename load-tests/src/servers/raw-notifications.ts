// Baseline of the ORM benchmark: GET /api/notifications from bare node:http and raw postgres.js
// (a tagged template, as a hand-written service would use it), answering the same bytes as the
// platform. It does the same work a correct endpoint must do (verify the Ed25519 access token,
// read limit and page, scope by the caller, count the caller's rows) and nothing else.
import { createPublicKey, verify } from 'node:crypto';
import http from 'node:http';
import { connect } from '@cadence/db';
import { host } from './host';

interface Config {
  databaseUrl: string;
  publicKey: string;
  poolSize: number;
}

interface Row {
  id: number;
  user_id: number;
  workspace_id: number | null;
  type: string;
  message: string;
  is_read: boolean;
  created_at: Date;
}

await host<Config>(async (config) => {
  const sql = connect({ url: config.databaseUrl, max: config.poolSize, applicationName: 'cadence-bench-raw' });
  const key = createPublicKey(config.publicKey);

  function callerId(authorization: string | undefined): number | null {
    if (!authorization?.startsWith('Bearer ')) return null;
    const [header, payload, signature] = authorization.slice(7).split('.');
    if (!header || !payload || !signature) return null;
    try {
      const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
      if (alg !== 'EdDSA') return null;
      if (!verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))) return null;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string; exp?: number };
      if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return null;
      const userId = Number(claims.sub);
      return Number.isInteger(userId) && userId > 0 ? userId : null;
    } catch {
      return null;
    }
  }

  function integer(value: string | null, fallback: number, min: number, max: number): number | null {
    if (value === null) return fallback;
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : null;
  }

  function send(response: http.ServerResponse, status: number, body: string): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  }

  async function list(request: http.IncomingMessage, response: http.ServerResponse, path: string, search: URLSearchParams): Promise<void> {
    const userId = callerId(request.headers.authorization);
    if (userId === null) return send(response, 401, '{"success":false,"statusCode":401,"message":"Unauthorized"}');
    const limit = integer(search.get('limit'), 10, 1, 100);
    const page = integer(search.get('page'), 0, 0, 1_000_000);
    if (limit === null || page === null) return send(response, 400, '{"success":false,"statusCode":400,"message":"Bad query"}');
    // The statements paginate() sends: the page and the count, side by side.
    const [rows, [counted]] = await Promise.all([
      sql<Row[]>`
        select id, user_id, workspace_id, type, message, is_read, created_at
        from notifications.notifications
        where user_id = ${userId}
        order by id asc
        limit ${limit} offset ${page * limit}`,
      sql<{ total: number }[]>`select count(*)::int as total from notifications.notifications where user_id = ${userId}`,
    ]);
    const total = counted?.total ?? 0;
    // The key order of the platform's serializer (PagedEnvelope, Notification).
    const body = JSON.stringify({
      success: true,
      statusCode: 200,
      message: 'OK',
      timestamp: new Date().toISOString(),
      path,
      data: rows.map((row) => ({ id: row.id, message: row.message, type: row.type, is_read: row.is_read, createdAt: row.created_at.toISOString() })),
      total,
      page,
      pages: Math.ceil(total / limit),
      limit,
    });
    send(response, 200, body);
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/api/notifications') return send(response, 404, '{"success":false,"statusCode":404}');
    list(request, response, url.pathname, url.searchParams).catch((error: unknown) => {
      send(response, 500, JSON.stringify({ success: false, statusCode: 500, message: error instanceof Error ? error.message : String(error) }));
    });
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sql.end({ timeout: 5 });
    },
  };
});
