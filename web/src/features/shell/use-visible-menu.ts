import { useMemo } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { isStaff } from '@cadence/contracts';
import { useRequiredSession } from '../session/use-session';
import { MENU } from './menu/menu';
import { activeTrail, filterMenu } from './menu/filter-menu';

/** The menu the signed-in user may see and the entries that lead to the current page. */
export function useVisibleMenu() {
  const { user } = useRequiredSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const owner = user.workspaceRole === 'owner';
  const staff = isStaff(user.roleIds);
  const entries = useMemo(() => filterMenu(MENU, user.permissions, { owner, staff }), [user.permissions, owner, staff]);
  const trail = useMemo(() => activeTrail(entries, pathname), [entries, pathname]);
  return { entries, trail };
}
