import type { FastifyInstance } from 'fastify';
import { completeSetup as completeSetupEndpoint, setupStatus } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import { completeSetup, needsSetup } from './setup.service';

export function setupRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, setupStatus, async () => ({ needsSetup: await needsSetup(deps.db) }));
  route(app, completeSetupEndpoint, ({ request }) => completeSetup(deps, request.body), {
    message: 'Administrator created',
    rateLimit: { max: 10, timeWindow: 60_000 },
  });
}
