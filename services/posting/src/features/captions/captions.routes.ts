import type { FastifyInstance } from 'fastify';
import { createCaption, deleteCaption, getCaption, listCaptions, recordCaptionUse, updateCaption } from '@cadence/contracts';
import { listRoute, requireWorkspace, route } from '@cadence/service-kit';
import * as captions from './captions.service';

export function captionsRoutes(app: FastifyInstance, deps: captions.CaptionsDeps): void {
  listRoute(app, listCaptions, ({ request, principal }) => captions.listCaptions(deps, requireWorkspace(principal), request.query));
  route(app, getCaption, ({ request, principal }) => captions.getCaption(deps, requireWorkspace(principal), request.params.id));
  route(app, createCaption, ({ request, principal }) => captions.createCaption(deps, requireWorkspace(principal), request.body), { message: 'Caption saved' });
  route(app, updateCaption, ({ request, principal }) => captions.updateCaption(deps, requireWorkspace(principal), request.params.id, request.body), { message: 'Caption updated' });
  route(app, deleteCaption, ({ request, principal }) => captions.deleteCaption(deps, requireWorkspace(principal), request.params.id), { message: 'Caption deleted' });
  route(app, recordCaptionUse, ({ request, principal }) => captions.recordUse(deps, requireWorkspace(principal), request.params.id));
}
