import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LifeBuoyIcon, PlusIcon } from 'lucide-react';
import { TICKET_CATEGORIES, TICKET_LABELS, TICKET_PRIORITIES, isStaff, type Ticket } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useRequiredSession } from '../../session/use-session';
import { TICKET_LIST_DEFAULTS, filtersOf, ticketsQuery, type TicketSearch, type TicketSort } from '../queries';
import { NewTicketDialog } from './new-ticket-dialog';
import { LabelBadge, PriorityBadge, TimeLeft, selectClass } from './ticket-bits';
import { TicketSheet } from './ticket-sheet';

/** /client/tickets: a client's tickets and the form to open one; for staff, every workspace's tickets to answer. */
export function TicketsPage({ search, onNavigate }: { search: TicketSearch; onNavigate: (search: TicketSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('support');
  const session = useRequiredSession();
  const staff = isStaff(session.user.roleIds);
  useDocumentTitle(t(staff ? 'staffTitle' : 'title'));
  const { data: page } = useSuspenseQuery(ticketsQuery(search));
  const busy = useListBusy();
  const [creating, setCreating] = useState(false);
  const mayOpen = session.user.workspaceId !== null;
  const keep = (next: TicketSearch): TicketSearch => ({ ...next, ...filtersOf(search), ...(search.ticket ? { ticket: search.ticket } : {}) });
  const withFilter = (change: Partial<TicketSearch>): TicketSearch => {
    const next: TicketSearch = { ...nextListSearch(search, { page: 0 }, TICKET_LIST_DEFAULTS), ...filtersOf(search), ...change };
    for (const key of ['label', 'category', 'priority'] as const) if (!next[key]) delete next[key];
    return next;
  };
  const openTicket = (id: number | undefined) => {
    const next: TicketSearch = { ...search };
    if (id === undefined) delete next.ticket;
    else next.ticket = id;
    onNavigate(next);
  };

  const columns: DataColumn<Ticket, TicketSort>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      sort: 'title',
      cell: (ticket) => (
        <span className="grid max-w-md min-w-56 gap-0.5">
          <button type="button" className="text-start font-medium hover:underline focus-visible:underline focus-visible:outline-none" onClick={() => openTicket(ticket.id)}>
            <span className="text-muted-foreground">#{ticket.id}</span> {ticket.title}
          </button>
          <span className="text-xs text-muted-foreground">
            {t(`categories.${ticket.category}`)}
            {staff && ticket.opened_by ? ` · ${ticket.opened_by.name || t('someone')} · ${t('workspace', { id: ticket.workspace_id })}` : ''}
          </span>
        </span>
      ),
    },
    { id: 'status', header: t('columns.status'), sort: 'status', cell: (ticket) => <LabelBadge label={ticket.label} /> },
    { id: 'priority', header: t('columns.priority'), sort: 'priority', cell: (ticket) => <PriorityBadge priority={ticket.priority} /> },
    ...(staff
      ? [
          { id: 'assignee', header: t('columns.assignee'), cell: (ticket: Ticket) => <span className="text-sm">{ticket.assignee ? ticket.assignee.name || `#${ticket.assignee.id}` : <span className="text-muted-foreground">{t('staff.nobody')}</span>}</span> },
          { id: 'timeLeft', header: t('columns.timeLeft'), cell: (ticket: Ticket) => <TimeLeft seconds={ticket.time_left_seconds} /> },
        ]
      : []),
    { id: 'updated', header: t('columns.updated'), sort: 'updated_at', cell: (ticket) => <span className="text-sm whitespace-nowrap text-muted-foreground">{formatDateTime(ticket.updated_at, i18n.language)}</span> },
  ];

  const newButton = mayOpen ? (
    <Button onClick={() => setCreating(true)} data-testid="ticket-new">
      <PlusIcon />
      {t('create.button')}
    </Button>
  ) : null;
  const filter = (id: 'label' | 'category' | 'priority', values: readonly string[], labelKey: 'labels' | 'categories' | 'priorities') => (
    <>
      <label className="sr-only" htmlFor={`ticket-filter-${id}`}>
        {t(`filter.${id}`)}
      </label>
      <select id={`ticket-filter-${id}`} className={selectClass} value={search[id] ?? ''} onChange={(event) => onNavigate(withFilter({ [id]: event.target.value || undefined }))}>
        <option value="">{t(`filter.all.${id}`)}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${labelKey}.${value}` as 'labels.open')}
          </option>
        ))}
      </select>
    </>
  );

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t(staff ? 'staffTitle' : 'title')} description={t(staff ? 'staffDescription' : 'description')} actions={newButton} />
      <DataTable
        label={t(staff ? 'staffTitle' : 'title')}
        columns={columns}
        page={page}
        rowId={(ticket) => String(ticket.id)}
        search={search}
        defaults={TICKET_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(keep(next))}
        busy={busy}
        filtered={search.label !== undefined || search.category !== undefined || search.priority !== undefined}
        toolbar={
          <>
            <DataTableSearch label={t('search')} value={search.search ?? ''} onSearch={(text) => onNavigate(keep(nextListSearch(search, { search: text }, TICKET_LIST_DEFAULTS)), true)} />
            {filter('label', TICKET_LABELS, 'labels')}
            {filter('category', TICKET_CATEGORIES, 'categories')}
            {filter('priority', TICKET_PRIORITIES, 'priorities')}
          </>
        }
        empty={<EmptyState icon={<LifeBuoyIcon />} title={t(staff ? 'staffEmptyTitle' : 'emptyTitle')} body={t(staff ? 'staffEmptyBody' : 'emptyBody')} action={newButton ?? undefined} />}
      />
      <NewTicketDialog
        open={creating}
        staff={staff}
        onClose={() => setCreating(false)}
        onOpened={(ticket) => {
          setCreating(false);
          openTicket(ticket.id);
        }}
      />
      <TicketSheet id={search.ticket} onClose={() => openTicket(undefined)} />
    </div>
  );
}
