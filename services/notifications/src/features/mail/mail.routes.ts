import type { FastifyInstance } from 'fastify';
import { listNotificationMails } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listMails } from '@cadence/mailer';
import { listRoute } from '@cadence/service-kit';
import { notificationsMail } from '../../db/schema';

/** The notification mail log for operators: kept mails (no SMTP server) and the send log. */
export function mailRoutes(app: FastifyInstance, db: Database): void {
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
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
      })),
    };
  });
}
