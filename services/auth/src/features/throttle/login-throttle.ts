import { hashSecret } from '../../shared/secrets';
import type { SlidingWindow, WindowState } from './sliding-window';

export interface LoginThrottleLimits {
  /** Failures from one address, on any account, before the address must wait. */
  maxFailuresPerAddress: number;
  /** Failures on one account, from any address, before addresses that failed on it must wait. */
  maxFailuresPerAccount: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; reason: 'address' | 'account' };

export interface LoginAttempt {
  email: string;
  /** The client address (request.ip). */
  address: string;
}

/**
 * Sign-in throttling with two rules over a sliding window, designed so an attacker can slow
 * guessing down without locking the real user out:
 * - per address: an address with too many failures (on any account) waits until its oldest
 *   failures leave the window;
 * - per account: once an account has too many failures (from any address), only addresses
 *   that have themselves failed on it are held back. An address with no failure on the
 *   account (the owner's own browser) still signs in with the right password, while each new
 *   attacking address gets at most one guess before it joins the held-back set.
 * Throttled attempts are not counted, so waiting always ends the block.
 */
export function createLoginThrottle(window: SlidingWindow, limits: LoginThrottleLimits, clock: () => number = Date.now) {
  const accountKey = (email: string) => `acct:${hashSecret(email.trim().toLowerCase())}`;
  const addressKey = (address: string) => `addr:${address}`;
  const pairKey = (attempt: LoginAttempt) => `${accountKey(attempt.email)}:${addressKey(attempt.address)}`;
  const waitOf = (state: WindowState, now: number) => Math.max(1, Math.ceil(((state.oldestAt ?? now) + window.windowMs - now) / 1000));

  return {
    async check(attempt: LoginAttempt): Promise<ThrottleVerdict> {
      const now = clock();
      const [address, account, pair] = await Promise.all([
        window.state(addressKey(attempt.address), now),
        window.state(accountKey(attempt.email), now),
        window.state(pairKey(attempt), now),
      ]);
      if (address.count >= limits.maxFailuresPerAddress) return { allowed: false, reason: 'address', retryAfterSeconds: waitOf(address, now) };
      if (account.count >= limits.maxFailuresPerAccount && pair.count > 0) {
        return { allowed: false, reason: 'account', retryAfterSeconds: waitOf(pair, now) };
      }
      return { allowed: true };
    },

    async recordFailure(attempt: LoginAttempt): Promise<void> {
      const now = clock();
      await Promise.all([window.add(addressKey(attempt.address), now), window.add(accountKey(attempt.email), now), window.add(pairKey(attempt), now)]);
    },

    /** A correct password clears this address's failures on the account (not the account's total). */
    async recordSuccess(attempt: LoginAttempt): Promise<void> {
      await window.clear(pairKey(attempt));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
