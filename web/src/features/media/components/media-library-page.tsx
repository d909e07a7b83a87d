import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, FolderInputIcon, ImagesIcon, LayoutGridIcon, ListIcon, SearchXIcon, Trash2Icon, UploadIcon, XIcon } from 'lucide-react';
import { MEDIA_ACCEPT, MEDIA_KINDS, deleteMediaBulk, moveMedia, type MediaItem, type MediaKind } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useRequiredSession } from '../../session/use-session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { MEDIA_KEY, mediaFoldersQuery, mediaListQuery, mediaTagsQuery, type MediaSearch } from '../queries';
import { useUploads } from '../upload';
import { DropZone } from './drop-zone';
import { FolderSidebar } from './folder-sidebar';
import { MediaDetailSheet } from './media-detail-sheet';
import { MediaGrid } from './media-grid';
import { UploadList } from './upload-list';

const SORTS = {
  newest: { sort: 'createdAt', order: 'desc' },
  oldest: { sort: 'createdAt', order: 'asc' },
  name: { sort: 'name', order: 'asc' },
  largest: { sort: 'sizeBytes', order: 'desc' },
  smallest: { sort: 'sizeBytes', order: 'asc' },
} as const;
type SortName = keyof typeof SORTS;

function sortNameOf(search: MediaSearch): SortName {
  const sort = search.sort ?? 'createdAt';
  const order = search.order ?? (sort === 'createdAt' || sort === 'sizeBytes' ? 'desc' : 'asc');
  return (Object.keys(SORTS) as SortName[]).find((name) => SORTS[name].sort === sort && SORTS[name].order === order) ?? 'newest';
}

/** /media_manager: the workspace's media library. */
export function MediaLibraryPage({ search, onNavigate }: { search: MediaSearch; onNavigate: (search: MediaSearch, replace?: boolean) => void }) {
  const { t } = useTranslation('media');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('title'));
  const session = useRequiredSession();
  const canManage = session.user.permissions.includes('ManageMediaLibrary');
  const { data: page } = useSuspenseQuery(mediaListQuery(search));
  const { data: folders } = useSuspenseQuery(mediaFoldersQuery());
  const { data: tags } = useSuspenseQuery(mediaTagsQuery());
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const fileInput = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [opened, setOpened] = useState<MediaItem | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const uploadFolder = search.folderId && search.folderId > 0 ? search.folderId : undefined;
  const uploads = useUploads(uploadFolder);
  const view = search.view ?? 'grid';
  const filtered = Boolean(search.search || search.kind || search.tag || search.folderId !== undefined);

  const go = useCallback((change: Partial<MediaSearch>, replace = false) => {
    const next: MediaSearch = { ...search, ...change };
    if (!('page' in change)) delete next.page;
    for (const key of Object.keys(next) as (keyof MediaSearch)[]) if (next[key] === undefined || next[key] === '') delete next[key];
    setSelected(new Set());
    onNavigate(next, replace);
  }, [onNavigate, search]);

  const addFiles = (files: File[]) => {
    uploads.add(files).catch((error: unknown) => snackbar.show(`${t('uploads.failed')}: ${describeError(tc, error)}`, { tone: 'error' }));
  };

  const move = useMutation({
    mutationFn: (folderId: number | null) => call(moveMedia, { body: { ids: [...selected], folderId } }),
    onSuccess: async (answer) => {
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      snackbar.show(t('moved', { count: answer.data.updated }), { tone: 'success' });
    },
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => call(deleteMediaBulk, { body: { ids: [...selected] } }),
    onSuccess: async (answer) => {
      setSelected(new Set());
      setConfirmDelete(false);
      await queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      const { deletedIds, detachedFromPostIds } = answer.data;
      snackbar.show(detachedFromPostIds.length > 0 ? t('deletedDetached', { count: deletedIds.length, drafts: detachedFromPostIds.length }) : t('deleted', { count: deletedIds.length }), { tone: 'success' });
    },
  });

  const toggle = (item: MediaItem) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.add(item.id);
      return next;
    });
  const pageNumber = page.page + 1;

  const uploadButton = (
    <Button onClick={() => fileInput.current?.click()}>
      <UploadIcon />
      {t('upload')}
    </Button>
  );

  return (
    <DropZone onFiles={addFiles} className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={uploadButton} />
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={MEDIA_ACCEPT.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          addFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <FolderSidebar
          folders={folders}
          tags={tags}
          folderId={search.folderId}
          tag={search.tag}
          canManage={canManage}
          onFolder={(folderId) => go({ folderId })}
          onTag={(tag) => go({ tag })}
        />
        <section className="grid min-w-0 content-start gap-4" aria-label={t('title')}>
          <div className="flex flex-wrap items-center gap-3">
            <div className="min-w-56 flex-1">
              <DataTableSearch label={t('search')} placeholder={t('searchPlaceholder')} value={search.search ?? ''} onSearch={(text) => go({ search: text.trim() || undefined }, true)} />
            </div>
            <Tabs value={search.kind ?? 'all'} onValueChange={(value) => go({ kind: MEDIA_KINDS.find((kind) => kind === value) })}>
              <TabsList aria-label={t('columns.kind')}>
                <TabsTrigger value="all">{t('kinds.all')}</TabsTrigger>
                {MEDIA_KINDS.map((kind: MediaKind) => (
                  <TabsTrigger key={kind} value={kind}>
                    {t(`kinds.${kind}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
            <Select value={sortNameOf(search)} onValueChange={(value) => go(SORTS[value as SortName])}>
              <SelectTrigger className="w-44" aria-label={t('sort.label')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(SORTS) as SortName[]).map((name) => (
                  <SelectItem key={name} value={name}>
                    {t(`sort.${name}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <div className="flex rounded-md border p-0.5" role="group" aria-label={t('view.label')}>
              {(['grid', 'list'] as const).map((option) => (
                <Button key={option} variant={view === option ? 'secondary' : 'ghost'} size="icon-sm" aria-pressed={view === option} aria-label={t(`view.${option}`)} title={t(`view.${option}`)} onClick={() => go({ view: option, ...(search.page ? { page: search.page } : {}) }, true)}>
                  {option === 'grid' ? <LayoutGridIcon /> : <ListIcon />}
                </Button>
              ))}
            </div>
          </div>

          <UploadList tasks={uploads.tasks} onClear={uploads.clearFinished} />

          {selected.size > 0 && (
            <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-accent/50 px-3 py-2" role="region" aria-label={t('selected', { count: selected.size })}>
              <span className="text-sm font-medium">{t('selected', { count: selected.size })}</span>
              <span className="flex-1" />
              {canManage && (
                <>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="outline" size="sm" disabled={move.isPending}>
                        <FolderInputIcon />
                        {t('moveTo')}
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => move.mutate(null)}>{t('topLevel')}</DropdownMenuItem>
                      {folders.map((folder) => (
                        <DropdownMenuItem key={folder.id} onSelect={() => move.mutate(folder.id)} className={folder.parentId !== null ? 'ps-6' : undefined}>
                          {folder.name}
                        </DropdownMenuItem>
                      ))}
                    </DropdownMenuContent>
                  </DropdownMenu>
                  <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirmDelete(true)}>
                    <Trash2Icon />
                    {t('deleteSelected')}
                  </Button>
                </>
              )}
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                <XIcon />
                {t('clearSelection')}
              </Button>
            </div>
          )}

          {page.data.length === 0 ? (
            <div className="rounded-xl border border-dashed bg-card">
              {filtered ? (
                <EmptyState icon={<SearchXIcon />} title={t('empty.filteredTitle')} body={t('empty.filteredBody')} role="status" />
              ) : (
                <EmptyState icon={<ImagesIcon />} title={t('empty.title')} body={t('empty.body')} action={uploadButton} role="status" />
              )}
            </div>
          ) : (
            <MediaGrid
              items={page.data}
              view={view}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(select) => setSelected(select ? new Set(page.data.map((item) => item.id)) : new Set())}
              onOpen={setOpened}
            />
          )}

          {page.pages > 1 && (
            <nav className="flex items-center justify-end gap-2" aria-label={t('page', { page: pageNumber, pages: page.pages })}>
              <span className="text-sm text-muted-foreground">{t('page', { page: pageNumber, pages: page.pages })}</span>
              <Button variant="outline" size="icon-sm" disabled={pageNumber <= 1} onClick={() => go({ page: pageNumber - 1 })} aria-label={t('previous')}>
                <ChevronLeftIcon className="rtl:rotate-180" />
              </Button>
              <Button variant="outline" size="icon-sm" disabled={pageNumber >= page.pages} onClick={() => go({ page: pageNumber + 1 })} aria-label={t('next')}>
                <ChevronRightIcon className="rtl:rotate-180" />
              </Button>
            </nav>
          )}
        </section>
      </div>
      <MediaDetailSheet item={opened} folders={folders} canManage={canManage} onClose={() => setOpened(null)} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('deleteTitle', { count: selected.size })}
        description={t('deleteBody')}
        confirmLabel={t('deleteSelected')}
        pendingLabel={t('deleting')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        error={remove.error}
      />
    </DropZone>
  );
}
