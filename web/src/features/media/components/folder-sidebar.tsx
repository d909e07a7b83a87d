import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FolderIcon, FolderOpenIcon, FolderPlusIcon, ImagesIcon, InboxIcon, PencilIcon, Trash2Icon, TagIcon } from 'lucide-react';
import { deleteMediaFolder, type MediaFolder, type MediaTagCount } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RowActions } from '../../../components/row-actions';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { MEDIA_KEY } from '../queries';
import { FolderDialog } from './folder-dialog';

function FolderLink({ label, count, active, icon, onSelect, depth = 0 }: { label: string; count?: number; active: boolean; icon: React.ReactNode; onSelect: () => void; depth?: number }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'flex w-full min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-start text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0',
        depth > 0 && 'ps-7',
        active ? 'bg-accent font-medium text-accent-foreground' : 'text-foreground',
      )}
    >
      {icon}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && <span className="text-xs text-muted-foreground tabular-nums">{count}</span>}
    </button>
  );
}

/** Folders (one level inside top-level ones) and tags that filter the library. */
export function FolderSidebar({
  folders,
  tags,
  folderId,
  tag,
  canManage,
  onFolder,
  onTag,
}: {
  folders: readonly MediaFolder[];
  tags: readonly MediaTagCount[];
  folderId: number | undefined;
  tag: string | undefined;
  canManage: boolean;
  onFolder: (folderId: number | undefined) => void;
  onTag: (tag: string | undefined) => void;
}) {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [dialog, setDialog] = useState<{ folder: MediaFolder | null; parent: MediaFolder | null } | null>(null);
  const [deleting, setDeleting] = useState<MediaFolder | null>(null);
  const remove = useMutation({
    mutationFn: (folder: MediaFolder) => call(deleteMediaFolder, { params: { id: folder.id } }),
    onSuccess: async (_answer, folder) => {
      if (folderId === folder.id || folders.some((child) => child.parentId === folder.id && child.id === folderId)) onFolder(undefined);
      await queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      snackbar.show(t('folders.deleted'), { tone: 'success' });
      setDeleting(null);
    },
  });
  const topLevel = folders.filter((folder) => folder.parentId === null);
  const childrenOf = (id: number) => folders.filter((folder) => folder.parentId === id);
  const deletedCount = deleting ? deleting.itemCount + childrenOf(deleting.id).reduce((sum, child) => sum + child.itemCount, 0) : 0;

  const row = (folder: MediaFolder, depth: number) => (
    <li key={folder.id} className="group flex items-center gap-1">
      <FolderLink
        label={folder.name}
        count={folder.itemCount}
        depth={depth}
        active={folderId === folder.id}
        icon={folderId === folder.id ? <FolderOpenIcon aria-hidden="true" /> : <FolderIcon aria-hidden="true" />}
        onSelect={() => onFolder(folder.id)}
      />
      {canManage && (
        <RowActions
          name={folder.name}
          actions={[
            ...(depth === 0 ? [{ label: t('folders.newInside'), icon: <FolderPlusIcon />, onSelect: () => setDialog({ folder: null, parent: folder }) }] : []),
            { label: t('folders.rename'), icon: <PencilIcon />, onSelect: () => setDialog({ folder, parent: null }) },
            { label: t('folders.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(folder), destructive: true },
          ]}
        />
      )}
    </li>
  );

  return (
    <aside className="grid content-start gap-5" aria-label={t('folders.title')}>
      <nav className="grid gap-1" aria-labelledby="media-folders-title">
        <div className="flex items-center justify-between gap-2 px-2">
          <h2 id="media-folders-title" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('folders.title')}
          </h2>
          {canManage && (
            <Button variant="ghost" size="icon-sm" onClick={() => setDialog({ folder: null, parent: null })} aria-label={t('folders.new')} title={t('folders.new')}>
              <FolderPlusIcon />
            </Button>
          )}
        </div>
        <ul className="grid gap-0.5">
          <li>
            <FolderLink label={t('folders.all')} active={folderId === undefined} icon={<ImagesIcon aria-hidden="true" />} onSelect={() => onFolder(undefined)} />
          </li>
          <li>
            <FolderLink label={t('folders.unfiled')} active={folderId === 0} icon={<InboxIcon aria-hidden="true" />} onSelect={() => onFolder(0)} />
          </li>
          {topLevel.map((folder) => [row(folder, 0), ...childrenOf(folder.id).map((child) => row(child, 1))])}
        </ul>
      </nav>
      <section className="grid gap-2" aria-labelledby="media-tags-title">
        <h2 id="media-tags-title" className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('tags.title')}
        </h2>
        {tags.length === 0 ? (
          <p className="px-2 text-sm text-muted-foreground">{t('tags.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5 px-2">
            {tag && (
              <li>
                <button type="button" onClick={() => onTag(undefined)} className="rounded-full border px-2.5 py-1 text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50">
                  {t('tags.clear')}
                </button>
              </li>
            )}
            {tags.map((entry) => (
              <li key={entry.tag}>
                <button
                  type="button"
                  aria-pressed={tag === entry.tag}
                  aria-label={t('tags.filter', { tag: entry.tag })}
                  onClick={() => onTag(tag === entry.tag ? undefined : entry.tag)}
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    tag === entry.tag && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                  )}
                >
                  <TagIcon className="size-3" aria-hidden="true" />
                  {entry.tag}
                  <span className="opacity-70 tabular-nums">{entry.count}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <FolderDialog open={dialog !== null} folder={dialog?.folder ?? null} parent={dialog?.parent ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('folders.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('folders.deleteBody', { count: deletedCount })}
        confirmLabel={t('folders.delete')}
        pendingLabel={t('deleting')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        error={remove.error}
      />
    </aside>
  );
}
