import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { initI18n, i18n } from './lib/i18n';
import { needsScreenMessages } from './lib/route-messages';
import { createQueryClient } from './lib/query-client';
import { appStore } from './lib/store';
import { localeAtom } from './features/preferences/preferences.atoms';
import { connectPreferences } from './features/preferences/apply-preferences';
import { notificationKeys } from './features/notifications/queries';
import { sessionAtom } from './features/session/session.atoms';
import { connectSession } from './features/session/connect-session';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, store: appStore });

// Every call carries the session's token, renewed ahead of expiry and once on a 401; a session
// that cannot be renewed ends and the user goes to /login.
const session = connectSession({
  store: appStore,
  queryClient,
  onEnded: () => void router.navigate({ to: '/login', replace: true }),
});

// Theme, appearance and language follow their atoms (which other tabs update through storage events).
connectPreferences(appStore);
// Notifications the server wrote from a template are told in the reader's language: read them again in the new one.
appStore.sub(localeAtom, () => void i18n.changeLanguage(appStore.get(localeAtom)).then(() => queryClient.invalidateQueries({ queryKey: notificationKeys.all })));
appStore.sub(sessionAtom, () => {
  if (!appStore.get(sessionAtom)) queryClient.clear();
});

async function start() {
  // The first screen's code downloads alongside the messages instead of after them.
  const routes = Object.values(router.routesById);
  const firstRoutes = router.matchRoutes(router.state.location).flatMap((match) => routes.filter((candidate) => candidate.id === match.routeId));
  for (const route of firstRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
  const allScreens = needsScreenMessages(firstRoutes.map((route) => route.options));
  await Promise.all([initI18n(appStore.get(localeAtom), { allScreens }), session.restore()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <JotaiProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}

void start();
