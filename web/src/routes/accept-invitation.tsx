import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { AcceptInvitationPage } from '../features/auth/components/accept-invitation-page';

/** The link of an invitation mail: ?token=… Open to everyone, signed in or not. */
export const Route = createFileRoute('/accept-invitation')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token.slice(0, 200) } : {},
  component: () => (
    <AuthLayout>
      <AcceptInvitationPage />
    </AuthLayout>
  ),
});
