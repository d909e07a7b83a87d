import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app: hashed assets cached for a year, everything else answered with
 * index.html so client routes load on refresh.
 */
export async function serveWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the web app is not built; run `npm run build -w @cadence/web`');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export function spaFallback(webDist: string) {
  const index = path.resolve(webDist, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (!existsSync(index)) return false;
    await reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', path.dirname(index), { cacheControl: false });
    return true;
  };
}
