import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getAudienceSummary,
  getBroadcast,
  getNotificationPreferences,
  listBroadcasts,
  listNotifications,
  listRecipients,
  type Broadcast,
} from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';

/** SPEC §7 status filter of the notification list. */
export type NotificationFilter = 'all' | 'unread' | 'read';

/** SPEC §9: notification pages hold 10. */
export const NOTIFICATION_PAGE_SIZE = 10;

/** Every query of one user's notifications sits under ['notifications', userId]. */
export const notificationKeys = {
  all: ['notifications'] as const,
  user: (userId: number) => ['notifications', userId] as const,
  unreadCount: (userId: number) => ['notifications', userId, 'unread-count'] as const,
  feed: (userId: number, status: NotificationFilter) => ['notifications', userId, 'feed', status] as const,
  pages: (userId: number) => ['notifications', userId, 'page'] as const,
  page: (userId: number, status: NotificationFilter, page: number, limit: number) => ['notifications', userId, 'page', status, page, limit] as const,
  latest: (userId: number, limit: number) => ['notifications', userId, 'latest', limit] as const,
  preferences: (userId: number) => ['notifications', userId, 'preferences'] as const,
};

const newestFirst = { orderBy: 'createdAt', order: 'desc' } as const;

/** SPEC §9: the badge's first count comes from a one-item page of unread notifications. */
export function unreadCountQuery(userId: number) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: async ({ signal }) => (await callPaged(listNotifications, { query: { limit: 1, page: 0, status: 'unread', ...newestFirst }, signal })).total,
  });
}

/** The panel's list: pages of 10 loaded one after another as the user scrolls. */
export function notificationFeedQuery(userId: number, status: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.feed(userId, status),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => callPaged(listNotifications, { query: { limit: NOTIFICATION_PAGE_SIZE, page: pageParam, status, ...newestFirst }, signal }),
    getNextPageParam: (last) => (last.page + 1 < last.pages ? last.page + 1 : undefined),
  });
}

/** One numbered page of the full notifications page. */
export function notificationPageQuery(userId: number, status: NotificationFilter, page: number, limit = NOTIFICATION_PAGE_SIZE) {
  return queryOptions({
    queryKey: notificationKeys.page(userId, status, page, limit),
    queryFn: ({ signal }) => callPaged(listNotifications, { query: { limit, page, status, ...newestFirst }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/notifications: the newest `limit` notifications of the signed-in user. */
export function latestNotificationsQuery(userId: number, limit = 5) {
  return queryOptions({
    queryKey: notificationKeys.latest(userId, limit),
    queryFn: ({ signal }) => callPaged(listNotifications, { query: { limit, page: 0, status: 'all', ...newestFirst }, signal }),
  });
}

export function preferencesQuery(userId: number) {
  return queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: async ({ signal }) => (await call(getNotificationPreferences, { signal })).data,
  });
}

export const broadcastKeys = {
  all: ['broadcasts'] as const,
  list: (page: number) => ['broadcasts', 'list', page] as const,
  one: (id: number) => ['broadcasts', 'one', id] as const,
  audience: ['broadcasts', 'audience'] as const,
  recipients: (search: string) => ['broadcasts', 'recipients', search] as const,
};

export function isRunning(broadcast: Pick<Broadcast, 'status'>): boolean {
  return broadcast.status === 'queued' || broadcast.status === 'running';
}

/** A send's progress, polled every second while it runs. */
export function broadcastQuery(id: number) {
  return queryOptions({
    queryKey: broadcastKeys.one(id),
    queryFn: async ({ signal }) => (await call(getBroadcast, { params: { id }, signal })).data,
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : 1000),
  });
}

/** The latest sends, newest first; polled while one of them runs. */
export function broadcastListQuery(page: number) {
  return queryOptions({
    queryKey: broadcastKeys.list(page),
    queryFn: ({ signal }) => callPaged(listBroadcasts, { query: { page, limit: 5, orderBy: 'id', order: 'desc' }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isRunning) ? 2000 : false),
  });
}

export function audienceQuery() {
  return queryOptions({
    queryKey: broadcastKeys.audience,
    queryFn: async ({ signal }) => (await call(getAudienceSummary, { signal })).data,
  });
}

export function recipientSearchQuery(search: string) {
  return queryOptions({
    queryKey: broadcastKeys.recipients(search),
    queryFn: async ({ signal }) => (await callPaged(listRecipients, { query: { search, limit: 8, orderBy: 'name', order: 'asc' }, signal })).data,
    placeholderData: keepPreviousData,
  });
}
