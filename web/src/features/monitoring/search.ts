// The route checks its URL with this module alone, so the route tree carries none of the
// monitoring screens.

export const MONITORING_TABS = ['services', 'delivery', 'thresholds', 'storage', 'mail', 'state'] as const;
export type MonitoringTab = (typeof MONITORING_TABS)[number];

/** The open tab, when it is one of the screen's. */
export function validateMonitoringSearch(search: Record<string, unknown>): { tab?: MonitoringTab } {
  return typeof search.tab === 'string' && (MONITORING_TABS as readonly string[]).includes(search.tab) ? { tab: search.tab as MonitoringTab } : {};
}
