import { useTranslation } from 'react-i18next';
import { CalendarClockIcon } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { cn } from '../../../lib/utils';

/**
 * The end of the current plan period in the top bar, naming the plan on trial, or 'Unlimited'
 * (SPEC §1) when the plan has no end date.
 */
export function PlanExpiry({ endsAt, trialOf, className }: { endsAt: string | null; trialOf?: string; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const date = endsAt ? formatDate(endsAt, i18n.language) : null;
  const text = date === null ? t('topBar.unlimited') : trialOf ? t('topBar.trialUntil', { plan: trialOf, date }) : t('topBar.until', { date });
  return (
    <p className={cn('items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground', className)}>
      <CalendarClockIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('topBar.planLabel')}: </span>
      <span>{text}</span>
    </p>
  );
}
