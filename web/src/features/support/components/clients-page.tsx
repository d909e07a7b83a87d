import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeartHandshakeIcon, UsersIcon } from 'lucide-react';
import { SUBSCRIPTION_STATUSES, type Client } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { nextListSearch } from '../../../components/data-table/list-search';
import { SubscriptionStatusBadge } from '../../subscriptions/components/subscription-status-badge';
import { CLIENT_LIST_DEFAULTS, clientsQuery, type ClientSearch, type ClientSort } from '../queries';
import { selectClass } from './ticket-bits';

/** /client/list: every client workspace with its owner, plan and subscription status, for staff. */
export function ClientsPage({ search, onNavigate }: { search: ClientSearch; onNavigate: (search: ClientSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('support');
  useDocumentTitle(t('clients.title'));
  const { data: page } = useSuspenseQuery(clientsQuery(search));
  const busy = useListBusy();
  const keep = (next: ClientSearch): ClientSearch => ({ ...next, ...(search.status ? { status: search.status } : {}) });

  const columns: DataColumn<Client, ClientSort>[] = [
    {
      id: 'name',
      header: t('clients.columns.client'),
      sort: 'name',
      cell: (client) => (
        <span className="grid min-w-48 gap-0.5">
          <span className="font-medium">{client.name || client.email}</span>
          <span className="text-xs text-muted-foreground">{client.email}</span>
        </span>
      ),
    },
    { id: 'workspace', header: t('clients.columns.workspace'), sort: 'id', cell: (client) => <span className="text-sm">#{client.workspaceId}</span> },
    {
      id: 'plan',
      header: t('clients.columns.plan'),
      cell: (client) => (
        <span className="inline-flex items-center gap-1.5 text-sm">
          {client.plan ? client.plan.name : <span className="text-muted-foreground">{t('clients.noPlan')}</span>}
          {client.nonprofit && <HeartHandshakeIcon className="size-4 text-primary" aria-label={t('clients.nonprofit')} />}
        </span>
      ),
    },
    { id: 'status', header: t('clients.columns.status'), cell: (client) => (client.status ? <SubscriptionStatusBadge status={client.status} /> : <span className="text-sm text-muted-foreground">—</span>) },
    { id: 'created', header: t('clients.columns.created'), sort: 'created', cell: (client) => <span className="text-sm whitespace-nowrap text-muted-foreground">{formatDateTime(client.createdAt, i18n.language)}</span> },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('clients.eyebrow')} title={t('clients.title')} description={t('clients.description')} />
      <DataTable
        label={t('clients.title')}
        columns={columns}
        page={page}
        rowId={(client) => String(client.workspaceId)}
        search={search}
        defaults={CLIENT_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(keep(next))}
        busy={busy}
        filtered={search.status !== undefined}
        toolbar={
          <>
            <DataTableSearch label={t('clients.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(keep(nextListSearch(search, { search: text }, CLIENT_LIST_DEFAULTS)), true)} />
            <label className="sr-only" htmlFor="client-filter-status">
              {t('clients.columns.status')}
            </label>
            <select
              id="client-filter-status"
              className={selectClass}
              value={search.status ?? ''}
              onChange={(event) => {
                const next: ClientSearch = { ...nextListSearch(search, { page: 0 }, CLIENT_LIST_DEFAULTS) };
                const status = SUBSCRIPTION_STATUSES.find((value) => value === event.target.value);
                if (status) next.status = status;
                onNavigate(next);
              }}
            >
              <option value="">{t('clients.allStatuses')}</option>
              {SUBSCRIPTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`clients.statuses.${status}`)}
                </option>
              ))}
            </select>
          </>
        }
        empty={<EmptyState icon={<UsersIcon />} title={t('clients.emptyTitle')} body={t('clients.emptyBody')} />}
      />
    </div>
  );
}
