import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Direction } from 'radix-ui';
import { TopLoadingBar } from '../components/top-loading-bar';
import { NotFoundPage, RouteErrorPage } from '../components/route-states';
import { appearanceAtom } from '../features/preferences/preferences.atoms';
import type { RouterContext } from '../router';
import { loadScreenMessages } from '../lib/i18n';
import { needsScreenMessages } from '../lib/route-messages';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A screen beyond the first ones waits for its messages (fetched once, on hover when preloading).
  beforeLoad: async ({ matches }) => {
    if (needsScreenMessages(matches)) await loadScreenMessages();
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  // Menus, sheets and radio groups follow the reading direction of the theme settings.
  const { rtl } = useAtomValue(appearanceAtom);
  return (
    <Direction.Provider dir={rtl ? 'rtl' : 'ltr'}>
      <TopLoadingBar />
      <Outlet />
    </Direction.Provider>
  );
}
