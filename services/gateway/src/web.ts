import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { documentScope } from '@cadence/service-kit';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built files as URL paths ("/assets/index-1a2b.js", "/favicon.svg"). */
async function builtFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
}

function pathnameOf(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app with document security headers: hashed assets cached for a year,
 * any other GET outside /api answered with index.html so client routes load on refresh.
 * Static files are not rate limited: one page load fetches a hundred files or more, and
 * counting them with the API's calls would refuse an ordinary browsing pace.
 */
export async function serveWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the web app is not built; run `npm run build -w @cadence/web`');
    return;
  }
  const files = await builtFiles(root);
  await documentScope(app, async (scope) => {
    // Only reply.sendFile; the one route below serves every file.
    await scope.register(fastifyStatic, { root, serve: false, preCompressed: true, index: false, cacheControl: false });
    scope.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, (request, reply) => {
      const pathname = pathnameOf(request.url);
      // /metrics exists only with METRICS_TOKEN set (registered before this route); never the app's page.
      if (pathname === undefined || pathname === '/api' || pathname.startsWith('/api/') || pathname === '/metrics') return reply.callNotFound();
      if (pathname !== '/index.html' && files.has(pathname)) {
        return reply.header('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache').sendFile(pathname.slice(1), root, { cacheControl: false });
      }
      // A missing chunk is a 404, not the app's page under a script's name.
      if (pathname.startsWith('/assets/')) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', root, { cacheControl: false });
    });
  });
}
