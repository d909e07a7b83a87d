import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HardDriveIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { EmptyState } from '../../../components/data-table/empty-state';
import { DataTablePagination } from '../../../components/data-table/data-table-pagination';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatBytes } from '../../media/format';
import { storageQuery, type StorageSearch } from '../queries';

/** Media bytes per workspace (ClientStorage), largest first. */
export function StorageTab() {
  const { t, i18n } = useTranslation('monitoring');
  const [search, setSearch] = useState<StorageSearch>({ page: 0, limit: 10, orderBy: 'bytes', order: 'desc' });
  const storage = useQuery(storageQuery(search));
  return (
    <Card data-testid="monitoring-storage">
      <CardHeader>
        <CardTitle id="storage-title">{t('storage.title')}</CardTitle>
        <CardDescription>{t('storage.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {storage.isPending ? (
          <div className="mx-6 h-32 animate-pulse rounded-md bg-muted motion-reduce:animate-none" aria-hidden="true" />
        ) : storage.isError ? (
          <EmptyState role="alert" icon={<HardDriveIcon />} title={t('storage.error')} body={storage.error.message} action={<Button variant="outline" onClick={() => void storage.refetch()}>{t('retry')}</Button>} />
        ) : storage.data.data.length === 0 ? (
          <EmptyState icon={<HardDriveIcon />} title={t('storage.empty')} />
        ) : (
          <>
            <Table aria-labelledby="storage-title">
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-6">{t('storage.workspace')}</TableHead>
                  <TableHead className="text-right">{t('storage.files')}</TableHead>
                  <TableHead className="text-right">{t('storage.bytes')}</TableHead>
                  <TableHead className="pr-6">{t('storage.lastUpload')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {storage.data.data.map((row) => (
                  <TableRow key={row.workspaceId}>
                    <TableCell className="pl-6 font-medium">{t('storage.workspaceId', { id: row.workspaceId })}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(row.files, i18n.language)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatBytes(row.bytes, i18n.language)}</TableCell>
                    <TableCell className="pr-6 whitespace-nowrap">{row.lastUploadAt ? formatDateTime(row.lastUploadAt, i18n.language) : t('none')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <DataTablePagination
              page={search.page}
              pages={storage.data.pages}
              limit={search.limit}
              total={storage.data.total}
              count={storage.data.data.length}
              onPageChange={(page) => setSearch((current) => ({ ...current, page }))}
              onLimitChange={(limit) => setSearch((current) => ({ ...current, limit, page: 0 }))}
              sizes={[10, 25, 50]}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
