import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { latestNotificationsQuery, unreadCountQuery } from '../queries';
import { useMarkRead } from '../use-notification-actions';
import { NotificationItem } from './notification-item';
import { NotificationSkeleton, NotificationsEmpty, NotificationsError } from './notification-list-states';

const LIMIT = 5;

/** The dashboard's five newest notifications; pushed ones appear on top as they come. */
export function LatestNotificationsCard({ userId, className }: { userId: number; className?: string }) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const query = useQuery(latestNotificationsQuery(userId, LIMIT));
  const unread = useQuery(unreadCountQuery(userId));
  const markRead = useMarkRead(userId);
  const count = unread.data ?? 0;
  const now = Date.now();

  return (
    <Card role="region" className={className} aria-labelledby="latest-notifications-title" aria-busy={query.isPending || undefined}>
      <CardHeader>
        <CardTitle id="latest-notifications-title">{tc('notifications.latest.title')}</CardTitle>
        <CardDescription>{tc('notifications.latest.description')}</CardDescription>
        {count > 0 && (
          <CardAction>
            <Badge variant="accent">{t('page.unreadSummary', { count })}</Badge>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="px-3">
        {query.isPending ? (
          <NotificationSkeleton rows={LIMIT} />
        ) : query.isError ? (
          <NotificationsError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.data.length === 0 ? (
          <NotificationsEmpty filter="all" />
        ) : (
          <ul aria-label={tc('notifications.latest.title')}>
            {query.data.data.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} now={now} onMarkRead={(item) => markRead.mutate(item)} />
            ))}
          </ul>
        )}
      </CardContent>
      {query.data && query.data.total > 0 && (
        <CardFooter className="justify-end">
          <Button asChild variant="outline" size="sm">
            <Link to="/notifications">{t('panel.viewAll')}</Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
