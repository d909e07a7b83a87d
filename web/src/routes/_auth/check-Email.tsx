import { createFileRoute } from '@tanstack/react-router';
import { CheckEmailPage } from '../../features/auth/components/check-email-page';

/** ?email=… (where the mail went) and ?reason=reset|verify (which mail). */
export const Route = createFileRoute('/_auth/check-Email')({
  validateSearch: (search: Record<string, unknown>): { email?: string; reason?: 'reset' | 'verify' } => ({
    ...(typeof search.email === 'string' && search.email.includes('@') ? { email: search.email.slice(0, 254) } : {}),
    ...(search.reason === 'reset' || search.reason === 'verify' ? { reason: search.reason } : {}),
  }),
  component: CheckEmailPage,
});
