import type { FastifyInstance } from 'fastify';
import { listMyWorkspaces, switchWorkspace } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as workspaces from './workspaces.service';

export function workspacesRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, listMyWorkspaces, ({ principal }) => workspaces.myWorkspaces(deps, principal.userId));
  route(app, switchWorkspace, ({ request, principal }) => workspaces.switchWorkspace(deps, principal.userId, request.body), { message: 'Workspace switched' });
}
