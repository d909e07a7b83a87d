/** How far a notification's signed time may be from now, either way (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Whether a notification's signed time is close enough to now: a stale one may be a replay, and
 * one from the future would stay replayable for as long as it is ahead.
 */
export function isTimely(sentAtMs: number, now: number = Date.now()): boolean {
  return Number.isFinite(sentAtMs) && Math.abs(now - sentAtMs) <= WEBHOOK_TOLERANCE_SECONDS * 1000;
}

/** The `t=` of a Stripe-Signature header, in milliseconds. */
export function stripeSignedAt(signature: string): number {
  const seconds = /(?:^|,)\s*t=(\d+)(?:,|$)/.exec(signature)?.[1];
  return seconds ? Number(seconds) * 1000 : Number.NaN;
}
