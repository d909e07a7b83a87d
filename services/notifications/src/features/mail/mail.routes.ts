import type { FastifyInstance } from 'fastify';
import { listNotificationMails } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listMails, type MailSeal } from '@cadence/mailer';
import { listRoute } from '@cadence/service-kit';
import { notificationsMail } from '../../db/schema';
import { redactSecrets } from './mail-seal';

/** The notification mail log for operators: kept mails (no SMTP server) and the send log, bodies opened and any one-time link hidden. */
export function mailRoutes(app: FastifyInstance, db: Database, seal: MailSeal): void {
  listRoute(app, listNotificationMails, async ({ request }) => {
    const page = await listMails(db, notificationsMail, request.query);
    return {
      ...page,
      rows: page.rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        kind: row.kind,
        status: row.status,
        text: redactSecrets(seal.open(row.text)),
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
      })),
    };
  });
}
