import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { me } from '@cadence/contracts';
import { call } from '../../lib/api';
import { sessionAtom } from '../session/session.atoms';
import { msUntilExpiry, type Session } from '../session/session';
import { useSignOut } from '../session/use-session';

/**
 * Keeps the signed-in session current: re-reads the user from GET /api/auth/me (roles and
 * permissions may have changed; a 401 there ends a restored session) and signs out when the
 * token expires.
 */
export function useSessionUpkeep(session: Session): void {
  const signOut = useSignOut();
  const setSession = useSetAtom(sessionAtom);
  const userId = session.user.id;

  const current = useQuery({
    queryKey: ['auth', 'me', userId],
    queryFn: async ({ signal }) => (await call(me, { signal })).data,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (current.data) setSession((previous) => (previous ? { ...previous, user: current.data } : previous));
  }, [current.data, setSession]);

  useEffect(() => {
    const timer = window.setTimeout(signOut, msUntilExpiry(session, Date.now()));
    return () => window.clearTimeout(timer);
  }, [session, signOut]);
}
