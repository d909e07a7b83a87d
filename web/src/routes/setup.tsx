import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { SetupPage } from '../features/auth/components/setup-page';
import { setupStatusQuery } from '../features/auth/queries';

/** One-time creation of the first administrator: /setup?token=… */
export const Route = createFileRoute('/setup')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(setupStatusQuery());
  },
  component: () => (
    <AuthLayout>
      <SetupPage />
    </AuthLayout>
  ),
});
