import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

/** The link mailed by /forgot-password: ?token=… */
export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token.slice(0, 200) } : {},
  component: ResetPasswordPage,
});
