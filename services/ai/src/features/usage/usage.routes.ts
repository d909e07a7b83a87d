import type { FastifyInstance } from 'fastify';
import { getAiUsage, listAiUsage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import { workspaceOf } from '../settings/settings.service';
import * as usage from './usage.service';

export function usageRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  route(app, getAiUsage, ({ principal }) => usage.current(db, workspaceOf(principal)));
  listRoute(app, listAiUsage, ({ request }) => usage.listWorkspaces(db, request.query));
}
