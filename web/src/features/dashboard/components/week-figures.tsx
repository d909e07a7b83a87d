import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClockIcon, CircleCheckIcon, CircleXIcon, HeartIcon, HourglassIcon, RotateCwIcon } from 'lucide-react';
import { listPosts, type PostStatus } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { callPaged } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { weekFiguresQuery } from '../../analytics/queries';
import { thisWeek } from '../../analytics/range';
import { hasPermission } from '../../session/guards';
import type { Session } from '../../session/session';

/** How many of the workspace's posts have `status`, optionally scheduled within the week. */
function postCountQuery(status: PostStatus, range: { from: string; to: string } | null) {
  const query = {
    status,
    limit: 1,
    ...(range ? { from: `${range.from}T00:00:00.000Z`, to: `${range.to}T23:59:59.999Z` } : {}),
  };
  return {
    queryKey: ['posts', 'count', query],
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await callPaged(listPosts, { query, signal })).total,
  };
}

/**
 * This week on the dashboard: posts published, scheduled, failed and waiting for approval, and
 * their engagement where the plan includes analytics. Plain figures, no chart library.
 */
export function WeekFigures({ session }: { session: Session }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const week = thisWeek();
  const canSeePosts = hasPermission(session, 'Posts');
  const figures = useQuery(weekFiguresQuery(week));
  const scheduled = useQuery({
    ...postCountQuery('scheduled', week),
    enabled: canSeePosts,
  });
  const waiting = useQuery({
    ...postCountQuery('not_approved', null),
    enabled: canSeePosts,
  });
  const loading = figures.isPending || (canSeePosts && (scheduled.isPending || waiting.isPending));
  const error = figures.error ?? scheduled.error ?? waiting.error;
  const number = (value: number) => formatNumber(value, i18n.language);
  const range = t('week.range', {
    from: formatDate(`${week.from}T00:00:00Z`, i18n.language),
    to: formatDate(`${week.to}T00:00:00Z`, i18n.language),
  });

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-lg" />
        ))}
      </div>
    );
  } else if (error || !figures.data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 p-4 text-sm">
        <span>{describeError(tc, error)}</span>
        <Button variant="outline" size="sm" onClick={() => void Promise.all([figures.refetch(), scheduled.refetch(), waiting.refetch()])}>
          <RotateCwIcon />
          {tc('common.retry')}
        </Button>
      </div>
    );
  } else {
    const data = figures.data;
    const nothing = data.published === 0 && data.failed === 0 && (scheduled.data ?? 0) === 0 && (waiting.data ?? 0) === 0;
    body = (
      <div className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Figure icon={<CircleCheckIcon />} label={t('week.published')} value={number(data.published)} />
          {canSeePosts && <Figure icon={<CalendarClockIcon />} label={t('week.scheduled')} value={number(scheduled.data ?? 0)} />}
          <Figure icon={<CircleXIcon />} label={t('week.failed')} value={number(data.failed)} tone={data.failed > 0 ? 'warn' : undefined} />
          {canSeePosts && <Figure icon={<HourglassIcon />} label={t('week.waiting')} value={number(waiting.data ?? 0)} />}
          <Figure
            icon={<HeartIcon />}
            label={t('week.engagements')}
            value={data.engagements === null ? '—' : number(data.engagements)}
            note={data.analytics_included ? (data.engagements === null ? t('week.noEngagements') : undefined) : t('week.engagementsFromScale')}
          />
        </dl>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {nothing && <span className="text-muted-foreground">{t('week.empty')}</span>}
          {nothing && hasPermission(session, 'Composer') && (
            <Button asChild size="sm">
              <Link to="/composer">{t('createPost')}</Link>
            </Button>
          )}
          {data.failed > 0 && canSeePosts && (
            <Button asChild size="sm" variant="outline">
              <Link to="/posts" search={{ status: 'failed' }}>
                {t('week.seeFailed')}
              </Link>
            </Button>
          )}
          {(waiting.data ?? 0) > 0 && (
            <Button asChild size="sm" variant="outline">
              <Link to="/posts/approvals">{t('week.review')}</Link>
            </Button>
          )}
          {data.analytics_included && hasPermission(session, 'Analytics') ? (
            <Button asChild size="sm" variant="ghost">
              <Link to="/dashboard/analytics">{t('week.seeAnalytics')}</Link>
            </Button>
          ) : !data.analytics_included ? (
            <Button asChild size="sm" variant="ghost">
              <Link to="/subscriptions">{t('week.upgrade')}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby="week-title">
      <CardHeader>
        <CardTitle id="week-title">{t('week.title')}</CardTitle>
        <CardDescription>{range}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function Figure({ icon, label, value, note, tone }: { icon: ReactNode; label: string; value: string; note?: string | undefined; tone?: 'warn' | undefined }) {
  return (
    <div className="grid gap-1 rounded-lg border p-3">
      <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground [&>svg]:size-4">
        <span aria-hidden="true" className={tone === 'warn' ? 'text-red-600 dark:text-red-400' : 'text-primary'}>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}
