import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InboxIcon, MailIcon } from 'lucide-react';
import { REQUEST_STATUSES, setInquiryStatus, setQuoteStatus, type Inquiry, type Quote, type RequestStatus } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { LOCALE_NAMES } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch, type ListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { REQUEST_LIST_DEFAULTS, WEBSITE_KEY, requestsQuery, type RequestSort, type WebsiteSearch } from '../queries';
import { selectClass } from './filters';
import type { Navigate } from './website-page';

type Row = Inquiry | (Quote & { team_size: Quote['team_size'] });

/** Questions or quote requests from the site: who sent what, answered by e-mail, moved through their statuses. */
export function RequestsTab({ kind, search, onNavigate }: { kind: 'inquiries' | 'quotes'; search: WebsiteSearch; onNavigate: Navigate }) {
  const { t, i18n } = useTranslation('website');
  const { data: page } = useSuspenseQuery(requestsQuery(kind, search));
  const busy = useListBusy();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const listSearch = search as ListSearch<RequestSort>;
  const keep = (next: ListSearch<RequestSort>, request = search.request): WebsiteSearch => ({ ...next, tab: kind, ...(request ? { request } : {}) });

  const status = useMutation({
    mutationFn: ({ id, next }: { id: number; next: RequestStatus }) =>
      kind === 'inquiries' ? call(setInquiryStatus, { params: { id }, body: { status: next } }) : call(setQuoteStatus, { params: { id }, body: { status: next } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: [...WEBSITE_KEY, kind] });
      snackbar.show(t('requests.statusDone', { name: response.data.name, status: t(`requestStatus.${response.data.status}`) }), { tone: 'success' });
    },
    onError: () => snackbar.show(t('requests.statusFailed'), { tone: 'error' }),
  });

  const columns: DataColumn<Row, RequestSort>[] = [
    {
      id: 'name',
      header: t('columns.sender'),
      sort: 'name',
      cell: (row) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{row.name}</span>
          <span className="text-xs text-muted-foreground">{row.email}</span>
          {row.company && <span className="text-xs text-muted-foreground">{row.company}</span>}
        </span>
      ),
    },
    ...(kind === 'quotes' ? [{ id: 'teamSize', header: t('columns.teamSize'), className: 'whitespace-nowrap', cell: (row: Row) => ('team_size' in row ? row.team_size : '') }] : []),
    { id: 'message', header: t('columns.message'), cell: (row) => <p className="line-clamp-3 max-w-lg text-sm whitespace-pre-line">{row.message}</p> },
    { id: 'locale', header: t('columns.locale'), cell: (row) => LOCALE_NAMES[row.locale] },
    { id: 'createdAt', header: t('columns.received'), sort: 'createdAt', className: 'whitespace-nowrap', cell: (row) => <span className="text-sm text-muted-foreground">{formatDateTime(row.createdAt, i18n.language)}</span> },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <>
          <label className="sr-only" htmlFor={`${kind}-status-${row.id}`}>
            {t('requests.statusOf', { name: row.name })}
          </label>
          <select
            id={`${kind}-status-${row.id}`}
            className={selectClass}
            value={row.status}
            disabled={status.isPending}
            onChange={(event) => status.mutate({ id: row.id, next: event.target.value as RequestStatus })}
          >
            {REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`requestStatus.${value}`)}
              </option>
            ))}
          </select>
        </>
      ),
    },
    {
      id: 'answer',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (row) => (
        <Button asChild variant="ghost" size="icon" aria-label={t('requests.answer', { name: row.name })}>
          <a href={`mailto:${encodeURIComponent(row.email)}?subject=${encodeURIComponent(t(kind === 'quotes' ? 'requests.quoteSubject' : 'requests.inquirySubject'))}`}>
            <MailIcon />
          </a>
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      label={t(`tabs.${kind}`)}
      columns={columns}
      page={page}
      rowId={(row) => String(row.id)}
      search={listSearch}
      defaults={REQUEST_LIST_DEFAULTS}
      pageSizes={[10, 25, 50, 100]}
      onSearchChange={(next) => onNavigate(keep(next))}
      busy={busy}
      filtered={search.request !== undefined}
      toolbar={
        <>
          <DataTableSearch label={t('requests.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(keep(nextListSearch(listSearch, { search: text }, REQUEST_LIST_DEFAULTS)), true)} />
          <label className="sr-only" htmlFor={`${kind}-filter`}>
            {t('filters.status')}
          </label>
          <select
            id={`${kind}-filter`}
            className={selectClass}
            value={search.request ?? ''}
            onChange={(event) => onNavigate(keep(nextListSearch(listSearch, { page: 0 }, REQUEST_LIST_DEFAULTS), (event.target.value || undefined) as RequestStatus | undefined))}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`requestStatus.${value}`)}
              </option>
            ))}
          </select>
        </>
      }
      empty={<EmptyState icon={<InboxIcon />} title={t(`requests.${kind}EmptyTitle`)} body={t(`requests.${kind}EmptyBody`)} />}
    />
  );
}
