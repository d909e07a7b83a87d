import { fileURLToPath } from 'node:url';
import { defineService } from '@cadence/service-kit';
import { createMailSender } from '@cadence/mailer';
import { notificationsEnv } from './config';
import { notificationEvents, notificationsMail } from './db/schema';
import { partsOf } from './parts';
import { inboxRoutes } from './features/inbox/inbox.routes';
import { preferencesRoutes } from './features/preferences/preferences.routes';
import { realtimeRoutes } from './features/realtime/realtime.routes';
import { broadcastsRoutes } from './features/broadcasts/broadcasts.routes';
import { recipientsRoutes } from './features/recipients/recipients.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { createBroadcastWorker } from './features/broadcasts/broadcast-worker';
import { welcomeOnRegistration } from './consumers/user-registered';
import { recipientOnUserUpdate } from './consumers/user-updated';
import { notifyInvitee } from './consumers/invitation-created';
import { notifyInviter } from './consumers/invitation-accepted';
import { notifyRemovedMember } from './consumers/member-removed';
import { notifyPostEvents } from './consumers/posting-events';
import { notifyBillingEvents } from './consumers/billing-events';
import { notifySupportEvents } from './consumers/support-events';

/**
 * Notifications: turns domain events and staff sends into messages for the right users, in
 * the app (pushed over a WebSocket) and by e-mail, as each user chose.
 */
export const notificationsService = defineService({
  name: 'notifications',
  areas: ['notifications'],
  env: notificationsEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: notificationEvents,
  async routes(app, context) {
    const { delivery, realtime } = partsOf(context);
    inboxRoutes(app, context.db);
    preferencesRoutes(app, context.db);
    recipientsRoutes(app, context.db);
    mailRoutes(app, context.db);
    broadcastsRoutes(app, context.db, delivery, (items) => realtime.publish(items), context.config.NOTIFICATIONS_BROADCAST_BATCH_SIZE);
    await realtimeRoutes(app, realtime);
  },
  consumers(context) {
    const { delivery } = partsOf(context);
    return [
      welcomeOnRegistration(delivery),
      recipientOnUserUpdate,
      notifyInvitee(delivery),
      notifyInviter(delivery),
      notifyRemovedMember(delivery),
      ...notifyPostEvents(delivery),
      ...notifyBillingEvents(delivery),
      ...notifySupportEvents(delivery),
    ];
  },
  workers(context) {
    const { delivery, realtime } = partsOf(context);
    return [
      realtime,
      createBroadcastWorker({
        sql: context.sql,
        db: context.db,
        delivery,
        publish: (items) => realtime.publish(items),
        batchSize: context.config.NOTIFICATIONS_BROADCAST_BATCH_SIZE,
        usersPerSecond: context.config.NOTIFICATIONS_BROADCAST_USERS_PER_SECOND,
        log: context.log,
      }),
      createMailSender({ sql: context.sql, tables: notificationsMail, smtpUrl: context.config.SMTP_URL, from: context.config.MAIL_FROM, log: context.log }),
    ];
  },
});
