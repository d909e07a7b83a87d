import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BellIcon,
  BellOffIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  RotateCwIcon,
  UserCheckIcon,
  type LucideIcon,
} from 'lucide-react';
import type { Notification } from '@cadence/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeError } from '../../../lib/errors';
import { formatRelativeTime } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { latestNotificationsQuery } from '../queries';

const LIMIT = 5;

/** The look of a notification by its type (types are open-ended strings from the services). */
function toneOf(type: string): { icon: LucideIcon; className: string } {
  const value = type.toLowerCase();
  if (/fail|error|reject|declin/.test(value)) return { icon: CircleAlertIcon, className: 'bg-destructive/10 text-destructive' };
  if (/publish|success|paid|posted/.test(value)) return { icon: CircleCheckIcon, className: 'bg-success/10 text-success' };
  if (/approv|team|invit|member/.test(value)) return { icon: UserCheckIcon, className: 'bg-accent text-accent-foreground' };
  return { icon: BellIcon, className: 'bg-muted text-muted-foreground' };
}

export function LatestNotificationsCard({ userId, className }: { userId: number; className?: string }) {
  const { t } = useTranslation();
  const query = useQuery(latestNotificationsQuery(userId, LIMIT));
  const unread = query.data?.data.filter((item) => !item.is_read).length ?? 0;

  return (
    <Card role="region" className={className} aria-labelledby="latest-notifications-title" aria-busy={query.isPending || undefined}>
      <CardHeader>
        <CardTitle id="latest-notifications-title">{t('notifications.latest.title')}</CardTitle>
        <CardDescription>{t('notifications.latest.description')}</CardDescription>
        {unread > 0 && (
          <CardAction>
            <Badge variant="accent">{t('notifications.unreadCount', { count: unread })}</Badge>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <NotificationSkeleton />
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
              <CircleAlertIcon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid gap-1">
              <p className="font-medium">{t('notifications.latest.errorTitle')}</p>
              <p className="text-sm text-muted-foreground">{describeError(t, query.error)}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} aria-busy={query.isFetching || undefined}>
              <RotateCwIcon className={cn(query.isFetching && 'animate-spin')} />
              {t('common.retry')}
            </Button>
          </div>
        ) : query.data.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <BellOffIcon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid gap-1">
              <p className="font-medium">{t('notifications.empty')}</p>
              <p className="max-w-xs text-sm text-muted-foreground">{t('notifications.emptyHint')}</p>
            </div>
          </div>
        ) : (
          <>
            <ul className="-mx-2 grid">
              {query.data.data.map((notification) => (
                <NotificationRow key={notification.id} notification={notification} />
              ))}
            </ul>
            {query.data.total > query.data.data.length && (
              <p className="mt-3 px-1 text-xs text-muted-foreground">
                {t('notifications.showing', { shown: query.data.data.length, total: query.data.total })}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const tone = toneOf(notification.type);
  const Icon = tone.icon;
  return (
    <li className="flex items-start gap-3 rounded-lg px-2 py-3 [&+&]:border-t">
      <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', tone.className)}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm leading-snug break-words', !notification.is_read && 'font-medium')}>{notification.message}</p>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground" title={new Date(notification.createdAt).toLocaleString(i18n.language)}>
          {formatRelativeTime(notification.createdAt, Date.now(), i18n.language)}
        </time>
      </div>
      {!notification.is_read && (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </li>
  );
}

function NotificationSkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-1" role="status" aria-label={t('notifications.loading')}>
      {Array.from({ length: LIMIT }, (_, index) => (
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
