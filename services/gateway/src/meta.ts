import type { FastifyInstance } from 'fastify';
import { LANGUAGES, platformMeta, type PlatformMeta } from '@cadence/contracts';
import { route } from '@cadence/service-kit';

/** GET /api/meta: computed once, served from memory. */
export function metaRoute(app: FastifyInstance, mode: PlatformMeta['mode']): void {
  const meta: PlatformMeta = { name: 'Cadence', version: process.env.npm_package_version ?? '0.1.0', mode, languages: [...LANGUAGES] };
  route(app, platformMeta, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return meta;
  });
}
