import { queryOptions } from '@tanstack/react-query';
import Type from 'typebox';
import {
  ANALYTICS_CSV_PATH,
  AnalyticsCsvQuery,
  defineEndpoint,
  getAnalyticsAccess,
  getAnalyticsOverview,
  getNetworkAnalytics,
  getWeekFigures,
  type AccountType,
  type AnalyticsCsvTable,
  type AnalyticsQuery,
} from '@cadence/contracts';
import { call, callText } from '../../lib/api';
import { appStore } from '../../lib/store';
import { sessionAtom } from '../session/session.atoms';
import { rangeOf, type AnalyticsSearch } from './range';

/** Every query of this feature starts with this key. */
export const ANALYTICS_KEY = ['analytics'] as const;

export function analyticsAccessQuery() {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, 'access'],
    queryFn: async ({ signal }) => (await call(getAnalyticsAccess, { signal })).data,
  });
}

export function analyticsQueryOf(search: AnalyticsSearch, now = new Date()): AnalyticsQuery {
  const range = rangeOf(search, now);
  const timeZone = appStore.get(sessionAtom)?.user.time_zone;
  return {
    ...range,
    ...(search.accounts?.length ? { accounts: search.accounts.join(',') } : {}),
    ...(search.compare ? { compare: true } : {}),
    // Best times in the person's own time zone.
    ...(timeZone && timeZone !== 'UTC' ? { time_zone: timeZone } : {}),
  };
}

export function overviewQuery(search: AnalyticsSearch, network: AccountType | null) {
  const query = analyticsQueryOf(search);
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, 'overview', network, query],
    queryFn: async ({ signal }) =>
      network === null
        ? (await call(getAnalyticsOverview, { query, signal })).data
        : (
            await call(getNetworkAnalytics, {
              params: { network },
              query,
              signal,
            })
          ).data,
  });
}

export function weekFiguresQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, 'week', range],
    queryFn: async ({ signal }) => (await call(getWeekFigures, { query: range, signal })).data,
  });
}

/** A series or table as CSV (not enveloped), as the service writes it. */
const analyticsCsv = defineEndpoint({
  method: 'GET',
  path: ANALYTICS_CSV_PATH,
  summary: 'One analytics series or table as CSV',
  tags: ['analytics'],
  auth: 'user',
  permission: 'Analytics',
  query: AnalyticsCsvQuery,
  response: Type.String(),
});

export function downloadAnalyticsCsv(search: AnalyticsSearch, table: AnalyticsCsvTable, network: AccountType | null): Promise<string> {
  return callText(analyticsCsv, {
    query: {
      ...analyticsQueryOf(search),
      table,
      ...(network ? { network } : {}),
    },
  });
}
