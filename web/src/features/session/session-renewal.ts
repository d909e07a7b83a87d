import type { SessionResponse } from '@cadence/contracts';
import { isApiError } from '../../lib/api';
import { canRenew, isSessionActive, sessionFromResponse, type Session } from './session';

export interface SessionRenewalDeps {
  /** The session this tab holds. */
  getSession: () => Session | null;
  setSession: (session: Session) => void;
  /** The session as stored now (another tab may have renewed it). */
  readStored: () => Session | null;
  /** POST /api/auth/refresh. */
  requestRefresh: (refreshToken: string) => Promise<SessionResponse>;
  /** Runs `task` while no other tab renews (Web Locks); absent, it just runs. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  now: () => number;
}

/**
 * Renews the access token with the refresh token. Single-flight: every caller that asks while
 * a renewal runs shares it, so parallel calls that meet a 401 renew once. Refresh tokens rotate
 * and reusing one revokes the whole family, so tabs take turns (Web Locks) and a tab adopts
 * the session another tab has just renewed instead of spending its own, now retired, token.
 *
 * Resolves to the new session, or null when the server refused (the session is over); rejects
 * when the server could not be reached (the session may still be good).
 */
export function createSessionRenewal(deps: SessionRenewalDeps): { renew: () => Promise<Session | null> } {
  let running: Promise<Session | null> | null = null;

  async function renewOnce(): Promise<Session | null> {
    const current = deps.getSession();
    if (!current) return null;
    const stored = deps.readStored();
    if (stored && stored.refreshToken !== current.refreshToken && isSessionActive(stored, deps.now())) {
      deps.setSession(stored);
      return stored;
    }
    if (!canRenew(current, deps.now())) return null;
    try {
      const response = await deps.requestRefresh(current.refreshToken);
      const next = sessionFromResponse(response, deps.now());
      deps.setSession(next);
      return next;
    } catch (error) {
      // A 4xx is the server's answer (unknown, expired, reused or revoked token); anything else
      // means it was not reached.
      if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
      throw error;
    }
  }

  return {
    renew() {
      running ??= (deps.exclusive ? deps.exclusive(renewOnce) : renewOnce()).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/** The browser's Web Locks, when it has them: one renewal at a time across the tabs of this origin. */
export function webLock(name: string): (<T>(task: () => Promise<T>) => Promise<T>) | undefined {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return undefined;
  return (task) => navigator.locks.request(name, task);
}
