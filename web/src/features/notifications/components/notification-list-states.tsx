import { useTranslation } from 'react-i18next';
import { BellOffIcon, CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeError } from '../../../lib/errors';
import { cn } from '../../../lib/utils';
import type { NotificationFilter } from '../queries';

/** Placeholder rows while the first page loads. */
export function NotificationSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('notifications');
  return (
    <ul className="grid gap-1 px-3" role="status" aria-label={t('list.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex items-start gap-3 py-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className={cn('h-4', index % 2 === 0 ? 'w-4/5' : 'w-3/5')} />
            <Skeleton className="h-3 w-20" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2: 'No notifications found', with a line that fits the filter. */
export function NotificationsEmpty({ filter }: { filter: NotificationFilter }) {
  const { t } = useTranslation('notifications');
  const hint = filter === 'unread' ? t('list.emptyUnread') : filter === 'read' ? t('list.emptyRead') : t('list.emptyHint');
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
        <BellOffIcon className="size-5" />
      </span>
      <div className="grid gap-1">
        <p className="font-medium">{t('list.empty')}</p>
        <p className="max-w-xs text-sm text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}

export function NotificationsError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive" aria-hidden="true">
        <CircleAlertIcon className="size-5" />
      </span>
      <div className="grid gap-1">
        <p className="font-medium">{t('list.errorTitle')}</p>
        <p className="text-sm text-muted-foreground">{describeError(tc, error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} aria-busy={retrying || undefined}>
        <RotateCwIcon className={cn(retrying && 'animate-spin')} />
        {t('list.retry')}
      </Button>
    </div>
  );
}
