import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { connectApiToSession } from './lib/api';
import { initI18n, i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { appStore } from './lib/store';
import { applyTheme, localeAtom, themeAtom } from './features/preferences/preferences.atoms';
import { endSession, sessionAtom } from './features/session/session.atoms';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, store: appStore });

// Every call carries the session's token; a 401 on an authenticated call ends the session.
connectApiToSession({
  getToken: () => appStore.get(sessionAtom)?.accessToken,
  onUnauthorized: () => {
    endSession(appStore, queryClient);
    void router.navigate({ to: '/login', replace: true });
  },
});

// Theme and language follow their atoms (which other tabs update through storage events).
applyTheme(appStore.get(themeAtom));
appStore.sub(themeAtom, () => applyTheme(appStore.get(themeAtom)));
appStore.sub(localeAtom, () => void i18n.changeLanguage(appStore.get(localeAtom)));
appStore.sub(sessionAtom, () => {
  if (!appStore.get(sessionAtom)) queryClient.clear();
});

async function start() {
  await initI18n(appStore.get(localeAtom));
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
