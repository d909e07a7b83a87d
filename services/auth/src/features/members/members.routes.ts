import type { FastifyInstance } from 'fastify';
import { listMembers, removeMember, updateMember } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as members from './members.service';

export function membersRoutes(app: FastifyInstance, db: Database): void {
  listRoute(app, listMembers, ({ request, principal }) => members.list(db, principal, request.query));
  route(app, updateMember, ({ request, principal }) => members.update(db, principal, request.params.userId, request.body), { message: 'Member updated' });
  route(app, removeMember, ({ request, principal }) => members.remove(db, principal, request.params.userId), { message: 'Member removed' });
}
