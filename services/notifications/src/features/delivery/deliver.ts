import type { ChannelChoice } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { MailSeal } from '@cadence/mailer';
import { channelsFor } from '../preferences/preferences.service';
import { languageOf, type Language, type NotificationContent, type RenderedContent } from './content';
import { toNotification } from '../inbox/inbox.service';
import type { PushItem } from '../realtime/push-hub';
import { insertNotifications, queueMails, queuePushes } from './delivery.repository';
import { renderMail } from './mail-layout';
import { queueWebPushes } from '../web-push/web-push.repository';
import { urgencyOf } from '../web-push/web-push.service';

/** Someone a notification is for, as this service knows them. */
export interface Addressee {
  id: number;
  name: string;
  /** Null when the address is unknown: in-app only. */
  email: string | null;
  locale: string;
}

export interface DeliveryResult {
  inApp: number;
  email: number;
  /** Addressees whose preferences turned off every requested channel. */
  skipped: number;
  /** With `push: 'returned'`: the new notifications, for the caller to publish after commit. */
  pushes: PushItem[];
}

export interface DeliverOptions {
  /** The channels the sender asks for; each addressee's preferences may turn one off. */
  channels?: ChannelChoice;
  workspaceId?: number | null;
  /**
   * 'queue' (the default): a push-queue row in the transaction, sent by the push relay after
   * commit, even across a crash. 'returned': the caller publishes `pushes` once its own
   * transaction has committed (staff sends: one message per batch and no queue rows; a crash
   * between commit and publish loses the live push, not the notification).
   */
  push?: 'queue' | 'returned';
}

export interface Delivery {
  /**
   * Addresses `content` to each addressee inside the caller's transaction, by the channels
   * both the sender and the addressee want: the in-app notification (pushed after commit)
   * and the e-mail in the addressee's language (sent after commit).
   */
  deliver(tx: Executor, addressees: readonly Addressee[], content: NotificationContent, options?: DeliverOptions): Promise<DeliveryResult>;
}

export interface DeliveryOptions {
  /** Where users reach the web app; mails link to its notifications page. */
  publicUrl: string;
  /** Encrypts the mails' bodies at rest (`mailSealOf`). */
  seal: MailSeal;
}

const BOTH: ChannelChoice = { in_app: true, email: true };

/** Mail kind in the mail log. */
export const NOTIFICATION_MAIL_KIND = 'notification';

export function createDelivery(options: DeliveryOptions): Delivery {
  const base = options.publicUrl.endsWith('/') ? options.publicUrl : `${options.publicUrl}/`;
  const pageUrl = new URL('notifications', base).toString();

  return {
    async deliver(tx, addressees, content, deliverOptions = {}) {
      if (addressees.length === 0) return { inApp: 0, email: 0, skipped: 0, pushes: [] };
      const requested = deliverOptions.channels ?? BOTH;
      // The screen the notification is about, under the app's address (a path relative to it).
      const linkUrl = content.path ? new URL(content.path.replace(/^\/+/, ''), base).toString() : pageUrl;
      const wanted = await channelsFor(
        tx,
        addressees.map((addressee) => addressee.id),
        content.type,
      );
      // Rendered once per language, not once per addressee.
      const rendered = new Map<Language, RenderedContent>();
      const render = (language: Language) => {
        let text = rendered.get(language);
        if (!text) {
          text = content.render(language);
          rendered.set(language, text);
        }
        return text;
      };

      const inApp: Addressee[] = [];
      const byMail: { addressee: Addressee; to: string }[] = [];
      const byPush: Addressee[] = [];
      for (const addressee of addressees) {
        const choice = wanted.get(addressee.id) ?? BOTH;
        if (requested.in_app && choice.in_app) inApp.push(addressee);
        if (requested.email && choice.email && addressee.email) byMail.push({ addressee, to: addressee.email });
        // Browser push follows the in-app channel unless the sender says otherwise.
        if ((requested.push ?? requested.in_app) && choice.push) byPush.push(addressee);
      }
      const reached = new Set([...inApp.map((addressee) => addressee.id), ...byMail.map(({ addressee }) => addressee.id)]);

      const created = await insertNotifications(
        tx,
        inApp.map((addressee) => ({
          userId: addressee.id,
          workspaceId: deliverOptions.workspaceId ?? null,
          type: content.type,
          message: render(languageOf(addressee.locale)).message,
          template: content.template ?? null,
          link: content.path ?? null,
        })),
      );
      const returned = deliverOptions.push === 'returned';
      if (!returned) await queuePushes(tx, created);
      await queueMails(
        tx,
        options.seal,
        byMail.map(({ addressee, to }) => {
          const language = languageOf(addressee.locale);
          const { message, subject, action } = render(language);
          return {
            to,
            kind: NOTIFICATION_MAIL_KIND,
            ...renderMail({ language, name: addressee.name, subject, message, pageUrl, ...(content.path ? { link: { url: linkUrl, label: action ?? '' } } : {}) }),
          };
        }),
      );
      await queueWebPushes(
        tx,
        byPush.map((addressee) => {
          const { message, subject } = render(languageOf(addressee.locale));
          return { userId: addressee.id, payload: { title: subject, body: message, url: linkUrl, kind: content.type }, urgency: urgencyOf(content.type) };
        }),
      );
      return {
        inApp: inApp.length,
        email: byMail.length,
        skipped: addressees.length - reached.size,
        pushes: returned ? created.map((row) => ({ userId: row.userId, notification: toNotification(row) })) : [],
      };
    },
  };
}
