import type { FastifyInstance } from 'fastify';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '@cadence/contracts';
import { listRoute, requireWorkspace, route } from '@cadence/service-kit';
import * as groups from './groups.service';

export function groupsRoutes(app: FastifyInstance, deps: groups.GroupsDeps): void {
  listRoute(app, listGroups, ({ request, principal }) => groups.listGroups(deps, requireWorkspace(principal), request.query));
  route(app, getGroup, ({ request, principal }) => groups.getGroup(deps, requireWorkspace(principal), request.params.id));
  route(app, createGroup, ({ request, principal }) => groups.createGroup(deps, requireWorkspace(principal), request.body), { message: 'Group created' });
  route(app, updateGroup, ({ request, principal }) => groups.updateGroup(deps, requireWorkspace(principal), request.params.id, request.body), { message: 'Group updated' });
  route(app, deleteGroup, ({ request, principal }) => groups.deleteGroup(deps, requireWorkspace(principal), request.params.id), { message: 'Group deleted' });
}
