import { FileVideoIcon, ImageIcon } from 'lucide-react';
import type { MediaItem } from '@cadence/contracts';
import { cn } from '../../../lib/utils';
import { formatDuration } from '../format';

/** The thumbnail of an item (a poster frame for videos), or an icon of its kind when there is none. */
export function MediaThumb({ item, className }: { item: Pick<MediaItem, 'kind' | 'thumbnailUrl' | 'altText' | 'name' | 'durationSeconds'>; className?: string }) {
  return (
    <span className={cn('relative flex items-center justify-center overflow-hidden bg-muted text-muted-foreground', className)}>
      {item.thumbnailUrl ? (
        <img src={item.thumbnailUrl} alt={item.altText ?? ''} loading="lazy" decoding="async" className="size-full object-cover" draggable={false} />
      ) : item.kind === 'video' ? (
        <FileVideoIcon className="size-8" aria-hidden="true" />
      ) : (
        <ImageIcon className="size-8" aria-hidden="true" />
      )}
      {item.kind === 'video' && item.durationSeconds !== null && (
        <span className="absolute end-1.5 bottom-1.5 rounded bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">{formatDuration(item.durationSeconds)}</span>
      )}
      {item.kind === 'gif' && <span className="absolute end-1.5 bottom-1.5 rounded bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white">GIF</span>}
    </span>
  );
}
