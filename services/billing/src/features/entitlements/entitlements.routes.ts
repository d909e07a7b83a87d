import type { FastifyInstance } from 'fastify';
import { getEntitlements } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { requireWorkspace, route } from '@cadence/service-kit';
import { entitlementsFor } from './entitlements.service';

export function entitlementsRoutes(app: FastifyInstance, db: Database): void {
  route(app, getEntitlements, ({ principal }) => entitlementsFor(db, requireWorkspace(principal)));
}
