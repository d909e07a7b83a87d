import { Navigate, Outlet, createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AppLayout } from '../features/shell/components/app-layout';
import { requireSession } from '../features/session/guards';
import { sessionAtom } from '../features/session/session.atoms';

/** The signed-in area: a visitor without a live session goes to /login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => ({ session: requireSession(context.store, location.href) }),
  component: AppRoute,
});

function AppRoute() {
  // Signing out, a 401 or another tab's sign-out clears the session while the page is open.
  const session = useAtomValue(sessionAtom);
  if (!session) return <Navigate to="/login" replace />;
  return (
    <AppLayout session={session}>
      <Outlet />
    </AppLayout>
  );
}
