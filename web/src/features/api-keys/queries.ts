import { queryOptions } from '@tanstack/react-query';
import { listApiKeys } from '@cadence/contracts';
import { call } from '../../lib/api';

/** Every query of API keys starts with this key; writes invalidate it. */
export const API_KEYS_KEY = ['api-keys'] as const;

export function apiKeysQuery() {
  return queryOptions({
    queryKey: [...API_KEYS_KEY, 'list'],
    queryFn: async ({ signal }) => (await call(listApiKeys, { signal })).data,
  });
}
