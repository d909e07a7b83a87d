import { queryOptions } from '@tanstack/react-query';
import { setupStatus } from '@cadence/contracts';
import { call } from '../../lib/api';

/** GET /api/auth/setup: whether the first administrator still has to be created. */
export function setupStatusQuery() {
  return queryOptions({
    queryKey: ['auth', 'setup-status'],
    queryFn: async ({ signal }) => (await call(setupStatus, { signal })).data,
    staleTime: 0,
  });
}
