import { queryOptions } from '@tanstack/react-query';
import {
  getDashboardSettings,
  getSiteSettings,
  getSystemSettings,
  listDashboardSettingsAudit,
  listNetworkAppsAudit,
  listSiteSettingsAudit,
  listSystemSettingsAudit,
  listNetworkApps,
} from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';

export const SETTINGS_KEY = ['settings'] as const;
export const AUDIT_PAGE_SIZE = 10;

export function networkAppsQuery() {
  return queryOptions({ queryKey: [...SETTINGS_KEY, 'network-apps'], queryFn: async ({ signal }) => (await call(listNetworkApps, { signal })).data });
}

export function systemSettingsQuery() {
  return queryOptions({ queryKey: [...SETTINGS_KEY, 'system'], queryFn: async ({ signal }) => (await call(getSystemSettings, { signal })).data });
}

export function siteSettingsQuery() {
  return queryOptions({ queryKey: [...SETTINGS_KEY, 'website'], queryFn: async ({ signal }) => (await call(getSiteSettings, { signal })).data });
}

export function dashboardSettingsQuery() {
  return queryOptions({ queryKey: [...SETTINGS_KEY, 'dashboard'], queryFn: async ({ signal }) => (await call(getDashboardSettings, { signal })).data });
}

const AUDIT_ENDPOINTS = {
  'network-apps': listNetworkAppsAudit,
  system: listSystemSettingsAudit,
  website: listSiteSettingsAudit,
  dashboard: listDashboardSettingsAudit,
} as const;
export type AuditArea = keyof typeof AUDIT_ENDPOINTS;

/** A section's changes, newest first. */
export function settingsAuditQuery(area: AuditArea, page: number) {
  return queryOptions({
    queryKey: [...SETTINGS_KEY, area, 'audit', page],
    queryFn: async ({ signal }) => callPaged(AUDIT_ENDPOINTS[area], { query: { page, limit: AUDIT_PAGE_SIZE, orderBy: 'id', order: 'desc' }, signal }),
    placeholderData: (previous) => previous,
  });
}
