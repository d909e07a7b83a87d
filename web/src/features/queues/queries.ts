import { queryOptions } from '@tanstack/react-query';
import { listQueues } from '@cadence/contracts';
import { call } from '../../lib/api';

/** Every query of the queues starts with this key; writes invalidate it. */
export const QUEUES_KEY = ['queues'] as const;

/** Each connected account's queue: its slots, whether it is paused, and the posts waiting in it. */
export function queuesQuery() {
  return queryOptions({
    queryKey: [...QUEUES_KEY, 'all'],
    queryFn: async ({ signal }) => (await call(listQueues, { signal })).data.queues,
  });
}
