/**
 * MediaPicker: a dialog to choose media from the workspace's library or upload new files, for
 * the composer and anything else that attaches media.
 *
 * Props
 * - `open: boolean`, `onOpenChange(open: boolean): void` — controlled like any dialog.
 * - `onSelect(media: PickedMedia[]): void` — called with the chosen items, in the order they
 *   were picked, when the user confirms; the dialog then asks to close through onOpenChange(false).
 * - `kinds?: readonly MediaKind[]` — kinds that may be chosen ('image' | 'gif' | 'video'); others
 *   are shown dimmed and filtered out by default. All kinds when absent.
 * - `max?: number` — most items that may be chosen at once (default 10).
 * - `initialSelection?: readonly number[]` — ids already attached, shown as chosen on opening.
 *
 * PickedMedia: id, kind, mimeType, sizeBytes, width, height, durationSeconds, thumbnailUrl, url,
 * name, altText (width/height/duration null when unknown; thumbnailUrl null for a video without a
 * poster). URLs are signed and expire (`urlExpiresAt` on MediaItem); keep ids, not URLs.
 *
 * Needs the Composer or ManageMediaLibrary permission (reading and uploading).
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, ImagesIcon, UploadIcon } from 'lucide-react';
import { MEDIA_ACCEPT, MEDIA_KINDS, getMedia, type MediaItem, type MediaKind } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { mediaListQuery, type MediaSearch } from '../queries';
import { useUploads } from '../upload';
import { DropZone } from './drop-zone';
import { MediaGrid } from './media-grid';
import { UploadList } from './upload-list';

export type PickedMedia = Pick<MediaItem, 'id' | 'kind' | 'mimeType' | 'sizeBytes' | 'width' | 'height' | 'durationSeconds' | 'thumbnailUrl' | 'url' | 'name' | 'altText'>;

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (media: PickedMedia[]) => void;
  kinds?: readonly MediaKind[];
  max?: number;
  initialSelection?: readonly number[];
}

const PICKER_PAGE_SIZE = 12;

function picked(item: MediaItem): PickedMedia {
  const { id, kind, mimeType, sizeBytes, width, height, durationSeconds, thumbnailUrl, url, name, altText } = item;
  return { id, kind, mimeType, sizeBytes, width, height, durationSeconds, thumbnailUrl, url, name, altText };
}

export function MediaPicker({ open, onOpenChange, onSelect, kinds = MEDIA_KINDS, max = 10, initialSelection = [] }: MediaPickerProps) {
  const { t } = useTranslation('media');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('detail.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('picker.title')}</DialogTitle>
          <DialogDescription>
            {t('picker.description')} {t('picker.max', { max })}
          </DialogDescription>
        </DialogHeader>
        {open && <PickerBody kinds={kinds} max={max} initialSelection={initialSelection} onCancel={() => onOpenChange(false)} onConfirm={(media) => {
          onSelect(media);
          onOpenChange(false);
        }} />}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({ kinds, max, initialSelection, onCancel, onConfirm }: { kinds: readonly MediaKind[]; max: number; initialSelection: readonly number[]; onCancel: () => void; onConfirm: (media: PickedMedia[]) => void }) {
  const { t } = useTranslation('media');
  const { t: tc } = useTranslation();
  const snackbar = useSnackbar();
  const [search, setSearch] = useState<MediaSearch>(kinds.length === 1 ? { kind: kinds[0] } : {});
  const [chosen, setChosen] = useState<Map<number, PickedMedia | null>>(() => new Map(initialSelection.map((id) => [id, null])));
  const list = useQuery({ ...mediaListQuery(search, PICKER_PAGE_SIZE), placeholderData: keepPreviousData });
  const allowed = (item: Pick<MediaItem, 'kind'>) => kinds.includes(item.kind);

  const choose = (item: MediaItem) => {
    if (!allowed(item)) return;
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else if (next.size >= max) snackbar.show(t('picker.limitReached', { max }), { tone: 'error' });
      else next.set(item.id, picked(item));
      return next;
    });
  };
  const uploads = useUploads(undefined, (item) => {
    if (allowed(item)) setChosen((current) => (current.has(item.id) || current.size >= max ? current : new Map(current).set(item.id, picked(item))));
  });
  const addFiles = (files: File[]) => {
    uploads.add(files).catch((error: unknown) => snackbar.show(`${t('uploads.failed')}: ${describeError(tc, error)}`, { tone: 'error' }));
  };

  // Items chosen before opening are read once, so confirming keeps them (deleted ones drop out).
  const [waiting] = useState(() => [...initialSelection]);
  useEffect(() => {
    if (waiting.length === 0) return;
    let live = true;
    void Promise.all(waiting.map((id) => call(getMedia, { params: { id } }).then((answer) => answer.data, () => null))).then((items) => {
      if (!live) return;
      setChosen((current) => {
        const next = new Map(current);
        waiting.forEach((id, index) => {
          const item = items[index];
          if (item) next.set(id, picked(item));
          else next.delete(id);
        });
        return next;
      });
    });
    return () => {
      live = false;
    };
  }, [waiting]);

  const page = list.data;
  const pageNumber = (search.page ?? 1);
  const selectedIds = new Set(chosen.keys());
  const ready = [...chosen.values()].filter((value): value is PickedMedia => value !== null);

  return (
    <DropZone onFiles={addFiles} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-48 flex-1">
          <DataTableSearch label={t('search')} placeholder={t('searchPlaceholder')} value={search.search ?? ''} onSearch={(text) => setSearch((current) => ({ ...current, search: text.trim() || undefined, page: undefined }))} />
        </div>
        {kinds.length > 1 && (
          <Tabs value={search.kind ?? 'all'} onValueChange={(value) => setSearch((current) => ({ ...current, kind: kinds.find((kind) => kind === value), page: undefined }))}>
            <TabsList aria-label={t('columns.kind')}>
              <TabsTrigger value="all">{t('kinds.all')}</TabsTrigger>
              {kinds.map((kind) => (
                <TabsTrigger key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
        )}
        <label className="inline-flex">
          <input
            type="file"
            multiple
            accept={MEDIA_ACCEPT.filter((type) => kinds.some((kind) => (kind === 'gif' ? type === 'image/gif' : type.startsWith(`${kind}/`) && type !== 'image/gif'))).join(',')}
            className="peer sr-only"
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <span className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium shadow-xs peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 hover:bg-accent">
            <UploadIcon className="size-4" aria-hidden="true" />
            {t('picker.upload')}
          </span>
        </label>
      </div>
      <UploadList tasks={uploads.tasks} onClear={uploads.clearFinished} />
      {list.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="aspect-square w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState icon={<ImagesIcon />} title={t('error.title')} body={describeError(tc, list.error)} role="alert" action={<Button variant="outline" onClick={() => void list.refetch()}>{tc('common.retry')}</Button>} />
      ) : page && page.data.length === 0 ? (
        <EmptyState icon={<ImagesIcon />} title={search.search || search.kind ? t('empty.filteredTitle') : t('empty.title')} body={search.search || search.kind ? t('empty.filteredBody') : t('empty.body')} role="status" />
      ) : page ? (
        <div className="[&_ul]:sm:grid-cols-4 [&_ul]:xl:grid-cols-4 [&_ul]:2xl:grid-cols-4">
          <MediaGrid items={page.data} view="grid" selected={selectedIds} onToggle={choose} onOpen={choose} disabled={(item) => !allowed(item)} />
        </div>
      ) : null}
      {page && page.pages > 1 && (
        <nav className="flex items-center justify-end gap-2" aria-label={t('page', { page: pageNumber, pages: page.pages })}>
          <span className="text-sm text-muted-foreground">{t('page', { page: pageNumber, pages: page.pages })}</span>
          <Button variant="outline" size="icon-sm" disabled={pageNumber <= 1} onClick={() => setSearch((current) => ({ ...current, page: pageNumber - 1 }))} aria-label={t('previous')}>
            <ChevronLeftIcon className="rtl:rotate-180" />
          </Button>
          <Button variant="outline" size="icon-sm" disabled={pageNumber >= page.pages} onClick={() => setSearch((current) => ({ ...current, page: pageNumber + 1 }))} aria-label={t('next')}>
            <ChevronRightIcon className="rtl:rotate-180" />
          </Button>
        </nav>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('picker.cancel')}
        </Button>
        <Button onClick={() => onConfirm(ready)} disabled={ready.length === 0}>
          {t('picker.add', { count: ready.length })}
        </Button>
      </DialogFooter>
    </DropZone>
  );
}
