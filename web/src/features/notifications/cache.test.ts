import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification, PagedEnvelope } from '@cadence/contracts';
import { applyAllRead, applyMarkedRead, applyPushed } from './cache';
import { notificationKeys } from './queries';
import { isNearBottom } from './components/notification-panel';
import { validateNotificationsSearch } from './notifications-search';

const USER = 7;

function notification(id: number, is_read = false): Notification {
  return { id, message: `Message ${id}`, type: 'announcement', is_read, createdAt: new Date(2026, 0, id).toISOString() };
}

function page(data: Notification[], total = data.length, limit = 10, pageIndex = 0): PagedEnvelope<Notification> {
  return { success: true, statusCode: 200, message: 'OK', timestamp: '', path: '', data, total, page: pageIndex, pages: Math.ceil(total / limit), limit };
}

type Feed = InfiniteData<PagedEnvelope<Notification>, number>;

function clientWithLists(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(notificationKeys.unreadCount(USER), 2);
  client.setQueryData<Feed>(notificationKeys.feed(USER, 'all'), { pages: [page([notification(2), notification(1, true)], 12), page([], 12, 10, 1)], pageParams: [0, 1] });
  client.setQueryData<Feed>(notificationKeys.feed(USER, 'unread'), { pages: [page([notification(2)], 2)], pageParams: [0] });
  client.setQueryData<Feed>(notificationKeys.feed(USER, 'read'), { pages: [page([notification(1, true)], 1)], pageParams: [0] });
  client.setQueryData(notificationKeys.page(USER, 'all', 0, 2), page([notification(2), notification(1, true)], 2, 2));
  client.setQueryData(notificationKeys.latest(USER, 5), page([notification(2), notification(1, true)], 2, 5));
  return client;
}

const ids = (value: { data: Notification[] } | undefined) => value?.data.map((item) => item.id);

describe('a pushed notification', () => {
  it('raises the count by one and goes on top of the lists it belongs to', () => {
    const client = clientWithLists();
    expect(applyPushed(client, USER, notification(3))).toBe(true);
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(3);
    const all = client.getQueryData<Feed>(notificationKeys.feed(USER, 'all'));
    expect(ids(all?.pages[0])).toEqual([3, 2, 1]);
    expect(all?.pages.map((p) => p.total)).toEqual([13, 13]);
    expect(ids(client.getQueryData<Feed>(notificationKeys.feed(USER, 'unread'))?.pages[0])).toEqual([3, 2]);
    expect(ids(client.getQueryData<Feed>(notificationKeys.feed(USER, 'read'))?.pages[0])).toEqual([1]);
    // A numbered page keeps its size; the newest pushes the oldest off.
    const first = client.getQueryData<PagedEnvelope<Notification>>(notificationKeys.page(USER, 'all', 0, 2));
    expect(ids(first)).toEqual([3, 2]);
    expect(first?.pages).toBe(2);
    expect(ids(client.getQueryData(notificationKeys.latest(USER, 5)))).toEqual([3, 2, 1]);
  });

  it('counts once when the same notification arrives twice', () => {
    const client = clientWithLists();
    applyPushed(client, USER, notification(3));
    expect(applyPushed(client, USER, notification(3))).toBe(false);
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(3);
  });

  it('leaves another user’s lists alone', () => {
    const client = clientWithLists();
    applyPushed(client, USER + 1, notification(3));
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(2);
  });
});

describe('reading', () => {
  it('lowers the count by one per unread notification, never below zero', () => {
    const client = clientWithLists();
    applyMarkedRead(client, USER, notification(2));
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(1);
    expect(client.getQueryData<Feed>(notificationKeys.feed(USER, 'all'))?.pages[0]?.data[0]?.is_read).toBe(true);
    applyMarkedRead(client, USER, notification(1, true));
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(1);
    client.setQueryData(notificationKeys.unreadCount(USER), 0);
    applyMarkedRead(client, USER, notification(9));
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(0);
  });

  it('clears the count and shows everything read after mark-all-read', () => {
    const client = clientWithLists();
    applyAllRead(client, USER);
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(0);
    expect(client.getQueryData<Feed>(notificationKeys.feed(USER, 'all'))?.pages[0]?.data.every((item) => item.is_read)).toBe(true);
  });
});

describe('the panel and the page', () => {
  it('loads more within 20 px of the bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 580 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 579 })).toBe(false);
  });

  it('reads the page state from the URL, dropping what is malformed or the default', () => {
    expect(validateNotificationsSearch({ status: 'unread', page: '2', limit: '50' })).toEqual({ status: 'unread', page: 2, limit: 50 });
    expect(validateNotificationsSearch({ status: 'all', page: '-1', limit: '10' })).toEqual({});
    expect(validateNotificationsSearch({ status: 'nope', limit: '7' })).toEqual({});
  });
});
