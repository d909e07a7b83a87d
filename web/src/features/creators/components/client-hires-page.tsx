import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BriefcaseBusinessIcon, UsersRoundIcon } from 'lucide-react';
import type { Hire } from '@cadence/contracts';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { nextListSearch } from '../../../components/data-table/list-search';
import { Button } from '../../../components/ui/button';
import { HIRE_LIST_DEFAULTS, HIRE_STATUS_VALUES, type HireSearch, type HireSort } from '../search';
import { workspaceHiresQuery } from '../queries';
import { formatMinor } from '../labels';
import { CreatorStatusBadge, selectClass } from './bits';
import { EndHireDialog, HireDates } from './hire-bits';

/** /post/hire-a-professional?view=hires: the workspace's hire requests with their status, and "End" for the accepted ones. */
export function ClientHiresPage({ search, onNavigate }: { search: HireSearch; onNavigate: (search: HireSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('creators');
  useDocumentTitle(t('hires.title'));
  const { data: page } = useSuspenseQuery(workspaceHiresQuery(search));
  const busy = useListBusy();
  const [ending, setEnding] = useState<Hire | null>(null);
  const keep = (next: HireSearch): HireSearch => ({ ...next, ...(search.status ? { status: search.status } : {}) });
  const findCreators = (
    <Button asChild>
      <Link to="/post/hire-a-professional" search={{}}>
        <UsersRoundIcon />
        {t('hires.findCreators')}
      </Link>
    </Button>
  );

  const columns: DataColumn<Hire, HireSort>[] = [
    {
      id: 'creator',
      header: t('hires.columns.creator'),
      cell: (hire) => (
        <span className="grid min-w-40 gap-0.5">
          <Link to="/post/hire-a-professional" search={{ creator: hire.creator.id }} className="font-medium hover:underline">
            {hire.creator.display_name}
          </Link>
          <span className="text-xs text-muted-foreground">{t('hires.requestedAt', { date: formatDateTime(hire.created_at, i18n.language), name: hire.client.name })}</span>
        </span>
      ),
    },
    { id: 'brief', header: t('hires.brief'), cell: (hire) => <span className="line-clamp-2 max-w-80 text-sm">{hire.brief}</span> },
    { id: 'budget', header: t('hires.budget'), cell: (hire) => <span className="text-sm whitespace-nowrap">{formatMinor(hire.budget.amount, hire.budget.currency, i18n.language)}</span> },
    {
      id: 'starts_on',
      header: t('hires.period'),
      sort: 'starts_on',
      cell: (hire) => (
        <span className="text-sm whitespace-nowrap">
          <HireDates hire={hire} />
        </span>
      ),
    },
    { id: 'status', header: t('hires.columns.status'), cell: (hire) => <CreatorStatusBadge status={hire.status} /> },
    {
      id: 'actions',
      header: <span className="sr-only">{t('hires.columns.actions')}</span>,
      className: 'text-end',
      cell: (hire) =>
        hire.status === 'accepted' ? (
          <Button variant="outline" size="sm" onClick={() => setEnding(hire)} aria-label={t('hires.endWith', { name: hire.creator.display_name })} data-testid="hire-end">
            {t('hires.end')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('browse.eyebrow')} title={t('hires.title')} description={t('hires.description')} actions={findCreators} />
      <DataTable
        label={t('hires.title')}
        columns={columns}
        page={page}
        rowId={(hire) => String(hire.id)}
        search={search}
        defaults={HIRE_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(keep(next))}
        busy={busy}
        filtered={search.status !== undefined}
        toolbar={
          <>
            <DataTableSearch label={t('hires.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(keep(nextListSearch(search, { search: text }, HIRE_LIST_DEFAULTS)), true)} />
            <label className="sr-only" htmlFor="hire-filter-status">
              {t('hires.columns.status')}
            </label>
            <select
              id="hire-filter-status"
              className={selectClass}
              value={search.status ?? ''}
              onChange={(event) => {
                const next: HireSearch = { ...nextListSearch(search, { page: 0 }, HIRE_LIST_DEFAULTS) };
                const status = HIRE_STATUS_VALUES.find((value) => value === event.target.value);
                if (status) next.status = status;
                onNavigate(next);
              }}
            >
              <option value="">{t('hires.allStatuses')}</option>
              {HIRE_STATUS_VALUES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </>
        }
        empty={<EmptyState icon={<BriefcaseBusinessIcon />} title={t('hires.emptyTitle')} body={t('hires.emptyBody')} action={findCreators} />}
      />
      <EndHireDialog hire={ending} side="client" onClose={() => setEnding(null)} />
    </div>
  );
}
