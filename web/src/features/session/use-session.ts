import { useCallback } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { SessionResponse } from '@cadence/contracts';
import { sessionAtom } from './session.atoms';
import { signOut } from './connect-session';
import { DEFAULT_LANDING_PATH, safeRedirect, sessionFromResponse, type Session } from './session';

/** Opens the session a login, sign-up or setup answered with, then lands where it was going, else on the landing page staff chose. */
export function useStartSession() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    (response: SessionResponse, redirect?: string) => {
      queryClient.clear();
      setSession(sessionFromResponse(response, Date.now()));
      const target = safeRedirect(redirect);
      if (target) router.history.push(target);
      else
        void import('../shell/landing')
          .then((landing) => landing.landingPathAfterSignIn())
          .catch(() => DEFAULT_LANDING_PATH)
          .then((path) => router.history.push(path));
    },
    [queryClient, router, setSession],
  );
}

/** SPEC §4 logout: revokes the refresh token, ends the session (see signOut), then goes to /login. */
export function useSignOut() {
  const store = useStore();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(() => {
    signOut(store, queryClient);
    void router.navigate({ to: '/login' });
  }, [queryClient, router, store]);
}

/** The session inside the signed-in area (its layout renders nothing without one). */
export function useRequiredSession(): Session {
  const session = useAtomValue(sessionAtom);
  if (!session) throw new Error('useRequiredSession is used outside the signed-in area');
  return session;
}
