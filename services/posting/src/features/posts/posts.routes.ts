import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPost, deletePost, duplicatePost, getPost, getPostingUsage, listPosts, retryTarget, updatePost } from '@cadence/contracts';
import { requireWorkspace, route, listRoute, type Principal } from '@cadence/service-kit';
import { isApprover } from '../approvals/approval-rule';
import { rememberApprover } from '../approvals/approvers.repository';
import * as posts from './posts.service';

export function actorOf(request: FastifyRequest, principal: Principal): posts.Actor {
  const viaApiKey = request.apiKey?.name ?? null;
  return { userId: principal.userId, workspaceId: requireWorkspace(principal), role: principal.workspaceRole, ...(viaApiKey ? { viaApiKey } : {}) };
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
    const reach = request.apiKey?.accountIds;
    return posts.listPosts(deps, actor.workspaceId, query, {
      ...(reach ? { withinAccounts: reach } : {}),
      ...(status ? { status } : {}),
      ...(partial ? { partial } : {}),
      ...(accountId ? { accountId } : {}),
      ...(platform ? { platform } : {}),
      ...(from ? { from: dateOf(from) } : {}),
      ...(to ? { to: dateOf(to) } : {}),
    });
  });
  route(app, getPostingUsage, ({ request, principal }) => posts.dailyUsage(deps, actorOf(request, principal), request.query.timeZone ?? 'UTC'));
  route(app, getPost, ({ request, principal }) => posts.getPost(deps, requireWorkspace(principal), request.params.id, request.apiKey?.accountIds ?? null));
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
  route(
    app,
    updatePost,
    async ({ request, principal }) => {
      const actor = actorOf(request, principal);
      // An API key limited to accounts changes only posts it may read.
      const reach = request.apiKey?.accountIds;
      if (reach) await posts.getPost(deps, actor.workspaceId, request.params.id, reach);
      return posts.updatePost(deps, actor, request.params.id, request.body);
    },
    { message: 'Post updated' },
  );
  route(app, deletePost, ({ request, principal }) => posts.deletePost(deps, actorOf(request, principal), request.params.id), { message: 'Post deleted' });
  route(app, duplicatePost, ({ request, principal }) => posts.duplicatePost(deps, actorOf(request, principal), request.params.id), { message: 'Post duplicated' });
  route(app, retryTarget, ({ request, principal }) => posts.retryTarget(deps, actorOf(request, principal), request.params.id, request.params.targetId), {
    message: 'Retry queued',
  });
}
