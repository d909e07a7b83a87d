import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { redirectSignedIn } from '../features/session/guards';

/** Auth pages (/login, /register): guests only, in the split-screen layout. */
export const Route = createFileRoute('/_auth')({
  staticData: { coreMessages: true },
  beforeLoad: ({ context }) => redirectSignedIn(context.store),
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
