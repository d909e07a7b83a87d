import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HistoryIcon } from 'lucide-react';
import type { Broadcast } from '@cadence/contracts';
import { DataTablePagination } from '../../../components/data-table/data-table-pagination';
import { EmptyState } from '../../../components/data-table/empty-state';
import { TableSkeleton } from '../../../components/data-table/table-skeleton';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { NotificationsError } from '../components/notification-list-states';
import { broadcastListQuery } from '../queries';
import { BroadcastProgress } from './broadcast-progress';

function useAudienceLabel() {
  const { t } = useTranslation('notifications');
  return (broadcast: Broadcast) =>
    broadcast.audience === 'user'
      ? t('history.toUser', { id: broadcast.userId ?? 0 })
      : broadcast.audience === 'plan'
        ? t('history.toPlan', { plan: broadcast.plan ?? '' })
        : t('history.toAll');
}

/** The latest sends with their progress; refreshed while one runs. */
export function BroadcastHistory() {
  const { t, i18n } = useTranslation('notifications');
  const [page, setPage] = useState(0);
  const list = useQuery(broadcastListQuery(page));
  const audienceLabel = useAudienceLabel();

  return (
    <Card role="region" aria-labelledby="broadcast-history-title" className="gap-0 overflow-hidden py-0">
      <CardHeader className="border-b py-4">
        <CardTitle id="broadcast-history-title">{t('history.title')}</CardTitle>
      </CardHeader>
      {list.isPending ? (
        <TableSkeleton rows={3} columns={4} />
      ) : list.isError ? (
        <NotificationsError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.data.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} title={t('history.empty')} />
      ) : (
        <>
          <Table aria-label={t('history.title')}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('history.message')}</TableHead>
                <TableHead>{t('history.to')}</TableHead>
                <TableHead className="min-w-56">{t('history.progress')}</TableHead>
                <TableHead>{t('history.sentAt')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.data.map((broadcast) => (
                <TableRow key={broadcast.id}>
                  <TableCell className="max-w-72">
                    <span className="block truncate font-medium" title={broadcast.message}>
                      {broadcast.message}
                    </span>
                    <span className="text-xs text-muted-foreground">{t(`types.${broadcast.type}`)}</span>
                  </TableCell>
                  <TableCell>{audienceLabel(broadcast)}</TableCell>
                  <TableCell>
                    <BroadcastProgress broadcast={broadcast} compact />
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(broadcast.createdAt, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className="border-t">
            <DataTablePagination
              page={page}
              pages={list.data.pages}
              limit={list.data.limit}
              total={list.data.total}
              count={list.data.data.length}
              sizes={[5]}
              onPageChange={setPage}
              onLimitChange={() => setPage(0)}
            />
          </div>
        </>
      )}
    </Card>
  );
}
