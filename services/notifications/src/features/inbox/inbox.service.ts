import type { Notification, NotificationListQuery } from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import { commonErrors, defineErrors } from '@cadence/service-kit';
import * as repo from './inbox.repository';

export const notificationErrors = defineErrors('NOTIFICATIONS', {
  NOT_FOUND: [404, 'Notification not found'],
});

export function toNotification(row: repo.NotificationRow): Notification {
  return { id: row.id, message: row.message, type: row.type, is_read: row.isRead, createdAt: row.createdAt.toISOString() };
}

/** Only the owner reads their notifications; a userId filter naming someone else is refused. */
export async function list(db: Database, callerId: number, query: NotificationListQuery): Promise<PageResult<Notification>> {
  if (query.userId !== undefined && query.userId !== callerId) throw commonErrors.FORBIDDEN('You can only read your own notifications');
  const page = await repo.listForUser(db, callerId, query);
  return { ...page, rows: page.rows.map(toNotification) };
}

export async function markRead(db: Database, callerId: number, id: number): Promise<Notification> {
  const row = await repo.markRead(db, callerId, id);
  if (!row) throw notificationErrors.NOT_FOUND();
  return toNotification(row);
}

export async function markAllRead(db: Database, callerId: number, userId: number): Promise<{ updated: number }> {
  if (userId !== callerId) throw commonErrors.FORBIDDEN('You can only mark your own notifications');
  return { updated: await repo.markAllRead(db, callerId) };
}
