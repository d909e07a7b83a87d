import type { FastifyInstance } from 'fastify';
import { listWorkspaceStorage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute } from '@cadence/service-kit';
import { workspaceStorage } from './monitoring.service';

/** GET /api/media/storage: media bytes per workspace for staff holding ClientStorage. */
export function monitoringRoutes(app: FastifyInstance, deps: { db: Database }): void {
  listRoute(app, listWorkspaceStorage, ({ request }) => workspaceStorage(deps.db, request.query));
}
