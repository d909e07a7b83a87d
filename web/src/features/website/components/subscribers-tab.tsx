import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, MailIcon } from 'lucide-react';
import { SUBSCRIBER_STATUSES, type Subscriber } from '@cadence/contracts';
import { formatDateTime } from '../../../lib/format';
import { LOCALE_NAMES } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/status-badge';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch, type ListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { saveBlob } from '../../payments/report-file';
import { SUBSCRIBER_LIST_DEFAULTS, downloadSubscribersCsv, subscribersQuery, type SubscriberSort, type SubscriberStatus, type WebsiteSearch } from '../queries';
import { selectClass } from './filters';
import type { Navigate } from './website-page';

const EMAIL_TONES = { verified: 'success', unverified: 'muted', bounced: 'destructive' } as const;

/** Newsletter subscribers: the list (§7 list query), their state, and the CSV export of what is filtered. */
export function SubscribersTab({ search, onNavigate }: { search: WebsiteSearch; onNavigate: Navigate }) {
  const { t, i18n } = useTranslation('website');
  const { data: page } = useSuspenseQuery(subscribersQuery(search));
  const busy = useListBusy();
  const snackbar = useSnackbar();
  const [exporting, setExporting] = useState(false);
  const listSearch = search as ListSearch<SubscriberSort>;
  const keep = (next: ListSearch<SubscriberSort>, subscriber = search.subscriber): WebsiteSearch => ({ ...next, tab: 'subscribers', ...(subscriber ? { subscriber } : {}) });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const text = await downloadSubscribersCsv(search);
      saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `subscribers${search.subscriber ? `-${search.subscriber}` : ''}.csv`);
    } catch {
      snackbar.show(t('subscribers.exportFailed'), { tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<Subscriber, SubscriberSort>[] = [
    { id: 'email', header: t('columns.email'), sort: 'email', cell: (row) => <span className="font-medium">{row.email}</span> },
    { id: 'status', header: t('columns.status'), cell: (row) => <StatusBadge tone={row.status === 'subscribed' ? 'success' : 'muted'}>{t(`subscriberStatus.${row.status}`)}</StatusBadge> },
    { id: 'emailStatus', header: t('columns.emailStatus'), cell: (row) => <StatusBadge tone={EMAIL_TONES[row.email_status]}>{t(`emailStatus.${row.email_status}`)}</StatusBadge> },
    { id: 'locale', header: t('columns.locale'), cell: (row) => LOCALE_NAMES[row.locale] },
    { id: 'createdAt', header: t('columns.subscribedAt'), sort: 'createdAt', className: 'whitespace-nowrap', cell: (row) => <span className="text-sm text-muted-foreground">{formatDateTime(row.createdAt, i18n.language)}</span> },
  ];

  return (
    <DataTable
      label={t('tabs.subscribers')}
      columns={columns}
      page={page}
      rowId={(row) => String(row.id)}
      search={listSearch}
      defaults={SUBSCRIBER_LIST_DEFAULTS}
      pageSizes={[10, 25, 50, 100]}
      onSearchChange={(next) => onNavigate(keep(next))}
      busy={busy}
      filtered={search.subscriber !== undefined}
      toolbar={
        <>
          <DataTableSearch label={t('subscribers.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(keep(nextListSearch(listSearch, { search: text }, SUBSCRIBER_LIST_DEFAULTS)), true)} />
          <label className="sr-only" htmlFor="subscribers-status">
            {t('filters.status')}
          </label>
          <select
            id="subscribers-status"
            className={selectClass}
            value={search.subscriber ?? ''}
            onChange={(event) => onNavigate(keep(nextListSearch(listSearch, { page: 0 }, SUBSCRIBER_LIST_DEFAULTS), (event.target.value || undefined) as SubscriberStatus | undefined))}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {SUBSCRIBER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`subscriberStatus.${value}`)}
              </option>
            ))}
          </select>
          <Button variant="outline" className="ms-auto" onClick={() => void exportCsv()} disabled={exporting || page.total === 0} data-testid="subscribers-export">
            {exporting ? <Spinner /> : <DownloadIcon />}
            {t('subscribers.export')}
          </Button>
        </>
      }
      empty={<EmptyState icon={<MailIcon />} title={t('subscribers.emptyTitle')} body={t('subscribers.emptyBody')} />}
    />
  );
}
