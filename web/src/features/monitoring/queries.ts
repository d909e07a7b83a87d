import { queryOptions } from '@tanstack/react-query';
import { deadLetterEndpoints, listMails, listMonitoringThresholds, listWorkspaceStorage, serviceMonitoringEndpoint, type MailStatus } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';

/** Every query of this feature starts with this key. */
export const MONITORING_KEY = ['monitoring'] as const;

/** How often the open screen reads its figures again. */
export const REFRESH_MS = 5_000;

export function serviceMonitoringQuery(area: string) {
  const endpoint = serviceMonitoringEndpoint(area);
  return queryOptions({
    queryKey: [...MONITORING_KEY, 'service', area],
    queryFn: async ({ signal }) => (await call(endpoint, { signal, timeoutMs: 4_000 })).data,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}

export function deadLettersQuery(area: string) {
  const { list } = deadLetterEndpoints(area);
  return queryOptions({
    queryKey: [...MONITORING_KEY, 'dead-letters', area],
    queryFn: async ({ signal }) => callPaged(list, { query: { limit: 20, orderBy: 'id', order: 'desc' }, signal }),
    refetchInterval: REFRESH_MS,
  });
}

export interface StorageSearch {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
  orderBy: 'bytes' | 'files' | 'id' | 'lastUploadAt';
}

export function storageQuery(search: StorageSearch) {
  return queryOptions({
    queryKey: [...MONITORING_KEY, 'storage', search],
    queryFn: async ({ signal }) => callPaged(listWorkspaceStorage, { query: search, signal }),
    refetchInterval: REFRESH_MS * 6,
    placeholderData: (previous) => previous,
  });
}

export function mailsQuery(search: { page: number; limit: number; status?: MailStatus | undefined }) {
  return queryOptions({
    queryKey: [...MONITORING_KEY, 'mails', search],
    queryFn: async ({ signal }) =>
      callPaged(listMails, { query: { page: search.page, limit: search.limit, orderBy: 'id', order: 'desc', ...(search.status ? { status: search.status } : {}) }, signal }),
    refetchInterval: REFRESH_MS * 2,
    placeholderData: (previous) => previous,
  });
}

/** The thresholds staff are alerted on, with the state of their last check. */
export function thresholdsQuery() {
  return queryOptions({
    queryKey: [...MONITORING_KEY, 'thresholds'],
    queryFn: async ({ signal }) => (await call(listMonitoringThresholds, { signal })).data,
    refetchInterval: REFRESH_MS,
  });
}
