import type { Permission } from '@cadence/contracts';
import { isLinkItem, type MenuCollapse, type MenuEntry, type MenuGroup, type MenuItem, type MenuLinkItem } from './menu';

/** An entry of a type the menu does not know: shown as 'Menu Items Error' (SPEC §8). */
export interface MenuError {
  type: 'error';
  id: string;
}

export type VisibleChild = MenuItem | VisibleCollapse | MenuError;
export interface VisibleCollapse extends Omit<MenuCollapse, 'children'> {
  children: VisibleChild[];
}
export interface VisibleGroup extends Omit<MenuGroup, 'children'> {
  children: VisibleChild[];
}
export type VisibleEntry = VisibleGroup | VisibleChild;

/**
 * The menu a user sees (SPEC §6): an item shows when it has no permission or the user holds
 * it; a group or collapsible is hidden without its own permission (children need their
 * parent's), and hidden when no child is visible unless it has a permission of its own. An
 * owner-only entry shows to the owner of the user's workspace alone, a staff-only one to staff.
 */
export function filterMenu(entries: readonly MenuEntry[], permissions: readonly Permission[], options: { owner?: boolean; staff?: boolean } = {}): VisibleEntry[] {
  const held = new Set<string>(permissions);
  const allowed = (entry: { permission?: Permission; ownerOnly?: true; staffOnly?: true }) =>
    (entry.permission === undefined || held.has(entry.permission)) && (!entry.ownerOnly || options.owner === true) && (!entry.staffOnly || options.staff === true);

  function visit(entry: MenuEntry): VisibleEntry | null {
    switch (entry.type) {
      case 'item':
        return allowed(entry) ? entry : null;
      case 'collapse':
      case 'group': {
        if (!allowed(entry)) return null;
        const children = entry.children.map(visit).filter((child): child is VisibleChild => child !== null && child.type !== 'group');
        if (children.length === 0 && entry.permission === undefined) return null;
        return { ...entry, children };
      }
      default: {
        // Menu data typed elsewhere (or a newer definition) may carry a type this code does not draw.
        const unknown: { id?: unknown } = entry;
        return { type: 'error', id: String(unknown.id ?? '') };
      }
    }
  }

  return entries.map(visit).filter((entry): entry is VisibleEntry => entry !== null);
}

/** Every link of a visible menu, in menu order. */
export function linkItemsOf(entries: readonly VisibleEntry[]): MenuLinkItem[] {
  return entries.flatMap((entry) => {
    if (entry.type === 'item') return isLinkItem(entry) ? [entry] : [];
    if (entry.type === 'error') return [];
    return linkItemsOf(entry.children);
  });
}

function matches(path: string, pathname: string): 0 | 1 | 2 {
  if (pathname === path) return 2;
  return pathname.startsWith(`${path}/`) ? 1 : 0;
}

/**
 * The ids from the outermost entry down to the link that stands for `pathname`: an exact match,
 * else the longest path it lies under; the first in menu order when two links share a path.
 * Empty when no link fits.
 */
export function activeTrail(entries: readonly VisibleEntry[], pathname: string): string[] {
  const best = { trail: [] as string[], score: 0, length: 0 };
  const walk = (list: readonly VisibleEntry[], trail: string[]) => {
    for (const entry of list) {
      if (entry.type === 'error') continue;
      if (entry.type !== 'item') {
        walk(entry.children, [...trail, entry.id]);
        continue;
      }
      if (!isLinkItem(entry)) continue;
      const score = matches(entry.path, pathname);
      if (score > best.score || (score > 0 && score === best.score && entry.path.length > best.length)) {
        Object.assign(best, { trail: [...trail, entry.id], score, length: entry.path.length });
      }
    }
  };
  walk(entries, []);
  return best.trail;
}
