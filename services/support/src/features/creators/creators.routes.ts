import type { FastifyInstance } from 'fastify';
import { applyAsCreator, approveCreator, getCreator, getMyCreatorApplication, listCreatorApplications, listCreators, refuseCreator } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as creators from './creators.service';

export function creatorRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  route(app, applyAsCreator, ({ request, principal }) => creators.apply(db, principal, request.body), { message: 'Application sent' });
  route(app, getMyCreatorApplication, ({ principal }) => creators.mine(db, principal));
  listRoute(app, listCreators, ({ request }) => creators.browse(db, request.query));
  route(app, getCreator, ({ request }) => creators.profile(db, request.params.id));
  listRoute(app, listCreatorApplications, ({ request, principal }) => creators.applications(db, principal, request.query));
  route(app, approveCreator, ({ request, principal }) => creators.decide(db, principal, request.params.id, 'approved', request.body), { message: 'Creator approved' });
  route(app, refuseCreator, ({ request, principal }) => creators.decide(db, principal, request.params.id, 'refused', request.body), { message: 'Application refused' });
}
