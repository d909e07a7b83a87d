import { createHash } from 'node:crypto';

/**
 * A short stable token derived from a target's idempotency key, used where a network lets us
 * choose a name for what we create (Bluesky record key, WordPress slug) so a retry finds it.
 */
export function stableKey(idempotencyKey: string, length = 13): string {
  return createHash('sha256').update(idempotencyKey).digest('hex').slice(0, length);
}
