import type { FastifyInstance } from 'fastify';
import { getPostingAs } from '@cadence/contracts';
import { requireWorkspace, route } from '@cadence/service-kit';
import type { ConnectionsDeps } from '../connections/connections.config';
import { postingAs } from './posting-as.service';

/** /api/accounts/:id/posting-as: who a post to the account goes out as, read from the network when the composer opens. */
export function postingAsRoutes(app: FastifyInstance, deps: ConnectionsDeps): void {
  route(app, getPostingAs, ({ request, principal }) => postingAs(deps, requireWorkspace(principal), request.params.id));
}
