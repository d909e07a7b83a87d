import { useTranslation } from 'react-i18next';
import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon, TimerIcon } from 'lucide-react';
import type { Broadcast } from '@cadence/contracts';
import { formatNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';

const STATUS_LOOK = {
  queued: { icon: TimerIcon, className: 'text-muted-foreground' },
  running: { icon: LoaderCircleIcon, className: 'text-primary [&>svg]:animate-spin' },
  completed: { icon: CircleCheckIcon, className: 'text-success' },
  failed: { icon: CircleAlertIcon, className: 'text-destructive' },
} as const;

/** The status of a send with its icon. */
export function BroadcastStatus({ status }: { status: Broadcast['status'] }) {
  const { t } = useTranslation('notifications');
  const look = STATUS_LOOK[status];
  const Icon = look.icon;
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', look.className)}>
      <Icon className="size-4" aria-hidden="true" />
      {t(`progress.${status}`)}
    </span>
  );
}

export function percentOf(broadcast: Pick<Broadcast, 'processed' | 'total' | 'status'>): number {
  if (broadcast.status === 'completed') return 100;
  if (broadcast.total === 0) return 0;
  return Math.min(100, Math.round((broadcast.processed / broadcast.total) * 100));
}

/** A send's progress bar and counters, as the worker reports them batch by batch. */
export function BroadcastProgress({ broadcast, compact = false }: { broadcast: Broadcast; compact?: boolean }) {
  const { t, i18n } = useTranslation('notifications');
  const number = (value: number) => formatNumber(value, i18n.language);
  const percent = percentOf(broadcast);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BroadcastStatus status={broadcast.status} />
        <span className="text-sm text-muted-foreground tabular-nums">{t('progress.counted', { processed: number(broadcast.processed), total: number(broadcast.total) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.progressLabel', { id: broadcast.id })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-500', broadcast.status === 'failed' ? 'bg-destructive' : 'bg-primary')} style={{ width: `${percent}%` }} />
      </div>
      {!compact && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {broadcast.in_app && <li>{t('progress.inApp', { count: broadcast.delivered_in_app })}</li>}
          {broadcast.email && <li>{t('progress.email', { count: broadcast.delivered_email })}</li>}
          {broadcast.skipped > 0 && <li>{t('progress.skipped', { count: broadcast.skipped })}</li>}
        </ul>
      )}
      {broadcast.error && <p className="text-sm text-destructive">{broadcast.error}</p>}
    </div>
  );
}
