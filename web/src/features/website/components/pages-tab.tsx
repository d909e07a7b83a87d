import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, FileTextIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { PAGE_STATUSES, deletePage, publishPage, unpublishPage, type CmsPage, type PageStatus } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { LOCALE_NAMES } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RowActions } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch, type ListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { PAGE_LIST_DEFAULTS, WEBSITE_KEY, pagesQuery, type PageSort, type WebsiteSearch } from '../queries';
import { LocaleFilter, selectClass } from './filters';
import type { Navigate } from './website-page';

export function PagesTab({ search, onNavigate }: { search: WebsiteSearch; onNavigate: Navigate }) {
  const { t, i18n } = useTranslation('website');
  const { data: page } = useSuspenseQuery(pagesQuery(search));
  const busy = useListBusy();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [deleting, setDeleting] = useState<CmsPage | null>(null);
  const filters = { ...(search.locale ? { locale: search.locale } : {}), ...(search.status ? { status: search.status } : {}) };
  const listSearch = search as ListSearch<PageSort>;

  const status = useMutation({
    mutationFn: (target: CmsPage) => call(target.status === 'published' ? unpublishPage : publishPage, { params: { id: target.id } }),
    onSuccess: async (response) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITE_KEY }), queryClient.invalidateQueries({ queryKey: ['public-site'] })]);
      snackbar.show(t(response.data.status === 'published' ? 'pages.publishedDone' : 'pages.unpublishedDone', { title: response.data.title }), { tone: 'success' });
    },
    onError: () => snackbar.show(t('pages.statusFailed'), { tone: 'error' }),
  });

  const columns: DataColumn<CmsPage, PageSort>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      sort: 'title',
      cell: (row) => (
        <span className="grid gap-0.5">
          <Link to="/website-pages/$id" params={{ id: row.id }} className="font-medium hover:underline">
            {row.title}
          </Link>
          <span className="line-clamp-1 max-w-md text-xs text-muted-foreground">{row.meta_description}</span>
        </span>
      ),
    },
    { id: 'slug', header: t('columns.slug'), sort: 'slug', cell: (row) => <code className="text-xs">{row.slug}</code> },
    { id: 'locale', header: t('columns.locale'), cell: (row) => LOCALE_NAMES[row.locale] },
    { id: 'sections', header: t('columns.sections'), className: 'whitespace-nowrap', cell: (row) => t('pages.sectionCount', { count: row.components.length }) },
    { id: 'status', header: t('columns.status'), cell: (row) => <StatusBadge tone={row.status === 'published' ? 'success' : 'muted'}>{t(`status.${row.status}`)}</StatusBadge> },
    { id: 'updated', header: t('columns.updated'), className: 'whitespace-nowrap', cell: (row) => <span className="text-sm text-muted-foreground">{formatDateTime(row.updatedAt, i18n.language)}</span> },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (row) => (
        <RowActions
          name={row.title}
          actions={[
            { label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => void navigate({ to: '/website-pages/$id', params: { id: row.id } }) },
            row.status === 'published'
              ? { label: t('actions.unpublish'), icon: <EyeOffIcon />, onSelect: () => status.mutate(row) }
              : { label: t('actions.publish'), icon: <EyeIcon />, onSelect: () => status.mutate(row) },
            { label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(row), destructive: true },
          ]}
        />
      ),
    },
  ];

  const addButton = (
    <Button asChild data-testid="page-add">
      <Link to="/website-pages/new">
        <PlusIcon />
        {t('pages.add')}
      </Link>
    </Button>
  );

  return (
    <>
      <DataTable
        label={t('tabs.pages')}
        columns={columns}
        page={page}
        rowId={(row) => String(row.id)}
        search={listSearch}
        defaults={PAGE_LIST_DEFAULTS}
        pageSizes={[10, 25, 50, 100]}
        onSearchChange={(next) => onNavigate({ ...next, ...filters })}
        busy={busy}
        filtered={search.locale !== undefined || search.status !== undefined}
        toolbar={
          <>
            <DataTableSearch label={t('pages.search')} value={search.search ?? ''} onSearch={(text) => onNavigate({ ...nextListSearch(listSearch, { search: text }, PAGE_LIST_DEFAULTS), ...filters }, true)} />
            <LocaleFilter id="pages-locale" all value={search.locale} onChange={(locale) => onNavigate({ ...nextListSearch(listSearch, { page: 0 }, PAGE_LIST_DEFAULTS), ...filters, locale })} />
            <label className="sr-only" htmlFor="pages-status">
              {t('filters.status')}
            </label>
            <select
              id="pages-status"
              className={selectClass}
              value={search.status ?? ''}
              onChange={(event) => onNavigate({ ...nextListSearch(listSearch, { page: 0 }, PAGE_LIST_DEFAULTS), ...filters, status: (event.target.value || undefined) as PageStatus | undefined })}
            >
              <option value="">{t('filters.allStatuses')}</option>
              {PAGE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </select>
            <span className="ms-auto">{addButton}</span>
          </>
        }
        empty={<EmptyState icon={<FileTextIcon />} title={t('pages.emptyTitle')} body={t('pages.emptyBody')} action={addButton} />}
      />
      <DeletePageDialog page={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function DeletePageDialog({ page, onClose }: { page: CmsPage | null; onClose: () => void }) {
  const { t } = useTranslation('website');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: CmsPage) => call(deletePage, { params: { id: target.id } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITE_KEY }), queryClient.invalidateQueries({ queryKey: ['public-site'] })]);
      snackbar.show(t('pages.deleted', { title: page?.title }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={page !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('pages.deleteTitle', { title: page?.title })}
      description={t('pages.deleteBody')}
      confirmLabel={t('actions.delete')}
      pendingLabel={t('pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => page && mutation.mutate(page)}
    />
  );
}
