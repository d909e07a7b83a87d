import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { documentScope } from '@cadence/service-kit';

/**
 * Serves the built web app with document security headers: hashed assets cached for a year,
 * any other GET outside /api answered with index.html so client routes load on refresh.
 */
export async function serveWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the web app is not built; run `npm run build -w @cadence/web`');
    return;
  }
  await documentScope(app, async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
      // One route per built file; the catch-all below answers the rest.
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    scope.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', root, { cacheControl: false });
    });
  });
}
