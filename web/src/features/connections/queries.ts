import { queryOptions } from '@tanstack/react-query';
import { getProfileUsage, getSelection, listAccounts, listNetworks } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';

/** Every account query starts with this key (the composer's account options too): writes invalidate it. */
export const ACCOUNTS_KEY = ['accounts'] as const;

export function networksQuery() {
  return queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'networks'],
    queryFn: async ({ signal }) => (await call(listNetworks, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** The workspace's connected accounts (active and broken) with their health. */
export function connectedAccountsQuery() {
  return queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'connected'],
    queryFn: async ({ signal }) => (await callPaged(listAccounts, { query: { limit: 100, orderBy: 'createdAt' }, signal })).data,
  });
}

export function profileUsageQuery() {
  return queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'usage'],
    queryFn: async ({ signal }) => (await call(getProfileUsage, { signal })).data,
  });
}

export function selectionQuery(id: string) {
  return queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'selection', id],
    queryFn: async ({ signal }) => (await call(getSelection, { params: { id }, signal })).data,
    retry: false,
  });
}
