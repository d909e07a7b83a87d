import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { pushSubscriptions, vapidKeys, webPushes } from './web-push.tables';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type WebPushRow = typeof webPushes.$inferSelect;
export type WebPushPayload = WebPushRow['payload'];
export type WebPushUrgency = WebPushRow['urgency'];

/** Wakes the web-push senders; NOTIFY inside a transaction is delivered on commit. */
export const WEB_PUSH_CHANNEL = 'notifications_web_push';

export async function readVapidKeys(db: Executor) {
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return row;
}

/** Writes the key pair unless another process wrote one first; the caller reads back the one kept. */
export async function insertVapidKeys(db: Executor, publicKey: string, privateKeyEncrypted: string): Promise<void> {
  await db.insert(vapidKeys).values({ id: 1, publicKey, privateKeyEncrypted }).onConflictDoNothing();
}

export function subscriptionsOf(db: Executor, userId: number): Promise<SubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id);
}

/** One row per endpoint: subscribing again (new keys, another user signed in on that browser) replaces it. */
export async function upsertSubscription(db: Executor, values: { userId: number; endpoint: string; p256dh: string; auth: string; label: string }): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: sql`excluded.user_id`, p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth`, label: sql`excluded.label` },
    })
    .returning();
  return row!;
}

export async function deleteSubscription(db: Executor, id: number, userId?: number): Promise<boolean> {
  const where = userId === undefined ? eq(pushSubscriptions.id, id) : and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId));
  const deleted = await db.delete(pushSubscriptions).where(where).returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) return false;
  await db.update(webPushes).set({ status: 'gone' }).where(and(eq(webPushes.subscriptionId, id), eq(webPushes.status, 'pending')));
  return true;
}

export function subscriptionById(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .then((rows) => rows[0]);
}

/** One pending push per subscription of each user, in the caller's transaction. */
export async function queueWebPushes(db: Executor, items: readonly { userId: number; payload: WebPushPayload; urgency: WebPushUrgency }[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = items.map((item) => ({ user_id: item.userId, payload: item.payload, urgency: item.urgency }));
  const inserted = await db.execute<{ id: number }>(sql`
    insert into ${webPushes} (subscription_id, payload, urgency)
    select s.id, x.payload, x.urgency
    from ${pushSubscriptions} s
    join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(user_id int, payload jsonb, urgency text) on s.user_id = x.user_id
    returning id`);
  if (inserted.length > 0) await db.execute(sql`select pg_notify(${WEB_PUSH_CHANNEL}, '')`);
  return inserted.length;
}
