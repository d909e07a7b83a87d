import { fileURLToPath } from 'node:url';
import { defineService } from '@cadence/service-kit';
import { notificationEvents } from './db/schema';
import { inboxRoutes } from './features/inbox/inbox.routes';
import { welcomeOnRegistration } from './consumers/user-registered';

/** In-app notifications: turns domain events into messages for the right users. */
export const notificationsService = defineService({
  name: 'notifications',
  areas: ['notifications'],
  env: {},
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: notificationEvents,
  async routes(app, context) {
    inboxRoutes(app, context.db);
  },
  consumers: () => [welcomeOnRegistration],
});
