import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import { safeRedirect } from '../../features/session/session';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: LoginPage,
});
