import type { FastifyInstance } from 'fastify';
import { listMembers, removeMember, updateMember } from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as members from './members.service';

export function membersRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db } = deps;
  listRoute(app, listMembers, ({ request, principal }) => members.list(db, principal, request.query));
  route(app, updateMember, ({ request, principal }) => members.update(deps, principal, request.params.userId, request.body), { message: 'Member updated' });
  route(app, removeMember, ({ request, principal }) => members.remove(deps, principal, request.params.userId), { message: 'Member removed' });
}
