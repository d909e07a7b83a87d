import { and, asc, eq, lte, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { createDrizzle, type Sql } from '@cadence/db';
import { backoffDelay, Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import { deleteSubscription, subscriptionById, WEB_PUSH_CHANNEL, type WebPushRow } from './web-push.repository';
import { webPushes } from './web-push.tables';
import type { VapidKeys } from './vapid';

export interface WebPushLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface WebPushSenderOptions {
  sql: Sql;
  keys: () => Promise<VapidKeys>;
  /** The guarded fetch (public addresses only, a deadline). */
  fetch: typeof fetch;
  /** `mailto:` or `https:` contact the push services may use (the VAPID `sub` claim). */
  subject: string;
  /** How long a push service keeps a message for an offline browser. */
  ttlSeconds: number;
  log: WebPushLog;
  batchSize?: number;
  pollIntervalMs?: number;
  maxAttempts?: number;
  /** First retry delay; doubles per attempt, capped at an hour. */
  retryBaseMs?: number;
}

export interface WebPushSender extends Worker {
  /** One round: sends up to batchSize due pushes and returns how many were handled. */
  runOnce(): Promise<number>;
}

const HOUR_MS = 60 * 60 * 1000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends the pending browser pushes: each round locks due rows with SKIP LOCKED (so processes
 * share the work and none sends a row another holds), encrypts each payload for its browser
 * (RFC 8291, aes128gcm), signs a VAPID token (RFC 8292) and POSTs it to the push service
 * through the guarded fetch. A 404 or 410 removes the subscription; 429 and 5xx answers and
 * network errors are retried with backoff; a stopped process finishes its round first.
 */
export function createWebPushSender(options: WebPushSenderOptions): WebPushSender {
  const { log } = options;
  const db = createDrizzle(options.sql);
  const batchSize = options.batchSize ?? 50;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const wakeup = new Wakeup();
  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  type Outcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; error: string } | { kind: 'failed'; error: string };

  async function send(push: WebPushRow, keys: VapidKeys, tx: Parameters<Parameters<typeof db.transaction>[0]>[0]): Promise<Outcome> {
    const subscription = await subscriptionById(tx, push.subscriptionId);
    if (!subscription) return { kind: 'gone' };
    let response: Response;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(push.payload),
        {
          vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: options.ttlSeconds,
          urgency: push.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      response = await options.fetch(request.endpoint, { method: request.method, headers: request.headers as Record<string, string>, body: request.body ? new Uint8Array(request.body) : null, redirect: 'error' });
      await response.body?.cancel();
    } catch (error) {
      return { kind: 'retry', error: messageOf(error) };
    }
    if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
    if (response.status === 404 || response.status === 410) {
      await deleteSubscription(tx, subscription.id);
      return { kind: 'gone' };
    }
    const error = `The push service answered ${response.status}`;
    if (response.status === 429 || response.status >= 500) return { kind: 'retry', error };
    return { kind: 'failed', error };
  }

  async function runOnce(): Promise<number> {
    const keys = await options.keys();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(webPushes)
        .where(and(eq(webPushes.status, 'pending'), lte(webPushes.nextAttemptAt, sql`now()`)))
        .orderBy(asc(webPushes.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const push of due) {
        const outcome = await send(push, keys, tx);
        const attempts = push.attempts + 1;
        if (outcome.kind === 'sent') {
          await tx.update(webPushes).set({ status: 'sent', attempts, sentAt: new Date(), error: null }).where(eq(webPushes.id, push.id));
        } else if (outcome.kind === 'gone') {
          await tx.update(webPushes).set({ status: 'gone', attempts }).where(eq(webPushes.id, push.id));
        } else {
          const failed = outcome.kind === 'failed' || attempts >= maxAttempts;
          log.warn({ pushId: push.id, attempts }, `push ${push.id} could not be sent: ${outcome.error}`);
          await tx
            .update(webPushes)
            .set({
              status: failed ? 'failed' : 'pending',
              attempts,
              error: outcome.error,
              nextAttemptAt: new Date(Date.now() + backoffDelay(attempts, { baseDelayMs: retryBaseMs, maxDelayMs: HOUR_MS })),
            })
            .where(eq(webPushes.id, push.id));
        }
      }
      return due.length;
    });
  }

  async function run(): Promise<void> {
    while (running) {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        log.error({ err: error }, `web-push sender round failed: ${messageOf(error)}`);
      }
      if (running && handled < batchSize) await wakeup.wait(Math.min(pollIntervalMs, await untilNextDue()));
    }
  }

  /** Milliseconds until the earliest pending push falls due (a retry waiting out its backoff). */
  async function untilNextDue(): Promise<number> {
    try {
      // No pending push: min() is null, and the loop waits the whole poll interval (or a NOTIFY).
      const [row] = await db
        .select({ wait: sql<number | null>`(extract(epoch from (min(${webPushes.nextAttemptAt}) - now())) * 1000)::int` })
        .from(webPushes)
        .where(eq(webPushes.status, 'pending'));
      const wait = row?.wait;
      return wait === null || wait === undefined ? pollIntervalMs : Math.max(0, wait);
    } catch {
      return pollIntervalMs;
    }
  }

  return {
    name: 'web-push-sender',
    runOnce,
    async start() {
      if (loop) return;
      running = true;
      try {
        const ring = () => wakeup.ring();
        const listening = await options.sql.listen(WEB_PUSH_CHANNEL, ring, ring);
        unlisten = () => listening.unlisten();
      } catch (error) {
        log.warn({ err: error }, `web-push sender could not LISTEN, polling only: ${messageOf(error)}`);
      }
      loop = run();
    },
    async stop() {
      if (!loop) return;
      running = false;
      wakeup.ring();
      await loop;
      loop = undefined;
      if (unlisten) await unlisten();
      unlisten = undefined;
    },
  };
}
