import { useTranslation } from 'react-i18next';
import { ImagePlusIcon, PlayIcon, XIcon } from 'lucide-react';
import type { PickedMedia } from '../../media/components/media-picker';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

/** The media a post (or one network's override) publishes, in order, with a button to add more. */
export function MediaStrip({
  items,
  onRemove,
  onAdd,
  invalid,
  id,
}: {
  items: readonly PickedMedia[];
  onRemove: (id: number) => void;
  onAdd: () => void;
  invalid?: boolean;
  id: string;
}) {
  const { t } = useTranslation('composer');
  return (
    <div id={id} className={cn('flex flex-wrap items-center gap-2 rounded-lg p-1', invalid && 'ring-2 ring-destructive/60')} aria-invalid={invalid || undefined}>
      {items.map((item) => (
        <span key={item.id} className="group relative size-20 overflow-hidden rounded-md border bg-muted">
          {item.thumbnailUrl || item.kind !== 'video' ? <img src={item.thumbnailUrl ?? item.url} alt={item.altText ?? item.name} className="size-full object-cover" /> : null}
          {item.kind === 'video' && <PlayIcon className="absolute start-1 bottom-1 size-4 fill-white text-white drop-shadow" aria-hidden="true" />}
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            aria-label={t('media.remove', { name: item.name })}
            className="absolute end-1 top-1 flex size-6 items-center justify-center rounded-full bg-black/60 text-white outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <XIcon className="size-3.5" aria-hidden="true" />
          </button>
        </span>
      ))}
      <Button type="button" variant="outline" className="h-20 w-24 flex-col gap-1 border-dashed text-xs" onClick={onAdd} data-testid={`${id}-add`}>
        <ImagePlusIcon className="size-5" />
        {t('media.add')}
      </Button>
    </div>
  );
}
