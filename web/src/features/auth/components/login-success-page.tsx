import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { me } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Spinner } from '../../../components/ui/spinner';
import { useStartSession } from '../../session/use-session';
import { parseHandover } from '../handover';

/**
 * /login-success#access_token=…: the landing of an external sign-in. The session handed over in
 * the fragment is checked with GET /api/auth/me, stored, and the user goes on to the dashboard;
 * with nothing valid they go to /login.
 */
export function LoginSuccessPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('handover.documentTitle'));
  const navigate = useNavigate();
  const startSession = useStartSession();
  // Read once: the fragment is wiped from the address bar and history right after.
  const [handover] = useState(() => parseHandover(window.location.hash));

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!handover) void navigate({ to: '/login', replace: true });
  }, [handover, navigate]);

  const user = useQuery({
    queryKey: ['auth', 'handover', handover?.access_token],
    queryFn: async ({ signal }) => (await call(me, { signal, token: handover?.access_token ?? '' })).data,
    enabled: handover !== null,
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (handover && user.data) startSession({ ...handover, user: user.data });
    else if (user.isError) void navigate({ to: '/login', replace: true });
  }, [handover, navigate, startSession, user.data, user.isError]);

  return (
    <div role="status" className="flex items-center gap-3 text-muted-foreground">
      <Spinner className="size-5" />
      {user.isError ? t('handover.failed') : t('handover.working')}
    </div>
  );
}
