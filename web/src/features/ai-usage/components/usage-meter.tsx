import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GaugeIcon } from 'lucide-react';
import type { AiUsage } from '@cadence/contracts';
import { MeterBar } from '../../../components/ui/meter-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { aiUsageQuery } from '../queries';

/** The workspace's AI generations this month against its plan's allowance, when it starts again, and the tokens used. */
export function UsageMeter({ className }: { className?: string }) {
  const { t } = useTranslation('ai-usage');
  const usage = useQuery(aiUsageQuery());
  if (usage.isLoading) return <Skeleton className={cn('h-16 w-full', className)} aria-label={t('meter.loading')} />;
  if (usage.isError || !usage.data) {
    return (
      <p role="status" className={cn('rounded-lg border px-3 py-2 text-xs text-muted-foreground', className)}>
        {t('meter.error')}
      </p>
    );
  }
  return <UsageMeterView usage={usage.data} className={className} />;
}

export function UsageMeterView({ usage, className }: { usage: AiUsage; className?: string | undefined }) {
  const { t, i18n } = useTranslation('ai-usage');
  const number = new Intl.NumberFormat(i18n.language);
  const resets = formatResetDate(usage.resets_at, i18n.language);
  const used = usage.allowance !== null && usage.used >= usage.allowance;
  return (
    <section className={cn('grid gap-2 rounded-lg border bg-card px-3 py-2.5', className)} aria-label={t('meter.label')} data-testid="ai-usage-meter">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-1.5 font-medium">
          <GaugeIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('meter.label')}
        </span>
        <span className={cn('tabular-nums', used && 'font-medium text-destructive')}>
          {usage.allowance === null ? t('meter.unlimited', { used: number.format(usage.used) }) : t('meter.count', { used: number.format(usage.used), allowance: number.format(usage.allowance) })}
        </span>
      </div>
      {usage.allowance !== null && <MeterBar value={usage.used} max={usage.allowance} label={t('meter.label')} />}
      <p className={cn('text-xs', used ? 'text-destructive' : 'text-muted-foreground')}>
        {used ? t('meter.usedUp', { date: resets }) : t('meter.resets', { date: resets })}
        {' · '}
        {t('meter.tokens', { in: number.format(usage.tokens_in), out: number.format(usage.tokens_out) })}
      </p>
    </section>
  );
}

/** The reset day as a date in UTC, where the month turns for every workspace. */
export function formatResetDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
