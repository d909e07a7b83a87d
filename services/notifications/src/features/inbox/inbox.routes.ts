import type { FastifyInstance } from 'fastify';
import { listNotifications, markAllNotificationsRead, markNotificationRead, readerLanguage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as inbox from './inbox.service';

export function inboxRoutes(app: FastifyInstance, db: Database): void {
  listRoute(app, listNotifications, ({ request, principal }) => inbox.list(db, principal.userId, request.query, readerLanguage(request.headers['accept-language'])));
  route(app, markNotificationRead, ({ request, principal }) => inbox.markRead(db, principal.userId, request.params.id, readerLanguage(request.headers['accept-language'])));
  route(app, markAllNotificationsRead, ({ request, principal }) => inbox.markAllRead(db, principal.userId, request.params.userId));
}
