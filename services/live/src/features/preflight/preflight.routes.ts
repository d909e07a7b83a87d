import type { FastifyInstance } from 'fastify';
import { checkLivePreflight } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { LiveDeps } from '../events/events.service';
import { checkEvent, type PreflightOptions } from './preflight.service';

export function preflightRoutes(app: FastifyInstance, deps: LiveDeps, options: PreflightOptions): void {
  route(app, checkLivePreflight, ({ request, principal }) => checkEvent(deps, options, principal, request.params.id, request.body ?? {}));
}
