// Baseline of the framework benchmark: GET /api/meta from bare node:http, answering the same
// bytes as the gateway (same envelope, same key order, same content-type and cache-control),
// without the kit (no helmet headers, request ids, rate limit, schema serializer, logging).
import http from 'node:http';
import { LANGUAGES, type PlatformMeta } from '@cadence/contracts';
import { host } from './host';

await host<Record<string, never>>(async () => {
  // As services/gateway/src/meta.ts computes it.
  const meta: PlatformMeta = { name: 'Cadence', version: process.env.npm_package_version ?? '0.1.0', mode: 'all-in-one', languages: [...LANGUAGES] };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (request.method !== 'GET' || path !== '/api/meta') {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"success":false,"statusCode":404}');
      return;
    }
    // The key order of the gateway's serializer: success, statusCode, message, timestamp, path, data.
    const body = JSON.stringify({ success: true, statusCode: 200, message: 'OK', timestamp: new Date().toISOString(), path, data: meta });
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'public, max-age=60',
    });
    response.end(body);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});
