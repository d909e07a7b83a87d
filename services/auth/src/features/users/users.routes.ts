import type { FastifyInstance } from 'fastify';
import { banUser, createUser, getUser, listPlanOptions, listUsers, unbanUser, updateUser } from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as usersService from './users.service';

export function usersRoutes(app: FastifyInstance, deps: AuthDeps): void {
  listRoute(app, listUsers, ({ request }) => usersService.list(deps, request.query));
  route(app, listPlanOptions, async () => usersService.planOptions());
  route(app, getUser, ({ request }) => usersService.get(deps, request.params.id));
  route(app, createUser, ({ request }) => usersService.create(deps, request.body), { message: 'User created' });
  route(app, updateUser, ({ request }) => usersService.update(deps, request.params.id, request.body), { message: 'User updated' });
  route(app, banUser, ({ request }) => usersService.ban(deps, request.params.id), { message: 'User banned' });
  route(app, unbanUser, ({ request }) => usersService.unban(deps, request.params.id), { message: 'User unbanned' });
}
