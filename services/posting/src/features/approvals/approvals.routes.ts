import type { FastifyInstance } from 'fastify';
import { approvePost, rejectPost } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import { actorOf, noteApprover } from '../posts/posts.routes';
import type { PostsDeps } from '../posts/posts.service';
import * as approvals from './approvals.service';

export function approvalsRoutes(app: FastifyInstance, deps: PostsDeps): void {
  route(
    app,
    approvePost,
    async ({ request, principal }) => {
      const actor = actorOf(request, principal);
      await noteApprover(deps, actor);
      return approvals.approvePost(deps, actor, request.params.id, request.body);
    },
    { message: 'Post approved' },
  );
  route(
    app,
    rejectPost,
    async ({ request, principal }) => {
      const actor = actorOf(request, principal);
      await noteApprover(deps, actor);
      return approvals.rejectPost(deps, actor, request.params.id, request.body);
    },
    { message: 'Post rejected' },
  );
}
