import {
  CreditCardIcon,
  ImagesIcon,
  NewspaperIcon,
  PlugIcon,
  SquarePenIcon,
  TagsIcon,
  UserCogIcon,
  UsersIcon,
  UsersRoundIcon,
  type LucideIcon,
} from 'lucide-react';
import type { MenuId, MenuLinkItem } from '../shell/menu/menu';
import { linkItemsOf, type VisibleEntry } from '../shell/menu/filter-menu';

/**
 * What the dashboard offers first, most used first; each shows only when the menu shows it.
 * Only screens that work are offered: a feature joins this list when it lands.
 */
export const QUICK_LINK_IDS = [
  'composer',
  'postsManage',
  'managePlatforms',
  'mediaLibrary',
  'manageTeams',
  'manageUsers',
  'staffList',
  'pricePlan',
  'paymentHistory',
] as const satisfies readonly MenuId[];
export type QuickLinkId = (typeof QUICK_LINK_IDS)[number];

export const QUICK_LINK_LIMIT = 6;

/** Each quick link's icon (entries inside a collapsible have none in the menu). */
export const QUICK_LINK_ICONS: Record<QuickLinkId, LucideIcon> = {
  composer: SquarePenIcon,
  postsManage: NewspaperIcon,
  managePlatforms: PlugIcon,
  mediaLibrary: ImagesIcon,
  manageTeams: UsersRoundIcon,
  manageUsers: UsersIcon,
  staffList: UserCogIcon,
  pricePlan: TagsIcon,
  paymentHistory: CreditCardIcon,
};

export type QuickLink = MenuLinkItem & { id: QuickLinkId };

function isQuickLink(item: MenuLinkItem): item is QuickLink {
  return (QUICK_LINK_IDS as readonly string[]).includes(item.id);
}

/** The user's quick links: the listed entries of the menu they can see, in the listed order. */
export function quickLinksOf(entries: readonly VisibleEntry[], limit = QUICK_LINK_LIMIT): QuickLink[] {
  const visible = linkItemsOf(entries).filter(isQuickLink);
  return QUICK_LINK_IDS.flatMap((id) => visible.filter((item) => item.id === id).slice(0, 1)).slice(0, limit);
}
