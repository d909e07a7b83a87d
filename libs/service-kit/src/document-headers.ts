import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers for documents a browser renders (the web app, the API docs): a strict
 * Content-Security-Policy and the rest of helmet's set. They are scoped to the routes
 * registered inside, so JSON answers stay small (the kit sets nosniff on every response).
 */
export async function documentScope(app: FastifyInstance, register: (scope: FastifyInstance) => PromiseLike<unknown>): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          // The live preview plays through Media Source Extensions, whose object URLs are blob:.
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await register(scope);
  });
}
