import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlugIcon, RotateCwIcon, TrendingUpIcon, TriangleAlertIcon } from 'lucide-react';
import { refreshTrendingHashtags, type NetworkTrends, type RisingHashtag } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatNumber, formatRelativeTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/data-table/empty-state';
import { NetworkMark } from '../../posts/components/network-mark';
import { TRENDS_KEY, trendingHashtagsQuery } from '../queries';

/** /trending_hash: what each connected network is trending with, and the hashtags rising in the workspace's own posts. */
export function TrendingPage() {
  const { t } = useTranslation('trends');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trendingHashtagsQuery());
  const refresh = useMutation({
    mutationFn: async () => (await call(refreshTrendingHashtags, { query: {} })).data,
    onSuccess: (next) => queryClient.setQueryData(TRENDS_KEY, next),
  });
  const [tab, setTab] = useState<string | undefined>(data.networks[0]?.network);
  const current = data.networks.some((item) => item.network === tab) ? tab : data.networks[0]?.network;

  const refreshButton = (
    <Button variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending || data.networks.length === 0} data-testid="trends-refresh">
      <RotateCwIcon className={refresh.isPending ? 'animate-spin' : undefined} />
      {refresh.isPending ? t('refreshing') : t('refresh')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={refreshButton} />
      {refresh.isError && (
        <Alert variant="destructive" role="alert">
          <TriangleAlertIcon />
          <AlertTitle>{t('refreshFailed')}</AlertTitle>
          <AlertDescription>{describeError(tc, refresh.error)}</AlertDescription>
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('networks.title')}</CardTitle>
            <CardDescription>{t('networks.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            {data.networks.length === 0 ? (
              <EmptyState
                icon={<PlugIcon />}
                title={t('networks.emptyTitle')}
                body={t('networks.emptyBody')}
                action={
                  <Button asChild variant="outline">
                    <Link to="/manage_platform">{t('networks.connect')}</Link>
                  </Button>
                }
              />
            ) : (
              <Tabs value={current} onValueChange={setTab}>
                <TabsList className="h-auto flex-wrap">
                  {data.networks.map((item) => (
                    <TabsTrigger key={item.network} value={item.network} data-testid={`trends-tab-${item.network}`}>
                      <NetworkMark type={item.network} className="size-4" />
                      {t(`networkNames.${item.network}`)}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {data.networks.map((item) => (
                  <TabsContent key={item.network} value={item.network} className="pt-4">
                    <NetworkPanel item={item} />
                  </TabsContent>
                ))}
              </Tabs>
            )}
          </CardContent>
        </Card>
        <RisingCard rising={data.rising} />
      </div>
    </div>
  );
}

function NetworkPanel({ item }: { item: NetworkTrends }) {
  const { t, i18n } = useTranslation('trends');
  const network = t(`networkNames.${item.network}`);
  if (item.source === null) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground" data-testid="trends-no-source">
        {t('noSource', { network })}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('source', { source: item.source, account: item.accountName })}
        {' · '}
        {item.refreshedAt ? t('refreshedAt', { when: formatRelativeTime(item.refreshedAt, Date.now(), i18n.language) }) : t('neverRead')}
      </p>
      {item.error && (
        <Alert variant="destructive">
          <TriangleAlertIcon />
          <AlertTitle>{t('readFailed', { network })}</AlertTitle>
          <AlertDescription>{item.error}</AlertDescription>
        </Alert>
      )}
      {item.hashtags.length === 0 ? (
        !item.error && <p className="text-sm text-muted-foreground">{t('noTrends', { network })}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('listLabel', { network })}>
          {item.hashtags.map((hashtag) => (
            <li key={hashtag.tag}>
              <HashtagChip tag={hashtag.tag} detail={hashtag.volume === null ? undefined : t('volume', { count: hashtag.volume, formatted: formatNumber(hashtag.volume, i18n.language, { notation: 'compact' }) })} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One click opens the composer with the hashtag in the text. */
function HashtagChip({ tag, detail }: { tag: string; detail?: string | undefined }) {
  const { t } = useTranslation('trends');
  return (
    <Link
      to="/composer"
      search={{ hashtag: tag }}
      title={t('addToComposer', { tag })}
      aria-label={t('addToComposer', { tag })}
      className="inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {tag}
      {detail && <span className="text-xs font-normal text-muted-foreground">{detail}</span>}
    </Link>
  );
}

function RisingCard({ rising }: { rising: RisingHashtag[] }) {
  const { t, i18n } = useTranslation('trends');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rising.title')}</CardTitle>
        <CardDescription>{t('rising.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rising.length === 0 ? (
          <EmptyState icon={<TrendingUpIcon />} title={t('rising.emptyTitle')} body={t('rising.emptyBody')} />
        ) : (
          <ul className="grid gap-2" data-testid="trends-rising">
            {rising.map((item) => (
              <li key={item.tag} className="flex items-center justify-between gap-3">
                <HashtagChip tag={item.tag} />
                <span className="text-end text-xs text-muted-foreground">
                  {t('rising.counts', { count: item.thisWeek, before: formatNumber(item.weeklyBefore, i18n.language, { maximumFractionDigits: 1 }) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

