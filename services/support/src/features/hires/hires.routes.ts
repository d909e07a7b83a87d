import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WORKSPACE_ROLES, acceptHire, declineHire, endHire, listHireInbox, listWorkspaceHires, requestHire } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as hires from './hires.service';

/** The caller's role in their workspace, from the `wrole` claim auth signs into the access token. */
function workspaceRoleOf(request: FastifyRequest): hires.WorkspaceRoleClaim {
  const role = (request.user as { wrole?: unknown } | undefined)?.wrole;
  return WORKSPACE_ROLES.find((known) => known === role) ?? null;
}

export function hireRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  route(app, requestHire, ({ request, principal }) => hires.request(db, principal, workspaceRoleOf(request), request.body), { message: 'Hire request sent' });
  listRoute(app, listWorkspaceHires, ({ request, principal }) => hires.ofWorkspace(db, principal, workspaceRoleOf(request), request.query));
  listRoute(app, listHireInbox, ({ request, principal }) => hires.inbox(db, principal, request.query));
  route(app, acceptHire, ({ request, principal }) => hires.answer(db, principal, request.params.id, 'accepted'), { message: 'Hire accepted' });
  route(app, declineHire, ({ request, principal }) => hires.answer(db, principal, request.params.id, 'declined'), { message: 'Hire declined' });
  route(app, endHire, ({ request, principal }) => hires.end(db, principal, workspaceRoleOf(request), request.params.id), { message: 'Hire ended' });
}
