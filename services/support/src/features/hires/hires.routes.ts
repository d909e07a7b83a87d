import type { FastifyInstance } from 'fastify';
import { acceptHire, declineHire, endHire, listHireInbox, listWorkspaceHires, requestHire } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route, type Clock } from '@cadence/service-kit';
import * as hires from './hires.service';

/** Hires: the workspace's side (its owner, admins and editors, by the contracts' roles) and the creator's. */
export function hireRoutes(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  const { db, clock } = deps;
  route(app, requestHire, ({ request, principal }) => hires.request(db, principal, request.body, clock.now()), { message: 'Hire request sent' });
  listRoute(app, listWorkspaceHires, ({ request, principal }) => hires.ofWorkspace(db, principal, request.query));
  listRoute(app, listHireInbox, ({ request, principal }) => hires.inbox(db, principal, request.query));
  route(app, acceptHire, ({ request, principal }) => hires.answer(db, principal, request.params.id, 'accepted'), { message: 'Hire accepted' });
  route(app, declineHire, ({ request, principal }) => hires.answer(db, principal, request.params.id, 'declined'), { message: 'Hire declined' });
  route(app, endHire, ({ request, principal }) => hires.end(db, principal, request.params.id), { message: 'Hire ended' });
}
