import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { CodeVerificationPage } from '../features/auth/components/code-verification-page';
import { redirectSignedIn } from '../features/session/guards';
import { sessionAtom } from '../features/session/session.atoms';

/**
 * /code-verficiation?email=… (type the code) or ?token=… (the mailed link). Like the other auth
 * pages it sends signed-in users to the dashboard, except to follow the mailed link or to verify
 * their own address that is not verified yet.
 */
export const Route = createFileRoute('/code-verficiation')({
  validateSearch: (search: Record<string, unknown>): { email?: string; token?: string } => ({
    ...(typeof search.email === 'string' && search.email.includes('@') ? { email: search.email.slice(0, 254) } : {}),
    ...(typeof search.token === 'string' && search.token !== '' ? { token: search.token.slice(0, 200) } : {}),
  }),
  beforeLoad: ({ context, search }) => {
    if (search.token || context.store.get(sessionAtom)?.user.email_verified === false) return;
    redirectSignedIn(context.store);
  },
  component: () => (
    <AuthLayout>
      <CodeVerificationPage />
    </AuthLayout>
  ),
});
