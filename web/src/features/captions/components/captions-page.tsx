import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HashIcon, MessageSquareQuoteIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { deleteCaption, type Caption, type CaptionKind } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { cn } from '../../../lib/utils';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { CAPTIONS_KEY, CAPTION_LIST_DEFAULTS, captionsQuery, type CaptionSearch, type CaptionSort } from '../queries';
import { CaptionFormDialog } from './caption-form-dialog';

const KIND_FILTERS = ['all', 'caption', 'hashtags'] as const;

/** /caption (Post Setting Tools → Caption): saved captions and hashtag groups, inserted from the composer. */
export function CaptionsPage({ search, onNavigate }: { search: CaptionSearch; onNavigate: (search: CaptionSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('captions');
  useDocumentTitle(t('title'));
  const { data: page } = useSuspenseQuery(captionsQuery(search));
  const busy = useListBusy();
  const [dialog, setDialog] = useState<{ caption: Caption | null } | null>(null);
  const [deleting, setDeleting] = useState<Caption | null>(null);
  // The list's own changes keep the kind filter.
  const withKind = (next: CaptionSearch): CaptionSearch => (search.kind ? { ...next, kind: search.kind } : next);
  const filterKind = (kind: CaptionKind | undefined) => {
    const next = nextListSearch(search, { page: 0 }, CAPTION_LIST_DEFAULTS);
    onNavigate(kind ? { ...next, kind } : next);
  };

  const columns: DataColumn<Caption, CaptionSort>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (caption) => (
        <span className="grid gap-1">
          <span className="flex items-center gap-2 font-medium">
            {caption.name}
            <Badge variant="secondary" className="font-normal">
              {t(`kinds.${caption.kind}`)}
            </Badge>
          </span>
          {caption.text && <span className="line-clamp-2 max-w-xl text-sm whitespace-pre-line text-muted-foreground">{caption.text}</span>}
          {caption.tags.length > 0 && <span className="line-clamp-1 max-w-xl text-sm text-primary">{caption.tags.join(' ')}</span>}
        </span>
      ),
    },
    {
      id: 'usageCount',
      header: t('columns.usage'),
      sort: 'usageCount',
      className: 'whitespace-nowrap',
      cell: (caption) => (
        <span className="grid gap-0.5">
          <span data-testid={`caption-usage-${caption.id}`}>{t('usage', { count: caption.usageCount })}</span>
          {caption.lastUsedAt && <span className="text-xs text-muted-foreground">{t('lastUsed', { date: formatDate(caption.lastUsedAt, i18n.language) })}</span>}
        </span>
      ),
    },
    { id: 'updatedAt', header: t('columns.updatedAt'), sort: 'updatedAt', className: 'whitespace-nowrap', cell: (caption) => formatDate(caption.updatedAt, i18n.language) },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (caption) => (
        <RowActions
          name={caption.name}
          actions={[
            { label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setDialog({ caption }) },
            { label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(caption), destructive: true },
          ]}
        />
      ),
    },
  ];

  const addButton = (
    <Button onClick={() => setDialog({ caption: null })} data-testid="caption-add">
      <PlusIcon />
      {t('add')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={addButton} />
      <DataTable
        label={t('title')}
        columns={columns}
        page={page}
        rowId={(caption) => String(caption.id)}
        search={search}
        defaults={CAPTION_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(withKind(next))}
        filtered={search.kind !== undefined}
        busy={busy}
        toolbar={
          <>
            <DataTableSearch
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={search.search ?? ''}
              onSearch={(text) => onNavigate(withKind(nextListSearch(search, { search: text }, CAPTION_LIST_DEFAULTS)), true)}
            />
            <div role="group" aria-label={t('kindFilter')} className="flex rounded-md border p-0.5">
              {KIND_FILTERS.map((kind) => {
                const active = (search.kind ?? 'all') === kind;
                return (
                  <Button
                    key={kind}
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-pressed={active}
                    className={cn('h-7', active && 'bg-accent text-accent-foreground')}
                    onClick={() => filterKind(kind === 'all' ? undefined : kind)}
                  >
                    {t(`filters.${kind}`)}
                  </Button>
                );
              })}
            </div>
          </>
        }
        empty={<EmptyState icon={search.kind === 'hashtags' ? <HashIcon /> : <MessageSquareQuoteIcon />} title={t('emptyTitle')} body={t('emptyBody')} action={addButton} />}
      />
      <CaptionFormDialog open={dialog !== null} caption={dialog?.caption ?? null} onClose={() => setDialog(null)} />
      <DeleteCaptionDialog caption={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function DeleteCaptionDialog({ caption, onClose }: { caption: Caption | null; onClose: () => void }) {
  const { t } = useTranslation('captions');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Caption) => call(deleteCaption, { params: { id: target.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: CAPTIONS_KEY });
      snackbar.show(t('delete.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={caption !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('delete.title', { name: caption?.name })}
      description={t('delete.body')}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => caption && mutation.mutate(caption)}
    />
  );
}
