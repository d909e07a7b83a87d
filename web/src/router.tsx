import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AppStore } from './lib/store';
import { routeTree } from './routeTree.gen';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  store: AppStore;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    basepath: '/',
    defaultPreload: 'intent',
    // Loaders prefetch into React Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
