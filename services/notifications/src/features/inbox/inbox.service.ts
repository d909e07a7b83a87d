import type { Notification, NotificationListQuery } from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import { commonErrors, defineErrors } from '@cadence/service-kit';
import type { Language } from '../delivery/content';
import { retell } from '../delivery/templates';
import * as repo from './inbox.repository';

export const notificationErrors = defineErrors('NOTIFICATIONS', {
  NOT_FOUND: [404, 'Notification not found'],
});

/**
 * A notification as its reader sees it: one generated from a template is told in `language`
 * (the reader's, when the request names one the product speaks); otherwise, and for staff sends
 * and older rows, the text stored when it was written (in the addressee's language then).
 */
export function toNotification(row: repo.NotificationRow, language?: Language): Notification {
  const message = (language && row.template && retell(row.template, language)) || row.message;
  return { id: row.id, message, type: row.type, is_read: row.isRead, createdAt: row.createdAt.toISOString(), link: row.link };
}

/** Only the owner reads their notifications; a userId filter naming someone else is refused. */
export async function list(db: Database, callerId: number, query: NotificationListQuery, language?: Language): Promise<PageResult<Notification>> {
  if (query.userId !== undefined && query.userId !== callerId) throw commonErrors.FORBIDDEN('You can only read your own notifications');
  const page = await repo.listForUser(db, callerId, query);
  return { ...page, rows: page.rows.map((row) => toNotification(row, language)) };
}

export async function markRead(db: Database, callerId: number, id: number, language?: Language): Promise<Notification> {
  const row = await repo.markRead(db, callerId, id);
  if (!row) throw notificationErrors.NOT_FOUND();
  return toNotification(row, language);
}

export async function markAllRead(db: Database, callerId: number, userId: number): Promise<{ updated: number }> {
  if (userId !== callerId) throw commonErrors.FORBIDDEN('You can only mark your own notifications');
  return { updated: await repo.markAllRead(db, callerId) };
}
