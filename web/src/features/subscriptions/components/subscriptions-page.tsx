import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HandHeartIcon, RepeatIcon } from 'lucide-react';
import type { SubscriptionRow } from '@cadence/contracts';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { SelectField } from '../../../components/form/fields';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { SUBSCRIPTION_FILTERS, SUBSCRIPTION_LIST_DEFAULTS, allSubscriptionsQuery, type SubscriptionSearch, type SubscriptionSort } from '../queries';
import { NonprofitDialog } from './nonprofit-dialog';
import { SubscriptionStatusBadge } from './subscription-status-badge';

const ALL = 'all';

/** /subscriptions for staff: every workspace's plan, state and period end; grants the nonprofit discount. */
export function SubscriptionsPage({ search, onNavigate }: { search: SubscriptionSearch; onNavigate: (search: SubscriptionSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('subscriptions');
  useDocumentTitle(t('staff.title'));
  const { data: page } = useSuspenseQuery(allSubscriptionsQuery(search));
  const busy = useListBusy();
  const [granting, setGranting] = useState<SubscriptionRow | null>(null);

  const columns: DataColumn<SubscriptionRow, SubscriptionSort>[] = [
    { id: 'id', header: t('columns.id'), sort: 'id', className: 'w-16 tabular-nums text-muted-foreground', cell: (row) => row.id },
    {
      id: 'client',
      header: t('columns.client'),
      cell: (row) => (
        <span className="grid">
          <span className="font-medium">{row.ownerName}</span>
          <span className="text-xs break-all text-muted-foreground">{row.ownerEmail}</span>
        </span>
      ),
    },
    { id: 'plan', header: t('columns.plan'), sort: 'plan', cell: (row) => row.plan.name },
    {
      id: 'interval',
      header: t('columns.interval'),
      sort: 'amount',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <span className="grid">
          <span>{t(`intervals.${row.interval}`)}</span>
          <span className="text-xs text-muted-foreground tabular-nums">{formatPrice(row.amount, row.currency, i18n.language)}</span>
        </span>
      ),
    },
    { id: 'status', header: t('columns.status'), sort: 'status', cell: (row) => <SubscriptionStatusBadge status={row.status} /> },
    {
      id: 'currentPeriodEnd',
      header: t('columns.periodEnd'),
      sort: 'currentPeriodEnd',
      className: 'whitespace-nowrap',
      cell: (row) => (row.currentPeriodEnd ? formatDate(row.currentPeriodEnd, i18n.language) : t('unlimited')),
    },
    {
      id: 'nonprofit',
      header: t('columns.nonprofit'),
      cell: (row) => (row.nonprofit ? <StatusBadge tone="info">{t('nonprofit.flag')}</StatusBadge> : <span className="text-muted-foreground">—</span>),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (row) => (
        <RowActions
          name={row.ownerName}
          actions={[{ label: t('nonprofit.action'), icon: <HandHeartIcon />, onSelect: () => setGranting(row), disabled: row.nonprofit }]}
        />
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('staff.title')} description={t('staff.description')} />
      <DataTable
        label={t('staff.title')}
        columns={columns}
        page={page}
        rowId={(row) => String(row.id)}
        search={search}
        defaults={SUBSCRIPTION_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate({ ...next, ...(search.status ? { status: search.status } : {}) })}
        busy={busy}
        filtered={search.status !== undefined}
        toolbar={
          <>
            <DataTableSearch
              label={t('staff.search')}
              value={search.search ?? ''}
              onSearch={(text) => onNavigate({ ...nextListSearch(search, { search: text }, SUBSCRIPTION_LIST_DEFAULTS), ...(search.status ? { status: search.status } : {}) }, true)}
            />
            <SelectField
              id="status-filter"
              className="w-48 [&>label]:sr-only"
              label={t('staff.statusFilter')}
              value={search.status ?? ALL}
              onValueChange={(value) => {
                const next = nextListSearch(search, { page: 0 }, SUBSCRIPTION_LIST_DEFAULTS);
                const status = SUBSCRIPTION_FILTERS.find((item) => item === value);
                onNavigate(status ? { ...next, status } : next);
              }}
              options={[{ value: ALL, label: t('staff.allStatuses') }, ...SUBSCRIPTION_FILTERS.map((value) => ({ value, label: t(`status.${value}`) }))]}
            />
          </>
        }
        empty={<EmptyState icon={<RepeatIcon />} title={t('staff.emptyTitle')} body={t('staff.emptyBody')} />}
      />
      <NonprofitDialog subscription={granting} onClose={() => setGranting(null)} />
    </div>
  );
}
