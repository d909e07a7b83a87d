import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginSuccessPage } from '../features/auth/components/login-success-page';

/** The landing of an external sign-in (the session comes in the URL fragment). */
export const Route = createFileRoute('/login-success')({
  component: () => (
    <AuthLayout>
      <LoginSuccessPage />
    </AuthLayout>
  ),
});
