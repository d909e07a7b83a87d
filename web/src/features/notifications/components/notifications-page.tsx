import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCheckIcon } from 'lucide-react';
import { DataTablePagination } from '../../../components/data-table/data-table-pagination';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequiredSession } from '../../session/use-session';
import type { NotificationsSearch } from '../notifications-search';
import { NOTIFICATION_PAGE_SIZE, notificationPageQuery, unreadCountQuery } from '../queries';
import { useNotificationStream } from '../realtime/use-notification-stream';
import { useMarkAllRead, useMarkRead } from '../use-notification-actions';
import { FilterToggle } from './filter-toggle';
import { NotificationItem } from './notification-item';
import { NotificationSkeleton, NotificationsEmpty, NotificationsError } from './notification-list-states';
import { NotificationPreferences } from './notification-preferences';
import { SocketIndicator, SocketStatus } from './socket-status';

const PAGE_SIZES = [10, 25, 50] as const;

interface NotificationsPageProps {
  search: NotificationsSearch;
  onSearchChange: (search: NotificationsSearch) => void;
}

/** /notifications: every notification with filters and pages, and the delivery preferences. */
export function NotificationsPage({ search, onSearchChange }: NotificationsPageProps) {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('page.title'));
  const { user } = useRequiredSession();
  const status = search.status ?? 'all';
  const page = search.page ?? 0;
  const limit = search.limit ?? NOTIFICATION_PAGE_SIZE;
  const list = useQuery(notificationPageQuery(user.id, status, page, limit));
  const unread = useQuery(unreadCountQuery(user.id));
  const socket = useNotificationStream();
  const markRead = useMarkRead(user.id);
  const markAllRead = useMarkAllRead(user.id);
  const now = Date.now();

  const change = (next: NotificationsSearch) => {
    const merged = { ...search, ...next };
    onSearchChange({
      ...(merged.status && merged.status !== 'all' ? { status: merged.status } : {}),
      ...(merged.page ? { page: merged.page } : {}),
      ...(merged.limit && merged.limit !== NOTIFICATION_PAGE_SIZE ? { limit: merged.limit } : {}),
    });
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button variant="outline" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending || unread.data === 0}>
            <CheckCheckIcon aria-hidden="true" />
            {t('panel.markAllRead')}
          </Button>
        }
      />
      <Card role="region" aria-labelledby="notifications-list-title" className="gap-0 py-0">
        <CardHeader className="flex flex-wrap items-center justify-between gap-3 border-b py-4">
          <div className="flex items-center gap-2">
            <CardTitle id="notifications-list-title">{t('page.listTitle')}</CardTitle>
            {(unread.data ?? 0) > 0 && <Badge variant="accent">{t('page.unreadSummary', { count: unread.data ?? 0 })}</Badge>}
            <SocketIndicator state={socket.state} />
          </div>
          <FilterToggle value={status} onChange={(next) => change({ status: next, page: 0 })} />
        </CardHeader>
        <CardContent className="px-2 py-2">
          <SocketStatus state={socket.state} onReconnect={socket.reconnect} className="mx-2 my-2" />
          <div aria-busy={list.isFetching || undefined}>
            {list.isPending ? (
              <NotificationSkeleton rows={5} />
            ) : list.isError ? (
              <NotificationsError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
            ) : list.data.data.length === 0 ? (
              <NotificationsEmpty filter={status} />
            ) : (
              <ul aria-label={t('page.listTitle')} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                {list.data.data.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} now={now} onMarkRead={(item) => markRead.mutate(item)} />
                ))}
              </ul>
            )}
          </div>
        </CardContent>
        {list.data && list.data.total > 0 && (
          <div className="border-t">
            <DataTablePagination
              page={page}
              pages={list.data.pages}
              limit={limit}
              total={list.data.total}
              count={list.data.data.length}
              sizes={PAGE_SIZES}
              onPageChange={(next) => change({ page: next })}
              onLimitChange={(next) => change({ limit: next, page: 0 })}
            />
          </div>
        )}
      </Card>
      <NotificationPreferences userId={user.id} />
    </div>
  );
}
