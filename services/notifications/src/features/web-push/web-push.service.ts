import type { BrowserSubscription, CreatePushSubscriptionBody, NotificationType, PushKey } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { assertPublicUrl, commonErrors, fieldError, OutboundBlockedError, type OutboundLog } from '@cadence/service-kit';
import * as repo from './web-push.repository';
import type { VapidKeys } from './vapid';

export interface WebPushDeps {
  db: Database;
  keys: () => Promise<VapidKeys>;
  /** Loopback and private push services too (tests, a local setup). */
  allowPrivate: boolean;
  log?: OutboundLog;
}

function toView(row: repo.SubscriptionRow): BrowserSubscription {
  return { id: row.id, endpoint: row.endpoint, label: row.label, created_at: row.createdAt.toISOString() };
}

export async function publicKey(deps: WebPushDeps): Promise<PushKey> {
  return { public_key: (await deps.keys()).publicKey };
}

export async function list(deps: WebPushDeps, userId: number): Promise<BrowserSubscription[]> {
  return (await repo.subscriptionsOf(deps.db, userId)).map(toView);
}

/** Checks the push service's address like every outbound call: https, public addresses only. */
async function checkEndpoint(deps: WebPushDeps, endpoint: string): Promise<void> {
  let url: URL;
  try {
    url = await assertPublicUrl(endpoint, { allowPrivate: deps.allowPrivate, ...(deps.log ? { log: deps.log } : {}) });
  } catch (error) {
    if (error instanceof OutboundBlockedError) throw fieldError('endpoint', error.message);
    throw error;
  }
  if (url.protocol !== 'https:' && !deps.allowPrivate) throw fieldError('endpoint', 'A push service is reached over https');
}

export async function subscribe(deps: WebPushDeps, userId: number, body: CreatePushSubscriptionBody, userAgent: string | undefined): Promise<BrowserSubscription> {
  await checkEndpoint(deps, body.endpoint);
  const label = (body.label?.trim() || userAgent?.slice(0, 120) || 'Browser').trim();
  const row = await repo.upsertSubscription(deps.db, { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, label });
  return toView(row);
}

export async function unsubscribe(deps: WebPushDeps, userId: number, id: number): Promise<{ deleted: true }> {
  const deleted = await deps.db.transaction((tx) => repo.deleteSubscription(tx, id, userId));
  if (!deleted) throw commonErrors.NOT_FOUND('No such browser among yours');
  return { deleted: true };
}

/** Kinds that need the user soon are sent with high urgency (delivered even on a saving device). */
const HIGH_URGENCY: ReadonlySet<NotificationType> = new Set(['post_failed', 'account_broken', 'payment_failed', 'post_submitted']);

export function urgencyOf(kind: NotificationType): repo.WebPushUrgency {
  return HIGH_URGENCY.has(kind) ? 'high' : 'normal';
}
