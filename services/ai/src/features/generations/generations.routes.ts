import type { FastifyInstance } from 'fastify';
import { createGeneration, getGeneration, listGenerations, stopGenerationPost, type Generation } from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import { workspaceOf } from '../settings/settings.service';
import * as generations from './generations.service';

export function generationRoutes(app: FastifyInstance, deps: generations.GenerationDeps): void {
  route(app, createGeneration, async ({ request, reply, principal }) => {
    await generations.generate(deps, principal, workspaceOf(principal), request.body, reply);
    // The answer was streamed; the hijacked reply sends nothing more.
    return undefined as unknown as Generation;
  });
  route(app, stopGenerationPost, ({ request, principal }) =>
    generations.stopPost(deps.stops, workspaceOf(principal), request.params.stream, request.body.network, request.body.post),
  );
  listRoute(app, listGenerations, ({ request, principal }) => generations.list(deps.db, workspaceOf(principal), request.query));
  route(app, getGeneration, ({ request, principal }) => generations.get(deps.db, workspaceOf(principal), request.params.id));
}
