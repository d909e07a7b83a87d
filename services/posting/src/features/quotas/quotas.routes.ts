import type { FastifyInstance } from 'fastify';
import { getAccountQuotas } from '@cadence/contracts';
import { requireWorkspace, route } from '@cadence/service-kit';
import type { ConnectionsDeps } from '../connections/connections.config';
import { quotasAround } from './quotas.service';

/** /api/accounts/quotas: each account's network limits and the schedule's share of them around a time. */
export function quotaRoutes(app: FastifyInstance, deps: ConnectionsDeps): void {
  route(app, getAccountQuotas, ({ request, principal }) => quotasAround(deps.db, deps.providers, requireWorkspace(principal), request.query));
}
