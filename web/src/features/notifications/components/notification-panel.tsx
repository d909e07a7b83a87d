import { useMemo, useState, type UIEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckCheckIcon } from 'lucide-react';
import type { Notification } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notificationFeedQuery, unreadCountQuery, type NotificationFilter } from '../queries';
import type { SocketState } from '../realtime/notification-socket';
import { useMarkAllRead, useMarkRead } from '../use-notification-actions';
import { FilterToggle } from './filter-toggle';
import { NotificationItem } from './notification-item';
import { NotificationSkeleton, NotificationsEmpty, NotificationsError } from './notification-list-states';
import { SocketStatus } from './socket-status';

/** SPEC §9: the next page loads when the list is scrolled within 20 px of its end. */
export const LOAD_MORE_MARGIN_PX = 20;

export function isNearBottom(element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= LOAD_MORE_MARGIN_PX;
}

interface NotificationPanelProps {
  userId: number;
  socket: { state: SocketState; reconnect: () => void };
  /** Called when the user leaves for the full page. */
  onNavigate: () => void;
}

/** The bell's popover (SPEC §2): filter, mark all as read, the list with Load More, View All. */
export function NotificationPanel({ userId, socket, onNavigate }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const feed = useInfiniteQuery(notificationFeedQuery(userId, filter));
  const unread = useQuery(unreadCountQuery(userId));
  const markRead = useMarkRead(userId);
  const markAllRead = useMarkAllRead(userId);

  // A page fetched after new notifications arrived may repeat one already shown.
  const items = useMemo(() => {
    const seen = new Set<number>();
    const list: Notification[] = [];
    for (const page of feed.data?.pages ?? []) {
      for (const item of page.data) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        list.push(item);
      }
    }
    return list;
  }, [feed.data]);

  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isNearBottom(event.currentTarget)) loadMore();
  };
  const now = Date.now();

  return (
    <div className="flex max-h-[min(36rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="text-sm font-semibold">{t('panel.title')}</h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2 text-xs"
          onClick={() => markAllRead.mutate()}
          disabled={markAllRead.isPending || unread.data === 0}
        >
          <CheckCheckIcon aria-hidden="true" />
          {t('panel.markAllRead')}
        </Button>
      </div>
      <div className="grid gap-2 px-4 pt-3">
        <FilterToggle value={filter} onChange={setFilter} className="w-full [&>*]:flex-1" />
        <SocketStatus state={socket.state} onReconnect={socket.reconnect} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-1 py-2" onScroll={onScroll} data-testid="notification-panel-list" aria-busy={feed.isFetching || undefined}>
        {feed.isPending ? (
          <NotificationSkeleton />
        ) : feed.isError ? (
          <NotificationsError error={feed.error} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
        ) : items.length === 0 ? (
          <NotificationsEmpty filter={filter} />
        ) : (
          <>
            <ul aria-label={t('panel.title')}>
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} now={now} onMarkRead={(item) => markRead.mutate(item)} onNavigate={onNavigate} />
              ))}
            </ul>
            <div className="flex justify-center px-3 pt-2 pb-1">
              {feed.hasNextPage ? (
                <Button variant="outline" size="sm" onClick={loadMore} disabled={feed.isFetchingNextPage}>
                  {feed.isFetchingNextPage ? <Spinner /> : null}
                  {feed.isFetchingNextPage ? t('panel.loadingMore') : t('panel.loadMore')}
                </Button>
              ) : (
                // Caught up only when nothing is left unread, not merely at the end of the list.
                <p className="text-xs text-muted-foreground">{unread.data === 0 ? t('panel.end') : t('panel.endOfList')}</p>
              )}
            </div>
          </>
        )}
      </div>
      <div className="border-t p-2">
        <Button asChild variant="ghost" className="w-full">
          <Link to="/notifications" onClick={onNavigate}>
            {t('panel.viewAll')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
