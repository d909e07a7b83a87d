// Reference point of the framework benchmark: GET /api/meta from bare Fastify (no plugins, no
// hooks, logger off), answering the same bytes as the gateway. It splits the framework tax into
// Fastify's own share and the service kit's (security headers, rate limit, request ids, ...).
import Fastify from 'fastify';
import { LANGUAGES, type PlatformMeta } from '@cadence/contracts';
import { host } from './host';

await host<Record<string, never>>(async () => {
  const meta: PlatformMeta = { name: 'Cadence', version: process.env.npm_package_version ?? '0.1.0', mode: 'all-in-one', languages: [...LANGUAGES] };
  const app = Fastify({ logger: false });
  app.get('/api/meta', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    const query = request.url.indexOf('?');
    return { success: true, statusCode: 200, message: 'OK', timestamp: new Date().toISOString(), path: query === -1 ? request.url : request.url.slice(0, query), data: meta };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
});
