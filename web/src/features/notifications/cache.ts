import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Notification, PagedEnvelope } from '@cadence/contracts';
import { notificationKeys, type NotificationFilter } from './queries';

type Page = PagedEnvelope<Notification>;
type Feed = InfiniteData<Page, number>;

/**
 * How the cached notification lists follow what happens without refetching: a pushed
 * notification goes on top of the lists it belongs to, a read one is shown read, and the
 * unread badge moves by one (SPEC §4: up per push, down per mark-read, never below 0).
 */

function isFeed(value: unknown): value is Feed {
  return typeof value === 'object' && value !== null && Array.isArray((value as { pages?: unknown }).pages);
}

function isPage(value: unknown): value is Page {
  return typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data);
}

function statusOf(key: QueryKey): NotificationFilter | undefined {
  const status = key[3];
  return status === 'all' || status === 'unread' || status === 'read' ? status : undefined;
}

function belongs(status: NotificationFilter | undefined, notification: Notification): boolean {
  return status === 'all' || (status === 'unread' && !notification.is_read) || (status === 'read' && notification.is_read);
}

function withTotal(page: Page, total: number): Page {
  return { ...page, total, pages: page.limit > 0 ? Math.ceil(total / page.limit) : page.pages };
}

function prependTo(page: Page, notification: Notification, trim: boolean): Page {
  const data = [notification, ...page.data];
  return withTotal({ ...page, data: trim ? data.slice(0, page.limit) : data }, page.total + 1);
}

function markIn(page: Page, read: (item: Notification) => boolean): Page {
  let changed = false;
  const data = page.data.map((item) => {
    if (item.is_read || !read(item)) return item;
    changed = true;
    return { ...item, is_read: true };
  });
  return changed ? { ...page, data } : page;
}

/** Whether a cached list already holds the notification (a push may arrive twice). */
function isCached(client: QueryClient, userId: number, id: number): boolean {
  for (const [, value] of client.getQueriesData<unknown>({ queryKey: notificationKeys.user(userId) })) {
    const pages = isFeed(value) ? value.pages : isPage(value) ? [value] : [];
    if (pages.some((page) => page.data.some((item) => item.id === id))) return true;
  }
  return false;
}

/** A notification pushed over the socket. False when it was already known. */
export function applyPushed(client: QueryClient, userId: number, notification: Notification): boolean {
  if (isCached(client, userId, notification.id)) return false;
  if (!notification.is_read) client.setQueryData<number>(notificationKeys.unreadCount(userId), (count) => (count === undefined ? count : count + 1));

  for (const [key, feed] of client.getQueriesData<Feed>({ queryKey: ['notifications', userId, 'feed'] })) {
    if (!feed?.pages[0] || !belongs(statusOf(key), notification)) continue;
    const [first, ...rest] = feed.pages;
    client.setQueryData<Feed>(key, { ...feed, pages: [prependTo(first, notification, false), ...rest.map((page) => withTotal(page, page.total + 1))] });
  }
  for (const [key, page] of client.getQueriesData<Page>({ queryKey: notificationKeys.pages(userId) })) {
    if (!page || !belongs(statusOf(key), notification)) continue;
    // The first page shows it now; later pages shift by one and are refetched when shown.
    if (key[4] === 0) client.setQueryData<Page>(key, prependTo(page, notification, true));
    else void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
  for (const [key, page] of client.getQueriesData<Page>({ queryKey: ['notifications', userId, 'latest'] })) {
    if (page) client.setQueryData<Page>(key, prependTo(page, notification, true));
  }
  return true;
}

function markEverywhere(client: QueryClient, userId: number, read: (item: Notification) => boolean): void {
  client.setQueriesData<Page | Feed>({ queryKey: notificationKeys.user(userId) }, (value: Page | Feed | undefined) => {
    if (isFeed(value)) return { ...value, pages: value.pages.map((page) => markIn(page, read)) };
    if (isPage(value)) return markIn(value, read);
    return value;
  });
}

/** One notification marked read (it stays in place, shown read, until the list is refetched). */
export function applyMarkedRead(client: QueryClient, userId: number, notification: Notification): void {
  markEverywhere(client, userId, (item) => item.id === notification.id);
  if (!notification.is_read) client.setQueryData<number>(notificationKeys.unreadCount(userId), (count) => (count === undefined ? count : Math.max(0, count - 1)));
}

/** Every notification of the user read: the badge clears, filtered lists are refetched. */
export function applyAllRead(client: QueryClient, userId: number): void {
  markEverywhere(client, userId, () => true);
  client.setQueryData<number>(notificationKeys.unreadCount(userId), 0);
  for (const status of ['unread', 'read'] as const) {
    void client.invalidateQueries({ queryKey: notificationKeys.feed(userId, status) });
    void client.invalidateQueries({ queryKey: [...notificationKeys.pages(userId), status] });
  }
}
