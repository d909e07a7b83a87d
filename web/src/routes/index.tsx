import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_LANDING_PATH } from '../features/session/session';

/** The public home page is not built yet: / opens the dashboard (or /login when signed out). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: DEFAULT_LANDING_PATH, replace: true });
  },
});
