import { queryOptions } from '@tanstack/react-query';
import { listAccounts } from '@cadence/contracts';
import { callPaged } from '../../lib/api';

/** Every query of the composer's account list starts with this key (shared with the connections screen's writes). */
export const ACCOUNT_OPTIONS_KEY = ['accounts', 'options'] as const;

/** The workspace's connected accounts to publish to (active and broken; broken ones are shown but warned). */
export function accountOptionsQuery() {
  return queryOptions({
    queryKey: ACCOUNT_OPTIONS_KEY,
    queryFn: async ({ signal }) => (await callPaged(listAccounts, { query: { limit: 100, orderBy: 'name' }, signal })).data,
    staleTime: 60_000,
  });
}
