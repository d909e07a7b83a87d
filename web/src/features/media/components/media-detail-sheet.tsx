import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import { deleteMedia, updateMedia, type MediaFolder, type MediaItem } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField, TextareaField } from '../../../components/form/fields';
import { TextField } from '../../../components/form-field';
import { StatusBadge } from '../../../components/status-badge';
import { isApiError } from '../../../lib/api';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { formatBytes, formatDimensions, formatDuration } from '../format';
import { MEDIA_KEY, mediaUsagesQuery } from '../queries';

const TOP_LEVEL = 'top';

function tagsOf(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
}

/** One item: preview, its facts, editable name, alt text, tags and folder, where it is used, delete. */
export function MediaDetailSheet({ item, folders, canManage, onClose }: { item: MediaItem | null; folders: readonly MediaFolder[]; canManage: boolean; onClose: () => void }) {
  const { t } = useTranslation('media');
  return (
    <Sheet open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel={t('detail.close')} className="w-full overflow-y-auto sm:max-w-lg">
        {item && <Details key={item.id} item={item} folders={folders} canManage={canManage} onClose={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

function Details({ item, folders, canManage, onClose }: { item: MediaItem; folders: readonly MediaFolder[]; canManage: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('media');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const usages = useQuery(mediaUsagesQuery(item.id));
  const [name, setName] = useState(item.name);
  const [altText, setAltText] = useState(item.altText ?? '');
  const [tags, setTags] = useState(item.tags.join(', '));
  const [folder, setFolder] = useState(item.folderId === null ? TOP_LEVEL : String(item.folderId));
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setName(item.name), [item.name]);

  const save = useMutation({
    mutationFn: () =>
      call(updateMedia, {
        params: { id: item.id },
        body: { name: name.trim(), altText: altText.trim() === '' ? null : altText, tags: tagsOf(tags), folderId: folder === TOP_LEVEL ? null : Number(folder) },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      snackbar.show(t('detail.saved'), { tone: 'success' });
    },
  });
  const remove = useMutation({
    mutationFn: () => call(deleteMedia, { params: { id: item.id } }),
    onSuccess: async (answer) => {
      setConfirming(false);
      onClose();
      await queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      const drafts = answer.data.detachedFromPostIds.length;
      snackbar.show(drafts > 0 ? t('deletedDetached', { count: 1, drafts }) : t('deleted', { count: 1 }), { tone: 'success' });
    },
  });

  const uses = usages.data ?? [];
  const blocking = uses.filter((use) => use.blocksDelete).length;
  const drafts = uses.filter((use) => use.status === 'draft').length;
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const facts: [string, string][] = [
    [t('detail.type'), `${t(`kind.${item.kind}`)} · ${item.mimeType}`],
    [t('detail.size'), formatBytes(item.sizeBytes, i18n.language)],
    ...(formatDimensions(item) ? ([[t('detail.dimensions'), formatDimensions(item) ?? '']] as [string, string][]) : []),
    ...(item.durationSeconds !== null ? ([[t('detail.duration'), formatDuration(item.durationSeconds)]] as [string, string][]) : []),
    [t('detail.uploaded'), formatDateTime(item.createdAt, i18n.language)],
  ];
  const folderOptions = [
    { value: TOP_LEVEL, label: t('topLevel') },
    ...folders.map((entry) => ({ value: String(entry.id), label: entry.parentId === null ? entry.name : `${folders.find((parent) => parent.id === entry.parentId)?.name ?? ''} / ${entry.name}` })),
  ];

  return (
    <div className="grid gap-6 p-6">
      <SheetHeader className="p-0 pe-8">
        <SheetTitle className="break-all">{item.name}</SheetTitle>
        <SheetDescription>{t('detail.title')}</SheetDescription>
      </SheetHeader>
      <div className="overflow-hidden rounded-xl border bg-muted">
        {item.kind === 'video' ? (
          <video src={item.url} poster={item.thumbnailUrl ?? undefined} controls preload="metadata" className="max-h-80 w-full bg-black" />
        ) : (
          <img src={item.url} alt={item.altText ?? ''} className="max-h-80 w-full object-contain" />
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="outline" size="sm" className="w-fit">
        <a href={item.url} target="_blank" rel="noreferrer">
          <ExternalLinkIcon />
          {t('detail.open')}
        </a>
      </Button>

      {canManage && (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <TextField id="media-name" label={t('detail.name')} value={name} onChange={(event) => setName(event.target.value)} maxLength={255} required error={fieldErrors.name} />
          {item.kind !== 'video' && (
            <TextareaField id="media-alt" label={t('detail.alt')} hint={t('detail.altHint')} value={altText} onChange={(event) => setAltText(event.target.value)} maxLength={1500} rows={3} error={fieldErrors.altText} />
          )}
          <TextField id="media-tags" label={t('detail.tags')} hint={t('detail.tagsHint')} value={tags} onChange={(event) => setTags(event.target.value)} error={fieldErrors.tags} />
          <SelectField id="media-folder" label={t('detail.folder')} value={folder} onValueChange={setFolder} options={folderOptions} />
          {save.error && !Object.keys(fieldErrors).length ? <FormAlert alert={{ message: describeError(tc, save.error), details: [] }} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" aria-disabled={save.isPending || undefined}>
              {save.isPending && <Spinner />}
              {save.isPending ? t('detail.saving') : t('detail.save')}
            </Button>
            <Button type="button" variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
              <Trash2Icon />
              {t('detail.delete')}
            </Button>
          </div>
        </form>
      )}

      <section className="grid gap-2" aria-labelledby="media-where-used">
        <h3 id="media-where-used" className="text-sm font-semibold">
          {t('detail.whereUsed')}
        </h3>
        {usages.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : usages.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(tc, usages.error)}
          </p>
        ) : uses.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.noUses')}</p>
        ) : (
          <ul className="grid gap-2">
            {uses.map((use) => (
              <li key={use.postId} className="grid gap-1 rounded-lg border p-3 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{t('detail.post', { id: use.postId })}</span>
                  <StatusBadge tone={use.blocksDelete ? 'warning' : use.status === 'posted' ? 'success' : 'muted'}>{t(`status.${use.status}`)}</StatusBadge>
                  {use.scheduledAt && <span className="text-xs text-muted-foreground">{formatDateTime(use.scheduledAt, i18n.language)}</span>}
                </span>
                <span className="line-clamp-2 text-muted-foreground">{use.excerpt}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.deleteTitle', { name: item.name })}
        description={blocking > 0 ? t('detail.deleteBlocked', { count: blocking }) : drafts > 0 ? t('detail.deleteBodyDrafts', { count: drafts }) : t('detail.deleteBody')}
        confirmLabel={t('detail.delete')}
        pendingLabel={t('deleting')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        error={remove.error}
      />
    </div>
  );
}
