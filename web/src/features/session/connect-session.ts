import type { QueryClient } from '@tanstack/react-query';
import { logout, refreshSession } from '@cadence/contracts';
import { call, connectApiToSession } from '../../lib/api';
import type { AppStore } from '../../lib/store';
import { endSession, sessionAtom } from './session.atoms';
import { createSessionRenewal, webLock } from './session-renewal';
import { RENEW_BEFORE_CALL_MS, SESSION_STORAGE_KEY, isSessionActive, msUntilRenewal, restoreSession } from './session';

/** After a renewal fails for want of a connection, try again this much later. */
const RETRY_AFTER_MS = 30_000;

export interface SessionConnection {
  /**
   * SPEC §4 on start: a stored session whose access token is still valid is kept; one whose
   * token has lapsed is renewed once with its refresh token; a failed restore signs out.
   */
  restore: () => Promise<void>;
  /** Renews now (single-flight); null when the session is over. */
  renew: () => Promise<unknown>;
}

function readStoredSession() {
  try {
    return restoreSession(window.localStorage.getItem(SESSION_STORAGE_KEY), Date.now());
  } catch {
    return null;
  }
}

/**
 * Ties the session to the API client and keeps it alive: every call carries the access token;
 * the token is renewed a minute before it lapses, before a call when it is about to lapse, and
 * once on a 401; a refused renewal ends the session (`onEnded` then takes the user to /login).
 */
export function connectSession({ store, queryClient, onEnded }: { store: AppStore; queryClient: QueryClient; onEnded: () => void }): SessionConnection {
  const renewal = createSessionRenewal({
    getSession: () => store.get(sessionAtom),
    setSession: (session) => store.set(sessionAtom, session),
    readStored: readStoredSession,
    requestRefresh: async (refreshToken) => (await call(refreshSession, { body: { refresh_token: refreshToken } })).data,
    exclusive: webLock('cadence.session.renewal'),
    now: Date.now,
  });

  const end = () => {
    endSession(store, queryClient);
    onEnded();
  };

  connectApiToSession({
    getToken: () => store.get(sessionAtom)?.accessToken,
    tokenNeedsRenewal: () => {
      const session = store.get(sessionAtom);
      return session != null && !isSessionActive(session, Date.now() + RENEW_BEFORE_CALL_MS);
    },
    renewToken: async () => (await renewal.renew())?.accessToken ?? null,
    onUnauthorized: end,
  });

  // Renew ahead of expiry; rescheduled whenever the session changes (here or in another tab).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay?: number) => {
    clearTimeout(timer);
    const session = store.get(sessionAtom);
    if (!session) return;
    timer = setTimeout(() => {
      renewal.renew().then(
        (next) => {
          if (!next) end();
        },
        () => schedule(RETRY_AFTER_MS),
      );
    }, delay ?? msUntilRenewal(session, Date.now()));
  };
  store.sub(sessionAtom, () => schedule());

  return {
    async restore() {
      const session = store.get(sessionAtom);
      if (session && !isSessionActive(session, Date.now())) {
        const renewed = await renewal.renew().catch(() => null);
        if (!renewed) endSession(store, queryClient);
      }
      schedule();
    },
    renew: renewal.renew,
  };
}

/**
 * SPEC §2/§4 logout: tells the server to revoke the refresh token's family (a failure is only
 * logged, SPEC §8), then clears local storage and the cached server data.
 */
export function signOut(store: AppStore, queryClient: QueryClient): void {
  const refreshToken = store.get(sessionAtom)?.refreshToken;
  if (refreshToken) {
    call(logout, { body: { refresh_token: refreshToken }, keepalive: true }).catch((error: unknown) => {
      console.warn('Sign-out could not reach the server', error);
    });
  }
  endSession(store, queryClient);
}
