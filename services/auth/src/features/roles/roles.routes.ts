import type { FastifyInstance } from 'fastify';
import { createRole, getRole, listPermissions, listRoles, updateRole } from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import { listPermissions as permissionList } from './permissions.service';
import * as rolesService from './roles.service';
import type { AuthDeps } from '../../deps';

export function rolesRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db } = deps;
  listRoute(app, listRoles, ({ request }) => rolesService.list(db, request.query));
  route(app, getRole, ({ request }) => rolesService.roleById(db, request.params.id));
  route(app, createRole, ({ request, principal }) => rolesService.create(db, principal, request.body), { message: 'Role created' });
  route(app, updateRole, ({ request, principal }) => rolesService.update(deps, principal, request.params.id, request.body), { message: 'Role updated' });
  listRoute(app, listPermissions, async ({ request }) => permissionList(request.query));
}
