import { ToggleGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils';
import type { NotificationFilter } from '../queries';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread', 'read'];

/** SPEC §2: All Notification / Unread / Read; arrow keys move between them. */
export function FilterToggle({ value, onChange, className }: { value: NotificationFilter; onChange: (value: NotificationFilter) => void; className?: string }) {
  const { t } = useTranslation('notifications');
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        if (next === 'all' || next === 'unread' || next === 'read') onChange(next);
      }}
      aria-label={t('panel.filterLabel')}
      className={cn('inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground', className)}
    >
      {FILTERS.map((filter) => (
        <ToggleGroup.Item
          key={filter}
          value={filter}
          className="rounded-md px-2.5 py-1 text-xs font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm"
        >
          {t(`filter.${filter}`)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
