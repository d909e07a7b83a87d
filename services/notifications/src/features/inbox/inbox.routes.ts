import type { FastifyInstance } from 'fastify';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as inbox from './inbox.service';

export function inboxRoutes(app: FastifyInstance, db: Database): void {
  listRoute(app, listNotifications, ({ request, principal }) => inbox.list(db, principal.userId, request.query));
  route(app, markNotificationRead, ({ request, principal }) => inbox.markRead(db, principal.userId, request.params.id));
  route(app, markAllNotificationsRead, ({ request, principal }) => inbox.markAllRead(db, principal.userId, request.params.userId));
}
