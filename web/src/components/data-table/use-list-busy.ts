import { useRouterState } from '@tanstack/react-router';

/** Whether the router is loading the next state of the screen (a new page, sort or search). */
export function useListBusy(): boolean {
  return useRouterState({ select: (state) => state.isLoading });
}
