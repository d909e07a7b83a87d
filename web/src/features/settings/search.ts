// The route checks its URL with this module alone, so the route tree carries none of the
// settings screens.

/** AI comes first: it is the section every holder of Setting has, and links to `/setting/content#ai` land on it. */
export const SETTINGS_TABS = ['ai', 'system', 'network-apps', 'website', 'dashboard'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The open tab, when it is one of the hub's. */
export function validateSettingsSearch(search: Record<string, unknown>): { tab?: SettingsTab } {
  return typeof search.tab === 'string' && (SETTINGS_TABS as readonly string[]).includes(search.tab) ? { tab: search.tab as SettingsTab } : {};
}
