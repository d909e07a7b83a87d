import type { FastifyInstance } from 'fastify';
import { listQueues, queuePost, reorderQueue, updateQueue } from '@cadence/contracts';
import { requireWorkspace, route } from '@cadence/service-kit';
import { actorOf, noteApprover } from '../posts/posts.routes';
import * as queues from './queues.service';

export function queuesRoutes(app: FastifyInstance, deps: queues.QueuesDeps): void {
  route(app, listQueues, ({ principal }) => queues.listQueues(deps, requireWorkspace(principal)));
  route(app, updateQueue, ({ request, principal }) => queues.updateQueue(deps, requireWorkspace(principal), request.params.id, request.body), { message: 'Queue updated' });
  route(app, reorderQueue, ({ request, principal }) => queues.reorderQueue(deps, requireWorkspace(principal), request.params.id, request.body), { message: 'Queue reordered' });
  route(
    app,
    queuePost,
    async ({ request, principal }) => {
      const actor = actorOf(request, principal);
      await noteApprover(deps, actor);
      return queues.queuePost(deps, actor, request.body);
    },
    { message: 'Post added to the queue' },
  );
}
