import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheckIcon, InboxIcon } from 'lucide-react';
import { approveCreator, refuseCreator, type CreatorApplication } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { nextListSearch } from '../../../components/data-table/list-search';
import { TextareaField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { APPLICATION_LIST_DEFAULTS, APPLICATION_STATUSES, type ApplicationSearch, type ApplicationSort } from '../search';
import { CREATORS_KEY, applicationsQuery } from '../queries';
import { ApplicationFacts, CreatorStatusBadge, LanguageList, NetworkBadges, selectClass } from './bits';

/** /client/creators: staff review creator applications (the §7 list query, filtered by status) and approve or refuse them with a note. */
export function ApplicationsPage({ search, onNavigate }: { search: ApplicationSearch; onNavigate: (search: ApplicationSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('creators');
  useDocumentTitle(t('review.title'));
  const { data: page } = useSuspenseQuery(applicationsQuery(search));
  const busy = useListBusy();
  const { application: openId, ...listSearch } = search;
  const keep = (next: ApplicationSearch): ApplicationSearch => ({ ...next, ...(search.status ? { status: search.status } : {}) });
  const open = page.data.find((row) => row.id === openId) ?? null;

  const columns: DataColumn<CreatorApplication, ApplicationSort>[] = [
    {
      id: 'display_name',
      header: t('review.columns.applicant'),
      sort: 'display_name',
      cell: (row) => (
        <button type="button" className="grid min-w-48 gap-0.5 text-start hover:underline focus-visible:underline" onClick={() => onNavigate({ ...search, application: row.id })}>
          <span className="font-medium">{row.display_name}</span>
          <span className="line-clamp-1 max-w-80 text-xs text-muted-foreground">{row.bio}</span>
        </button>
      ),
    },
    { id: 'networks', header: t('fields.networks'), cell: (row) => <NetworkBadges networks={row.networks} /> },
    { id: 'languages', header: t('fields.languages'), cell: (row) => <span className="text-sm"><LanguageList languages={row.languages} /></span> },
    { id: 'status', header: t('review.columns.status'), cell: (row) => <CreatorStatusBadge status={row.status} /> },
    { id: 'created_at', header: t('review.columns.submitted'), sort: 'created_at', cell: (row) => <span className="text-sm whitespace-nowrap text-muted-foreground">{formatDateTime(row.created_at, i18n.language)}</span> },
    {
      id: 'actions',
      header: <span className="sr-only">{t('review.columns.actions')}</span>,
      className: 'text-end',
      cell: (row) => (
        <Button variant="outline" size="sm" onClick={() => onNavigate({ ...search, application: row.id })} aria-label={t('review.openFor', { name: row.display_name })}>
          {t('review.open')}
        </Button>
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('review.eyebrow')} title={t('review.title')} description={t('review.description')} />
      <DataTable
        label={t('review.title')}
        columns={columns}
        page={page}
        rowId={(row) => String(row.id)}
        search={listSearch}
        defaults={APPLICATION_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(keep(next))}
        busy={busy}
        filtered={search.status !== undefined}
        toolbar={
          <>
            <DataTableSearch label={t('review.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(keep(nextListSearch(listSearch, { search: text }, APPLICATION_LIST_DEFAULTS)), true)} />
            <label className="sr-only" htmlFor="application-filter-status">
              {t('review.columns.status')}
            </label>
            <select
              id="application-filter-status"
              className={selectClass}
              value={search.status ?? ''}
              onChange={(event) => {
                const next: ApplicationSearch = { ...nextListSearch(listSearch, { page: 0 }, APPLICATION_LIST_DEFAULTS) };
                const status = APPLICATION_STATUSES.find((value) => value === event.target.value);
                if (status) next.status = status;
                onNavigate(next);
              }}
            >
              <option value="">{t('review.allStatuses')}</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </>
        }
        empty={<EmptyState icon={<InboxIcon />} title={search.status === 'pending' ? t('review.emptyPendingTitle') : t('review.emptyTitle')} body={t('review.emptyBody')} />}
      />
      <ReviewSheet application={open} onClose={() => onNavigate(listSearch, true)} />
    </div>
  );
}

/** One application in full, with the note and the approve / refuse buttons while it is pending. */
function ReviewSheet({ application, onClose }: { application: CreatorApplication | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('creators');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: ({ id, to }: { id: number; to: 'approve' | 'refuse' }) => call(to === 'approve' ? approveCreator : refuseCreator, { params: { id }, body: { note } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
      snackbar.show(t(response.data.status === 'approved' ? 'review.approved' : 'review.refused', { name: response.data.display_name }), { tone: 'success' });
      setNote('');
    },
  });
  const noteError = isApiError(decide.error) ? decide.error.fieldErrors.note : undefined;
  const otherError = decide.error && !noteError ? { message: describeError(tc, decide.error), details: [] } : null;

  return (
    <Sheet
      open={application !== null}
      onOpenChange={(next) => {
        if (!next && !decide.isPending) {
          decide.reset();
          setNote('');
          onClose();
        }
      }}
    >
      <SheetContent closeLabel={t('review.close')} className="w-full overflow-y-auto sm:max-w-xl" data-testid="application-sheet">
        {application && (
          <>
            <SheetHeader>
              <SheetTitle className="flex flex-wrap items-center gap-2">
                {application.display_name}
                <CreatorStatusBadge status={application.status} />
              </SheetTitle>
              <SheetDescription>{t('review.submittedAt', { date: formatDateTime(application.created_at, i18n.language) })}</SheetDescription>
            </SheetHeader>
            <div className="grid gap-5 px-4 pb-6">
              <dl className="grid gap-3 text-sm">
                <ApplicationFacts application={application} />
              </dl>
              {application.status === 'pending' ? (
                <form
                  className="grid gap-4"
                  aria-label={t('review.decide')}
                  onSubmit={(event) => {
                    event.preventDefault();
                  }}
                >
                  <FormAlert alert={otherError} />
                  <TextareaField
                    id="decision-note"
                    label={t('review.note')}
                    hint={t('review.noteHint')}
                    rows={4}
                    maxLength={2000}
                    value={note}
                    onChange={(event) => {
                      setNote(event.target.value);
                      if (decide.isError) decide.reset();
                    }}
                    error={noteError ? t('review.noteRequired') : undefined}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button type="button" onClick={() => decide.mutate({ id: application.id, to: 'approve' })} disabled={decide.isPending} data-testid="application-approve">
                      {decide.isPending && decide.variables.to === 'approve' ? <Spinner /> : <BadgeCheckIcon />}
                      {t('review.approve')}
                    </Button>
                    <Button type="button" variant="destructive" onClick={() => decide.mutate({ id: application.id, to: 'refuse' })} disabled={decide.isPending} data-testid="application-refuse">
                      {decide.isPending && decide.variables.to === 'refuse' && <Spinner />}
                      {t('review.refuse')}
                    </Button>
                  </div>
                </form>
              ) : (
                <div className="grid gap-1 rounded-lg border p-3 text-sm">
                  <span className="font-medium">{t('review.decidedAt', { date: application.decided_at ? formatDateTime(application.decided_at, i18n.language) : '' })}</span>
                  {application.decision_note ? <p className="whitespace-pre-line">{application.decision_note}</p> : <p className="text-muted-foreground">{t('review.noNote')}</p>}
                </div>
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
