import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GaugeIcon } from 'lucide-react';
import type { WorkspaceAiUsage } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { MeterBar } from '../../../components/ui/meter-bar';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { nextListSearch } from '../../../components/data-table/list-search';
import { USAGE_LIST_DEFAULTS, workspacesUsageQuery, type UsageSearch, type UsageSort } from '../queries';

/** The months a staff member can pick: this one and the eleven before it (UTC). */
function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, back) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
}

/** Staff: each workspace's AI generations and tokens in a month, against its plan's allowance. */
export function UsageTablePage({ search, onNavigate }: { search: UsageSearch; onNavigate: (search: UsageSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('ai-usage');
  useDocumentTitle(t('staff.title'));
  const { data: page } = useSuspenseQuery(workspacesUsageQuery(search));
  const busy = useListBusy();
  const number = new Intl.NumberFormat(i18n.language);
  const monthName = (month: string) => new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const months = recentMonths();
  const keepMonth = (next: UsageSearch): UsageSearch => (search.month ? { ...next, month: search.month } : next);

  const columns: DataColumn<WorkspaceAiUsage, UsageSort>[] = [
    { id: 'workspace', header: t('staff.columns.workspace'), sort: 'id', cell: (row) => <span className="font-medium tabular-nums">#{row.workspace_id}</span> },
    { id: 'plan', header: t('staff.columns.plan'), cell: (row) => <span className="capitalize">{row.plan}</span> },
    {
      id: 'used',
      header: t('staff.columns.used'),
      sort: 'used',
      cell: (row) => (
        <span className="grid w-40 gap-1">
          <span className="text-sm tabular-nums">
            {row.allowance === null ? t('meter.unlimited', { used: number.format(row.used) }) : t('meter.count', { used: number.format(row.used), allowance: number.format(row.allowance) })}
          </span>
          {row.allowance !== null && <MeterBar value={row.used} max={row.allowance} label={t('staff.meterLabel', { workspace: row.workspace_id })} />}
        </span>
      ),
    },
    { id: 'tokens_in', header: t('staff.columns.tokensIn'), sort: 'tokens_in', className: 'text-end tabular-nums', cell: (row) => number.format(row.tokens_in) },
    { id: 'tokens_out', header: t('staff.columns.tokensOut'), sort: 'tokens_out', className: 'text-end tabular-nums', cell: (row) => number.format(row.tokens_out) },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('staff.eyebrow')} title={t('staff.title')} description={t('staff.description')} />
      <DataTable
        label={t('staff.title')}
        columns={columns}
        page={page}
        rowId={(row) => String(row.workspace_id)}
        search={search}
        defaults={USAGE_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(keepMonth(next))}
        busy={busy}
        filtered={search.month !== undefined}
        toolbar={
          <>
            <DataTableSearch label={t('staff.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(keepMonth(nextListSearch(search, { search: text }, USAGE_LIST_DEFAULTS)), true)} />
            <label className="sr-only" htmlFor="ai-usage-month">
              {t('staff.month')}
            </label>
            <select
              id="ai-usage-month"
              className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              value={search.month ?? months[0]}
              onChange={(event) => {
                const next: UsageSearch = nextListSearch(search, { page: 0 }, USAGE_LIST_DEFAULTS);
                onNavigate(event.target.value === months[0] ? next : { ...next, month: event.target.value });
              }}
            >
              {months.map((month) => (
                <option key={month} value={month}>
                  {monthName(month)}
                </option>
              ))}
            </select>
          </>
        }
        empty={<EmptyState icon={<GaugeIcon />} title={t('staff.emptyTitle')} body={t('staff.emptyBody')} />}
      />
    </div>
  );
}
