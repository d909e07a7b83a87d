import type { FastifyInstance } from 'fastify';
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as teams from './teams.service';

export function teamsRoutes(app: FastifyInstance, db: Database): void {
  listRoute(app, listTeams, ({ request, principal }) => teams.list(db, principal, request.query));
  route(app, createTeam, ({ request, principal }) => teams.create(db, principal, request.body), { message: 'Team created' });
  route(app, getTeam, ({ request, principal }) => teams.get(db, principal, request.params.id));
  route(app, updateTeam, ({ request, principal }) => teams.update(db, principal, request.params.id, request.body), { message: 'Team updated' });
  route(app, deleteTeam, ({ request, principal }) => teams.remove(db, principal, request.params.id), { message: 'Team deleted' });
}
