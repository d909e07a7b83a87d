import { queryOptions } from '@tanstack/react-query';
import { listNotifications } from '@cadence/contracts';
import { callPaged } from '../../lib/api';

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: (userId: number, limit: number) => ['notifications', 'latest', userId, limit] as const,
};

/** GET /api/notifications: the newest `limit` notifications of the signed-in user. */
export function latestNotificationsQuery(userId: number, limit = 5) {
  return queryOptions({
    queryKey: notificationKeys.latest(userId, limit),
    queryFn: ({ signal }) =>
      callPaged(listNotifications, {
        query: { limit, page: 0, orderBy: 'createdAt', order: 'desc', status: 'all' },
        signal,
      }),
  });
}
