import { fileURLToPath } from 'node:url';
import { defineService, storedSmtpOf } from '@cadence/service-kit';
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
import { webPushRoutes } from './features/web-push/web-push.routes';
import { createWebPushSender } from './features/web-push/web-push-sender';
import { vapidSubject } from './features/web-push/vapid';
import { createBroadcastWorker } from './features/broadcasts/broadcast-worker';
import { welcomeOnRegistration } from './consumers/user-registered';
import { recipientOnUserUpdate } from './consumers/user-updated';
import { notifyInvitee } from './consumers/invitation-created';
import { notifyInviter } from './consumers/invitation-accepted';
import { notifyRemovedMember } from './consumers/member-removed';
import { notifyPostEvents } from './consumers/posting-events';
import { notifyBillingEvents } from './consumers/billing-events';
import { notifySupportEvents } from './consumers/support-events';
import { notifyCreatorDecisions } from './consumers/creator-decided';
import { notifyHireEvents } from './consumers/hire-events';
import { notifyLiveEvents } from './consumers/live-events';
import { notifyLiveKeyRotated } from './consumers/live-key-rotated';
import { monitoringThresholdsRoutes, monitoringWatchersHook } from './features/monitoring-thresholds/monitoring-thresholds.routes';
import { createThresholdChecker } from './features/monitoring-thresholds/threshold-checker';
import { createFiguresSource } from './features/monitoring-thresholds/figures-source';

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
    const { delivery, realtime, vapidKeys, mailSeal } = partsOf(context);
    monitoringWatchersHook(app, context.db);
    inboxRoutes(app, context.db);
    preferencesRoutes(app, context.db);
    recipientsRoutes(app, context.db);
    mailRoutes(app, context.db, mailSeal);
    webPushRoutes(app, { db: context.db, keys: vapidKeys, allowPrivate: context.config.OUTBOUND_ALLOW_PRIVATE, log: context.log });
    broadcastsRoutes(app, context.db, delivery, (items) => realtime.publish(items), context.config.NOTIFICATIONS_BROADCAST_BATCH_SIZE);
    monitoringThresholdsRoutes(app, context.db);
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
      ...notifyCreatorDecisions(delivery),
      ...notifyHireEvents(delivery),
      ...notifyLiveEvents(delivery),
      notifyLiveKeyRotated(delivery),
    ];
  },
  workers(context) {
    const { delivery, realtime, mailSeal } = partsOf(context);
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
      createMailSender({ sql: context.sql, tables: notificationsMail, smtpUrl: context.config.SMTP_URL, from: context.config.MAIL_FROM, log: context.log, seal: mailSeal, storedSmtp: storedSmtpOf(context) }),
      createThresholdChecker({
        sql: context.sql,
        db: context.db,
        delivery,
        figures: createFiguresSource({
          monitors: context.monitors,
          serviceUrls: context.config.SERVICE_URLS,
          internalToken: context.config.INTERNAL_TOKEN,
          timeoutMs: context.config.OUTBOUND_TIMEOUT_MS,
        }),
        intervalMs: context.config.NOTIFICATIONS_MONITORING_INTERVAL_MS,
        log: context.log,
      }),
      createWebPushSender({
        sql: context.sql,
        keys: partsOf(context).vapidKeys,
        fetch: partsOf(context).outboundFetch,
        subject: vapidSubject(context.config.MAIL_FROM, context.config.PUBLIC_URL),
        ttlSeconds: context.config.NOTIFICATIONS_WEB_PUSH_TTL_SECONDS,
        retryBaseMs: context.config.NOTIFICATIONS_WEB_PUSH_RETRY_BASE_MS,
        batchSize: context.config.NOTIFICATIONS_WEB_PUSH_BATCH_SIZE,
        log: context.log,
      }),
    ];
  },
  async onReady(context) {
    // The key pair exists from the first start, before any browser asks for it.
    await partsOf(context).vapidKeys();
  },
});
