import type { FastifyInstance } from 'fastify';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as savedReplies from './saved-replies.service';

export function savedReplyRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  listRoute(app, listSavedReplies, ({ request, principal }) => savedReplies.list(db, principal, request.query));
  route(app, createSavedReply, ({ request, principal }) => savedReplies.create(db, principal, request.body), { message: 'Reply saved' });
  route(app, updateSavedReply, ({ request, principal }) => savedReplies.update(db, principal, request.params.id, request.body), { message: 'Saved reply updated' });
  route(app, deleteSavedReply, ({ request, principal }) => savedReplies.remove(db, principal, request.params.id), { message: 'Saved reply deleted' });
}
