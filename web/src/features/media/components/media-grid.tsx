import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@cadence/contracts';
import { cn } from '../../../lib/utils';
import { formatDate } from '../../../lib/format';
import { Checkbox } from '../../../components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatBytes, formatDimensions } from '../format';
import type { MediaView } from '../queries';
import { MediaThumb } from './media-thumb';

export interface MediaGridProps {
  items: readonly MediaItem[];
  view: MediaView;
  selected: ReadonlySet<number>;
  onToggle: (item: MediaItem) => void;
  onToggleAll?: (select: boolean) => void;
  onOpen: (item: MediaItem) => void;
  /** Items that cannot be chosen here (the picker's kinds); shown dimmed. */
  disabled?: (item: MediaItem) => boolean;
}

/** The library's items as a grid of thumbnails or a list, each selectable and opening its details. */
export function MediaGrid({ items, view, selected, onToggle, onToggleAll, onOpen, disabled }: MediaGridProps) {
  const { t, i18n } = useTranslation('media');
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const someSelected = items.some((item) => selected.has(item.id));

  if (view === 'list') {
    return (
      <div className="overflow-x-auto rounded-xl border bg-card">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                {onToggleAll && (
                  <Checkbox checked={allSelected ? true : someSelected ? 'indeterminate' : false} onCheckedChange={(value) => onToggleAll(value === true)} aria-label={t('selectAll')} />
                )}
              </TableHead>
              <TableHead>{t('columns.name')}</TableHead>
              <TableHead>{t('columns.kind')}</TableHead>
              <TableHead className="text-end">{t('columns.size')}</TableHead>
              <TableHead>{t('columns.dimensions')}</TableHead>
              <TableHead>{t('columns.used')}</TableHead>
              <TableHead>{t('columns.uploaded')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => {
              const off = disabled?.(item) ?? false;
              return (
                <TableRow key={item.id} data-state={selected.has(item.id) ? 'selected' : undefined} className={cn(off && 'opacity-50')}>
                  <TableCell>
                    <Checkbox checked={selected.has(item.id)} disabled={off} onCheckedChange={() => onToggle(item)} aria-label={t('select', { name: item.name })} />
                  </TableCell>
                  <TableCell>
                    <button type="button" onClick={() => onOpen(item)} className="flex min-w-0 items-center gap-3 rounded-sm text-start outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
                      <MediaThumb item={item} className="size-10 shrink-0 rounded-md [&_svg]:size-5" />
                      <span className="max-w-64 truncate font-medium">{item.name}</span>
                    </button>
                  </TableCell>
                  <TableCell>{t(`kind.${item.kind}`)}</TableCell>
                  <TableCell className="text-end whitespace-nowrap tabular-nums">{formatBytes(item.sizeBytes, i18n.language)}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{formatDimensions(item) ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">{item.usageCount > 0 ? t('usedIn', { count: item.usageCount }) : t('notUsed')}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(item.createdAt, i18n.language)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-6">
      {items.map((item) => {
        const isSelected = selected.has(item.id);
        const off = disabled?.(item) ?? false;
        return (
          <li key={item.id} className={cn('group relative overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-md', isSelected && 'ring-2 ring-primary', off && 'opacity-50')}>
            <button type="button" onClick={() => onOpen(item)} className="block w-full text-start outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset" aria-label={item.name}>
              <MediaThumb item={item} className="aspect-square w-full" />
              <span className="grid gap-0.5 px-3 py-2">
                <span className="truncate text-sm font-medium">{item.name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {[t(`kind.${item.kind}`), formatBytes(item.sizeBytes, i18n.language), formatDimensions(item)].filter(Boolean).join(' · ')}
                </span>
              </span>
            </button>
            <span className={cn('absolute start-2 top-2 rounded-md bg-background/90 p-1 shadow-sm transition-opacity', !isSelected && 'opacity-0 group-hover:opacity-100 focus-within:opacity-100 [@media(hover:none)]:opacity-100')}>
              <Checkbox checked={isSelected} disabled={off} onCheckedChange={() => onToggle(item)} aria-label={t('select', { name: item.name })} className="block" />
            </span>
            {item.usageCount > 0 && (
              <span className="absolute end-2 top-2 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium shadow-sm">{t('usedIn', { count: item.usageCount })}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
