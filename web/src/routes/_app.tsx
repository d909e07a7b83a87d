import { Navigate, Outlet, createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AppShell } from '../features/session/components/app-shell';
import { requireSession } from '../features/session/guards';
import { sessionAtom } from '../features/session/session.atoms';

/** The signed-in area: a visitor without a live session goes to /login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => ({ session: requireSession(context.store, location.href) }),
  component: AppLayout,
});

function AppLayout() {
  // Signing out, a 401 or another tab's sign-out clears the session while the page is open.
  const session = useAtomValue(sessionAtom);
  if (!session) return <Navigate to="/login" replace />;
  return (
    <AppShell session={session}>
      <Outlet />
    </AppShell>
  );
}
