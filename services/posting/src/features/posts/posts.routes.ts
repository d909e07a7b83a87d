import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPost, deletePost, duplicatePost, getPost, getPostingUsage, listPosts, retryTarget, updatePost } from '@cadence/contracts';
import { requireWorkspace, route, listRoute, type Principal } from '@cadence/service-kit';
import { isApprover, workspaceRoleOf } from '../approvals/approval-rule';
import { rememberApprover } from '../approvals/approvers.repository';
import * as posts from './posts.service';

export function actorOf(request: FastifyRequest, principal: Principal): posts.Actor {
  return { userId: principal.userId, workspaceId: requireWorkspace(principal), role: workspaceRoleOf(request) };
}

/** Notes an approver as one to tell about submitted posts (cheap upsert on the calls approvers make). */
export async function noteApprover(deps: posts.PostsDeps, actor: posts.Actor): Promise<void> {
  if (isApprover(actor.role)) await rememberApprover(deps.db, actor.workspaceId, actor.userId);
}

function dateOf(value: string | undefined): Date | undefined {
  return value === undefined ? undefined : new Date(value);
}

export function postsRoutes(app: FastifyInstance, deps: posts.PostsDeps): void {
  listRoute(app, listPosts, async ({ request, principal }) => {
    const actor = actorOf(request, principal);
    await noteApprover(deps, actor);
    const { status, partial, accountId, platform, from, to, ...query } = request.query;
    return posts.listPosts(deps, actor.workspaceId, query, {
      ...(status ? { status } : {}),
      ...(partial ? { partial } : {}),
      ...(accountId ? { accountId } : {}),
      ...(platform ? { platform } : {}),
      ...(from ? { from: dateOf(from) } : {}),
      ...(to ? { to: dateOf(to) } : {}),
    });
  });
  route(app, getPostingUsage, ({ request, principal }) => posts.dailyUsage(deps, actorOf(request, principal), request.query.timeZone ?? 'UTC'));
  route(app, getPost, ({ request, principal }) => posts.getPost(deps, requireWorkspace(principal), request.params.id));
  route(
    app,
    createPost,
    async ({ request, principal }) => {
      const actor = actorOf(request, principal);
      await noteApprover(deps, actor);
      return posts.createPost(deps, actor, request.body);
    },
    { message: 'Post saved' },
  );
  route(app, updatePost, ({ request, principal }) => posts.updatePost(deps, actorOf(request, principal), request.params.id, request.body), { message: 'Post updated' });
  route(app, deletePost, ({ request, principal }) => posts.deletePost(deps, actorOf(request, principal), request.params.id), { message: 'Post deleted' });
  route(app, duplicatePost, ({ request, principal }) => posts.duplicatePost(deps, actorOf(request, principal), request.params.id), { message: 'Post duplicated' });
  route(app, retryTarget, ({ request, principal }) => posts.retryTarget(deps, actorOf(request, principal), request.params.id, request.params.targetId), {
    message: 'Retry queued',
  });
}
