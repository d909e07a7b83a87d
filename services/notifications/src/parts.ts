import { createOutboundFetch, loadSecretBox, type ServiceConfig, type ServiceContext } from '@cadence/service-kit';
import type { notificationsEnv } from './config';
import type { MailSeal } from '@cadence/mailer';
import { createDelivery, type Delivery } from './features/delivery/deliver';
import { mailSealOf } from './features/mail/mail-seal';
import { createRealtime, type Realtime } from './features/realtime/realtime';
import { vapidKeysOnce, type VapidKeys } from './features/web-push/vapid';

export type NotificationsContext = ServiceContext<ServiceConfig<typeof notificationsEnv>>;

/** What routes, consumers and workers of one running instance share. */
export interface NotificationsParts {
  delivery: Delivery;
  realtime: Realtime;
  /** The VAPID key pair, loaded (or made) once per process. */
  vapidKeys: () => Promise<VapidKeys>;
  /** The guarded fetch of browser pushes. */
  outboundFetch: typeof fetch;
  /** Seals the mails' bodies at rest; the sender and the mail log open them. */
  mailSeal: MailSeal;
}

const partsByContext = new WeakMap<NotificationsContext, NotificationsParts>();

/**
 * The parts of the instance `context` belongs to, made on first use. The platform hands the
 * same context to routes, consumers and workers; two platforms in one process (tests) get
 * their own parts.
 */
export function partsOf(context: NotificationsContext): NotificationsParts {
  let parts = partsByContext.get(context);
  if (!parts) {
    const mailSeal = mailSealOf(context.config);
    parts = {
      mailSeal,
      delivery: createDelivery({ publicUrl: context.config.PUBLIC_URL ?? `http://localhost:${context.config.PORT}`, seal: mailSeal }),
      realtime: createRealtime({
        sql: context.sql,
        db: context.db,
        redis: context.cache.redis,
        log: context.log,
        pingIntervalMs: context.config.NOTIFICATIONS_PING_INTERVAL_MS,
      }),
      vapidKeys: vapidKeysOnce(context.db, loadSecretBox(context.config)),
      outboundFetch: createOutboundFetch({ allowPrivate: context.config.OUTBOUND_ALLOW_PRIVATE, timeoutMs: context.config.OUTBOUND_TIMEOUT_MS, log: context.log }),
    };
    partsByContext.set(context, parts);
  }
  return parts;
}
