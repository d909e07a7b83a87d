import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';

export type SortDirection = 'asc' | 'desc' | false;

/**
 * A column title that sorts the list. The header cell carries aria-sort; the button says what
 * a press will do.
 */
export function SortHeader({ title, direction, onSort }: { title: string; direction: SortDirection; onSort: () => void }) {
  const { t } = useTranslation('lists');
  const Icon = direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : ChevronsUpDownIcon;
  const next = direction === 'asc' ? t('sort.descending', { column: title }) : direction === 'desc' ? t('sort.reset', { column: title }) : t('sort.ascending', { column: title });
  return (
    <button
      type="button"
      onClick={onSort}
      title={next}
      className={cn(
        '-ml-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 tracking-wide uppercase outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        direction && 'text-foreground',
      )}
    >
      {title}
      <Icon className={cn('size-3.5', !direction && 'opacity-50')} aria-hidden="true" />
      <span className="sr-only">{next}</span>
    </button>
  );
}
