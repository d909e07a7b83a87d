import type { FastifyInstance } from 'fastify';
import { getNotificationPreferences, updateNotificationPreferences } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { route } from '@cadence/service-kit';
import * as preferences from './preferences.service';

export function preferencesRoutes(app: FastifyInstance, db: Database): void {
  route(app, getNotificationPreferences, ({ principal }) => preferences.list(db, principal.userId));
  route(app, updateNotificationPreferences, ({ request, principal }) => preferences.update(db, principal.userId, request.body));
}
