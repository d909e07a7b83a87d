import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, InboxIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { deletePost, reorderQueue, type Queue, type QueueEntry } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { cn } from '../../../lib/utils';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { POSTS_KEY } from '../../posts/queries';
import { formatInZone } from '../../posts/use-time-zone';
import { QUEUES_KEY } from '../queries';
import { moveItem } from '../slots';

/** The posts waiting in one account's queue, in slot order: drag or move them; the slot times stay. */
export function QueueList({ queue }: { queue: Queue }) {
  const { t, i18n } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [order, setOrder] = useState<QueueEntry[]>(queue.entries);
  const [deleting, setDeleting] = useState<QueueEntry | null>(null);
  useEffect(() => setOrder(queue.entries), [queue.entries]);
  const times = queue.entries.map((entry) => entry.slotAt);

  const reorder = useMutation({
    mutationFn: (next: QueueEntry[]) => call(reorderQueue, { params: { id: queue.accountId }, body: { targetIds: next.map((entry) => entry.targetId) } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: QUEUES_KEY }), queryClient.invalidateQueries({ queryKey: POSTS_KEY })]);
      snackbar.show(t('queue.reordered'), { tone: 'success' });
    },
    onError: () => setOrder(queue.entries),
  });
  const remove = useMutation({
    mutationFn: (entry: QueueEntry) => call(deletePost, { params: { id: entry.postId } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: QUEUES_KEY }), queryClient.invalidateQueries({ queryKey: POSTS_KEY })]);
      snackbar.show(t('delete.done'), { tone: 'success' });
      setDeleting(null);
    },
  });

  const move = (from: number, to: number) => {
    if (reorder.isPending || to < 0 || to >= order.length) return;
    const next = moveItem(order, from, to);
    setOrder(next);
    reorder.mutate(next);
  };

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const excerpt = (id: string | number) => order.find((entry) => entry.targetId === Number(id))?.text.slice(0, 60) ?? '';
  const position = (id: string | number | undefined) => order.findIndex((entry) => entry.targetId === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('queue.drag', { text: excerpt(active.id) }),
    onDragOver: ({ over }) => (over ? t('queue.moved', { position: position(over.id), count: order.length }) : ''),
    onDragEnd: ({ over }) => (over ? t('queue.moved', { position: position(over.id), count: order.length }) : ''),
    onDragCancel: () => '',
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((entry) => entry.targetId === Number(active.id));
    const to = order.findIndex((entry) => entry.targetId === Number(over.id));
    if (from < 0 || to < 0 || reorder.isPending) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    reorder.mutate(next);
  };

  const nextFree = queue.nextFree.length > 0 && (
    <div className="grid gap-1 text-sm">
      <span className="font-medium text-muted-foreground">{t('queue.nextFree')}</span>
      <ul className="flex flex-wrap gap-1" data-testid="queue-next-free">
        {queue.nextFree.map((at) => (
          <li key={at} className="rounded-md border border-dashed px-2 py-0.5 tabular-nums">
            {formatInZone(at, queue.timeZone, i18n.language)}
          </li>
        ))}
      </ul>
    </div>
  );

  if (order.length === 0) {
    return (
      <div className="grid gap-3">
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center" data-testid="queue-empty">
          <InboxIcon className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('queue.emptyTitle')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{queue.slots.length === 0 ? t('queue.noSlotsBody') : t('queue.emptyBody')}</p>
        </div>
        {nextFree}
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" id={`queue-hint-${queue.accountId}`}>
        {t('queue.reorderHint')}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('queue.reorderHint') } }}>
        <SortableContext items={order.map((entry) => entry.targetId)} strategy={verticalListSortingStrategy}>
          <ol className={cn('grid gap-2', reorder.isPending && 'opacity-70')} aria-label={t('queue.label', { name: queue.accountName })} aria-busy={reorder.isPending} data-testid="queue-list">
            {order.map((entry, index) => (
              <QueueItem
                key={entry.targetId}
                entry={entry}
                slotAt={times[index] ?? entry.slotAt}
                zone={queue.timeZone}
                first={index === 0}
                last={index === order.length - 1}
                onUp={() => move(index, index - 1)}
                onDown={() => move(index, index + 1)}
                onDelete={() => setDeleting(entry)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {reorder.error && (
        <p role="alert" className="text-sm text-destructive">
          {describeError(tc, reorder.error)}
        </p>
      )}
      {nextFree}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            remove.reset();
            setDeleting(null);
          }
        }}
        title={t('delete.title')}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

function QueueItem({
  entry,
  slotAt,
  zone,
  first,
  last,
  onUp,
  onDown,
  onDelete,
}: {
  entry: QueueEntry;
  slotAt: string;
  zone: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('queues');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.targetId });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-start gap-2 rounded-lg border bg-background p-2', isDragging && 'relative z-10 shadow-lg ring-2 ring-ring/50')}
      data-testid={`queue-entry-${entry.postId}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="mt-0.5 cursor-grab touch-none rounded p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
        aria-label={t('queue.drag', { text: entry.text.slice(0, 60) })}
        {...attributes}
        {...listeners}
      >
        <GripVerticalIcon className="size-4" aria-hidden="true" />
      </button>
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <time dateTime={slotAt} className="text-sm font-medium tabular-nums" data-testid="queue-entry-slot">
            {formatInZone(slotAt, zone, i18n.language)}
          </time>
          {entry.awaitingApproval && <Badge variant="outline">{t('queue.awaitingApproval')}</Badge>}
        </span>
        <p className="line-clamp-2 text-sm break-words">{entry.text}</p>
        <span className="text-xs text-muted-foreground">{entry.mediaIds.length === 0 ? t('queue.noMedia') : t('queue.media', { count: entry.mediaIds.length })}</span>
      </div>
      <div className="flex shrink-0 items-center">
        <Button type="button" size="icon" variant="ghost" className="size-8" onClick={onUp} disabled={first} aria-label={t('queue.moveUp')} data-testid="queue-up">
          <ArrowUpIcon />
        </Button>
        <Button type="button" size="icon" variant="ghost" className="size-8" onClick={onDown} disabled={last} aria-label={t('queue.moveDown')} data-testid="queue-down">
          <ArrowDownIcon />
        </Button>
        <Button asChild size="icon" variant="ghost" className="size-8">
          <Link to="/composer" search={{ post: entry.postId }} aria-label={t('queue.edit')}>
            <PencilIcon />
          </Link>
        </Button>
        <Button type="button" size="icon" variant="ghost" className="size-8 text-destructive hover:text-destructive" onClick={onDelete} aria-label={t('queue.delete')}>
          <Trash2Icon />
        </Button>
      </div>
    </li>
  );
}
