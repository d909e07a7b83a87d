import type { FastifyInstance } from 'fastify';
import { runAssist } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import { workspaceOf } from '../settings/settings.service';
import * as assist from './assist.service';

export function assistRoutes(app: FastifyInstance, deps: assist.AssistDeps): void {
  route(app, runAssist, ({ request, principal, reply }) => assist.assist(deps, workspaceOf(principal), request.body, reply));
}
