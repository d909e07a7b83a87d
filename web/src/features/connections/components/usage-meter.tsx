import { useTranslation } from 'react-i18next';
import type { ProfileUsage } from '@cadence/contracts';
import { cn } from '../../../lib/utils';
import { MeterBar } from '../../../components/ui/meter-bar';

/** Plan keys are lower-case (traction); their names start with a capital. */
export function planName(plan: string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** "n of N profiles" of the plan, with a bar that turns red at the limit. */
export function UsageMeter({ usage }: { usage: ProfileUsage }) {
  const { t } = useTranslation('connections');
  const full = usage.used >= usage.limit;
  const label = t('usage.label', { used: usage.used, limit: usage.limit });
  return (
    <div className="grid min-w-48 gap-1.5 rounded-lg border bg-card px-4 py-3 shadow-xs">
      <div className="flex items-baseline justify-between gap-3">
        <span className={cn('text-sm font-medium tabular-nums', full && 'text-destructive')}>{label}</span>
        <span className="text-xs text-muted-foreground">{t('usage.plan', { plan: planName(usage.plan) })}</span>
      </div>
      <MeterBar value={usage.used} max={usage.limit} label={label} />
    </div>
  );
}
