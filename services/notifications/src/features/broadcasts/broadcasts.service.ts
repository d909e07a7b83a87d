import type { Broadcast, BroadcastListQuery, CreateBroadcastBody } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { defineErrors, fieldError } from '@cadence/service-kit';
import { staffContent } from '../delivery/content';
import type { Delivery } from '../delivery/deliver';
import type { PushItem } from '../realtime/push-hub';
import * as recipients from '../recipients/recipients.repository';
import * as repo from './broadcasts.repository';

export const broadcastErrors = defineErrors('NOTIFICATIONS', {
  BROADCAST_NOT_FOUND: [404, 'Send not found'],
  RECIPIENT_NOT_FOUND: [404, 'No active user with this id'],
});

export function toBroadcast(row: repo.BroadcastRow): Broadcast {
  return {
    id: row.id,
    audience: row.audience,
    userId: row.userId,
    plan: row.plan,
    type: row.type,
    message: row.message,
    in_app: row.inApp,
    email: row.email,
    status: row.status,
    total: row.total,
    processed: row.processed,
    delivered_in_app: row.deliveredInApp,
    delivered_email: row.deliveredEmail,
    skipped: row.skipped,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function audienceOf(row: Pick<repo.BroadcastRow, 'audience' | 'userId' | 'plan'>): recipients.AudienceFilter {
  if (row.audience === 'user') return { kind: 'user', userId: row.userId ?? 0 };
  if (row.audience === 'plan') return { kind: 'plan', plan: row.plan ?? '' };
  return { kind: 'all' };
}

/** Publishes notifications once their transaction has committed. */
export type Publish = (items: PushItem[]) => Promise<void>;

export interface BatchOutcome {
  row: repo.BroadcastRow;
  /** The batch's new notifications: publish them after the transaction commits. */
  pushes: PushItem[];
  /** Users the batch went through. */
  users: number;
}

/**
 * One batch of a send, in the caller's transaction, which holds the broadcast row: the next
 * users after the cursor (keyset, id order), recorded as recipients (the key refuses a user
 * twice), their notifications and e-mails, then the cursor and counters. A crash rolls all of
 * it back, so the next run starts from the last committed batch.
 */
export async function runBatch(tx: Executor, delivery: Delivery, broadcast: repo.BroadcastRow, batchSize: number): Promise<BatchOutcome> {
  const batch = await recipients.nextBatch(tx, audienceOf(broadcast), broadcast.cursor, batchSize);
  const fresh = await repo.claimRecipients(
    tx,
    broadcast.id,
    batch.map((user) => user.id),
  );
  const counts = await delivery.deliver(
    tx,
    batch.filter((user) => fresh.has(user.id)),
    staffContent(broadcast.type, broadcast.message),
    { channels: { in_app: broadcast.inApp, email: broadcast.email }, push: 'returned' },
  );
  const row = await repo.recordBatch(tx, broadcast.id, {
    cursor: batch.at(-1)?.id ?? broadcast.cursor,
    processed: batch.length,
    inApp: counts.inApp,
    email: counts.email,
    skipped: counts.skipped,
    done: batch.length < batchSize,
  });
  return { row, pushes: counts.pushes, users: batch.length };
}

/**
 * A staff send. One user is reached at once, in this request's transaction; a plan or
 * everyone is queued for the broadcast worker, which reports progress on the row.
 */
export async function create(db: Database, delivery: Delivery, publish: Publish, createdBy: number, body: CreateBroadcastBody, batchSize: number): Promise<Broadcast> {
  if (!body.in_app && !body.email) throw fieldError('in_app', 'Choose in the app, by e-mail, or both');
  if (body.audience === 'user' && body.userId === undefined) throw fieldError('userId', 'Choose the user to notify');
  if (body.audience === 'plan' && body.plan === undefined) throw fieldError('plan', 'Choose the plan whose users to notify');
  const audience = audienceOf({ audience: body.audience, userId: body.userId ?? null, plan: body.plan ?? null });
  const total = await recipients.countAudience(db, audience);
  if (body.audience === 'user' && total === 0) throw broadcastErrors.RECIPIENT_NOT_FOUND();

  const { row, pushes } = await db.transaction(async (tx): Promise<{ row: repo.BroadcastRow; pushes: PushItem[] }> => {
    const row = await repo.insert(tx, {
      createdBy,
      audience: body.audience,
      userId: body.audience === 'user' ? (body.userId ?? null) : null,
      plan: body.audience === 'plan' ? (body.plan ?? null) : null,
      type: body.type,
      message: body.message.trim(),
      inApp: body.in_app,
      email: body.email,
      total,
    });
    return body.audience === 'user' ? runBatch(tx, delivery, row, batchSize) : { row, pushes: [] };
  });
  await publish(pushes);
  return toBroadcast(row);
}

export async function get(db: Database, id: number): Promise<Broadcast> {
  const row = await repo.findById(db, id);
  if (!row) throw broadcastErrors.BROADCAST_NOT_FOUND();
  return toBroadcast(row);
}

export async function list(db: Database, query: BroadcastListQuery): Promise<PageResult<Broadcast>> {
  const page = await repo.list(db, query);
  return { ...page, rows: page.rows.map(toBroadcast) };
}
