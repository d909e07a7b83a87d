import { and, eq, type SQL } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { NotificationListQuery } from '@cadence/contracts';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Executor, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('insert returned no notification');
  return row;
}

export function listForUser(db: Executor, userId: number, query: NotificationListQuery): Promise<PageResult<NotificationRow>> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (query.status === 'read') conditions.push(eq(notifications.isRead, true));
  if (query.status === 'unread') conditions.push(eq(notifications.isRead, false));
  return paginate(db, query, {
    table: notifications,
    where: and(...conditions),
    orderColumns: { id: notifications.id, createdAt: notifications.createdAt },
    searchColumns: [notifications.message],
  });
}

export async function markRead(db: Executor, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
