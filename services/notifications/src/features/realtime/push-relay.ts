import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '@cadence/db';
import { notifications, pushQueue } from '../../db/schema';
import { toNotification } from '../inbox/inbox.service';
import type { PushHub } from './push-hub';

/**
 * One round of the push relay: takes committed notifications off the push queue and hands
 * them to the hub in one message. Rows are claimed with SKIP LOCKED, so every instance may
 * run the relay without two of them pushing the same notification; the delete commits only
 * once the hub accepted the message (a crash in between pushes again, and clients ignore an
 * id they already hold). True when a full batch was taken and more may wait.
 */
export async function pushRound(db: Database, hub: PushHub, batchSize: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = tx.select({ id: pushQueue.id }).from(pushQueue).orderBy(asc(pushQueue.id)).limit(batchSize).for('update', { skipLocked: true });
    const taken = await tx.delete(pushQueue).where(inArray(pushQueue.id, claimed)).returning({ notificationId: pushQueue.notificationId });
    if (taken.length === 0) return false;
    const ids = taken.map((row) => row.notificationId);
    const rows = await tx
      .select()
      .from(notifications)
      .where(sql`${notifications.id} = any(${sql.param(ids)}::int[])`)
      .orderBy(asc(notifications.id));
    await hub.publish(rows.map((row) => ({ userId: row.userId, notification: toNotification(row) })));
    return taken.length === batchSize;
  });
}
