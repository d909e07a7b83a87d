import type { FastifyInstance } from 'fastify';
import {
  addLiveDestination,
  createLiveEvent,
  deleteLiveEvent,
  endLive,
  getLiveEvent,
  getLiveStatus,
  goLive,
  listLiveEvents,
  listLiveHistory,
  readerLanguage,
  removeLiveDestination,
  retryLiveDestination,
  saveLiveRecording,
  scheduleRebroadcast,
  updateLiveDestination,
  updateLiveEvent,
} from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import * as live from './events.service';

export function eventRoutes(app: FastifyInstance, deps: live.LiveDeps): void {
  listRoute(app, listLiveEvents, ({ request, principal }) => live.list(deps, principal, request.query));
  route(app, createLiveEvent, ({ request, principal }) => live.create(deps, principal, request.body), { message: 'Live event created' });
  route(app, getLiveEvent, ({ request, principal }) => live.get(deps, principal, request.params.id));
  route(app, updateLiveEvent, ({ request, principal }) => live.update(deps, principal, request.params.id, request.body), { message: 'Live event updated' });
  route(app, deleteLiveEvent, ({ request, principal }) => live.remove(deps, principal, request.params.id), { message: 'Live event deleted' });
  route(app, addLiveDestination, ({ request, principal }) => live.addDestination(deps, principal, request.params.id, request.body), { message: 'Destination added' });
  route(app, updateLiveDestination, ({ request, principal }) => live.updateDestination(deps, principal, request.params.id, request.params.destinationId, request.body), { message: 'Destination updated' });
  route(app, removeLiveDestination, ({ request, principal }) => live.removeDestination(deps, principal, request.params.id, request.params.destinationId), { message: 'Destination removed' });
  route(app, goLive, ({ request, principal }) => live.goLive(deps, principal, request.params.id, readerLanguage(request.headers['accept-language'])), { message: 'Live' });
  route(app, endLive, ({ request, principal }) => live.end(deps, principal, request.params.id), { message: 'Stream ended' });
  route(app, retryLiveDestination, ({ request, principal }) => live.retryDestination(deps, principal, request.params.id, request.params.destinationId), { message: 'Retrying' });
  route(app, getLiveStatus, ({ request, principal }) => live.liveStatus(deps, principal, request.params.id));
  listRoute(app, listLiveHistory, ({ request, principal }) => live.history(deps, principal, request.query));
  route(app, saveLiveRecording, ({ request, principal }) => live.saveRecording(deps, principal, request.params.id), { message: 'The recording goes to the media library' });
  route(app, scheduleRebroadcast, ({ request, principal }) => live.rebroadcast(deps, principal, request.params.id, request.body), { message: 'Rebroadcast scheduled' });
}
