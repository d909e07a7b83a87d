import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { SessionUser } from '@cadence/contracts';
import { sessionAtom } from '../session/session.atoms';

/** Puts the user a profile write answered with into the session (and the cached "me"). */
export function useUpdateSessionUser() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      setSession((session) => (session ? { ...session, user } : session));
      queryClient.setQueryData(['auth', 'me', user.id], user);
    },
    [queryClient, setSession],
  );
}
