import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { TopLoadingBar } from '../components/top-loading-bar';
import { NotFoundPage, RouteErrorPage } from '../components/route-states';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  return (
    <>
      <TopLoadingBar />
      <Outlet />
    </>
  );
}
