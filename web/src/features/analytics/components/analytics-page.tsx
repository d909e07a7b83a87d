import { useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDownRightIcon, ArrowUpRightIcon, ChartLineIcon, CircleAlertIcon, ClockIcon, LockIcon, PlugIcon, SquarePenIcon, TrophyIcon } from 'lucide-react';
import type { AccountType, AnalyticsAccess, AnalyticsOverview, AnalyticsTotal, SeriesPoint } from '@cadence/contracts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { TextField } from '../../../components/form-field';
import { SelectField, SwitchField } from '../../../components/form/fields';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { analyticsAccessQuery, overviewQuery } from '../queries';
import { RANGE_PRESETS, changePercent, rangeOf, type AnalyticsSearch, type RangePreset } from '../range';
import { ChartCard, CsvButton, type ChartRow, type ChartSeries } from './chart-card';

const COLOURS = {
  current: 'var(--primary)',
  previous: 'oklch(0.62 0.04 260)',
  failed: 'oklch(0.63 0.2 25)',
};

type Navigate = (search: AnalyticsSearch) => void;

/** /dashboard/analytics and each network's page: the workspace's results, or what the plan includes below Scale. */
export function AnalyticsPage({ network, search, onNavigate }: { network: AccountType | null; search: AnalyticsSearch; onNavigate: Navigate }) {
  const { t } = useTranslation('analytics');
  const { t: tn } = useTranslation('connections');
  const title = network ? t('network.title', { network: tn(`types.${network}`) }) : t('title');
  useDocumentTitle(title);
  const { data: access } = useSuspenseQuery(analyticsAccessQuery());
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={title} description={network ? t('network.description') : t('description')} />
      {access.included ? <Figures network={network} search={search} onNavigate={onNavigate} /> : <UpgradePanel access={access} />}
    </div>
  );
}

/** Below Scale: what the plan includes, and the way to the plans. */
export function UpgradePanel({ access }: { access: AnalyticsAccess }) {
  const { t } = useTranslation('analytics');
  return (
    <Card>
      <EmptyState
        icon={<LockIcon />}
        title={t('upgrade.title')}
        body={access.message}
        action={
          <Button asChild>
            <Link to="/subscriptions">{t('upgrade.action')}</Link>
          </Button>
        }
      />
      <CardContent>
        <ul className="mx-auto grid max-w-xl gap-2 pb-6 text-sm text-muted-foreground">
          {(['overview', 'networks', 'export'] as const).map((item) => (
            <li key={item} className="flex gap-2">
              <ChartLineIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t(`upgrade.includes.${item}`)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Figures({ network, search, onNavigate }: { network: AccountType | null; search: AnalyticsSearch; onNavigate: Navigate }) {
  const { t, i18n } = useTranslation('analytics');
  const { data } = useSuspenseQuery(overviewQuery(search, network));
  const busy = useListBusy();
  const number = (value: number) => formatNumber(value, i18n.language);
  const percent = (value: number) => `${formatNumber(value, i18n.language, { maximumFractionDigits: 2 })} %`;
  const compare = data.previous_from !== null;
  const noAccounts = data.accounts.length === 0;

  const rowsOf = (points: SeriesPoint[]): ChartRow[] =>
    points.map((point) => ({
      day: point.day,
      value: point.value,
      previous: point.previous,
    }));
  const seriesOf = (label: string): ChartSeries[] => [
    { key: 'value', label, colour: COLOURS.current },
    ...(compare
      ? [
          {
            key: 'previous',
            label: t('compare.previousLabel'),
            colour: COLOURS.previous,
            dashed: true,
          },
        ]
      : []),
  ];
  const nothing = (points: SeriesPoint[]) => points.every((point) => point.value === null || point.value === 0);
  const emptyFigures = (kind: 'followers' | 'posts') =>
    noAccounts ? (
      <EmptyState
        icon={<PlugIcon />}
        title={t('empty.noAccountsTitle')}
        body={t('empty.noAccountsBody')}
        action={
          <Button asChild variant="outline">
            <Link to="/manage_platform">{t('empty.connect')}</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={kind === 'followers' ? <ChartLineIcon /> : <SquarePenIcon />}
        title={t(kind === 'followers' ? 'empty.followersTitle' : 'empty.postsTitle')}
        body={t(kind === 'followers' ? 'empty.followersBody' : 'empty.postsBody')}
        action={
          kind === 'posts' ? (
            <Button asChild variant="outline">
              <Link to="/composer">{t('empty.createPost')}</Link>
            </Button>
          ) : undefined
        }
      />
    );
  const csv = (table: Parameters<typeof CsvButton>[0]['table'], label: string) => <CsvButton search={search} table={table} network={network} label={label} />;
  const activityRows: ChartRow[] = data.series.published.map((point, index) => ({
    day: point.day,
    published: point.value,
    failed: data.series.failed[index]?.value ?? 0,
  }));

  return (
    <>
      <NetworkNav current={network} data={data} search={search} />
      <RangeFilters key={`${search.preset ?? ''}:${search.from ?? ''}:${search.to ?? ''}`} search={search} data={data} onNavigate={onNavigate} />
      {data.unavailable.length > 0 && <UnavailableNotice data={data} />}
      <div aria-busy={busy || undefined} className={busy ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'}>
        <section aria-label={t('totals.label')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <TotalCard label={t('totals.followers')} total={data.totals.followers} format={number} compare={compare} />
          <TotalCard label={t('totals.followersGrowth')} total={data.totals.followers_growth} format={number} compare={compare} signed />
          <TotalCard label={t('totals.impressions')} total={data.totals.impressions} format={number} compare={compare} />
          <TotalCard label={t('totals.engagements')} total={data.totals.engagements} format={number} compare={compare} />
          <TotalCard label={t('totals.engagementRate')} total={data.totals.engagement_rate} format={percent} compare={compare} />
          <TotalCard label={t('totals.highIntent')} total={data.totals.high_intent} format={number} compare={compare} hint={t('totals.highIntentHint')} />
          <TotalCard label={t('totals.published')} total={data.totals.published} format={number} compare={compare} />
          <TotalCard label={t('totals.failed')} total={data.totals.failed} format={number} compare={compare} />
        </section>
        <div className="grid gap-6 xl:grid-cols-2">
          <ChartCard
            id="followers"
            title={t('charts.followers')}
            kind="line"
            rows={rowsOf(data.series.followers)}
            series={seriesOf(t('charts.followers'))}
            format={number}
            empty={nothing(data.series.followers) ? emptyFigures('followers') : null}
            csv={csv('followers', t('charts.followers'))}
          />
          <ChartCard
            id="impressions"
            title={t('charts.impressions')}
            description={t('charts.impressionsHint')}
            kind="bar"
            rows={rowsOf(data.series.impressions)}
            series={seriesOf(t('charts.impressions'))}
            format={number}
            empty={nothing(data.series.impressions) ? emptyFigures('posts') : null}
            csv={csv('impressions', t('charts.impressions'))}
          />
          <ChartCard
            id="engagement-rate"
            title={t('charts.engagementRate')}
            description={t('charts.engagementRateHint')}
            kind="line"
            rows={rowsOf(data.series.engagement_rate)}
            series={seriesOf(t('charts.engagementRate'))}
            format={percent}
            empty={nothing(data.series.engagement_rate) ? emptyFigures('posts') : null}
            csv={csv('engagement_rate', t('charts.engagementRate'))}
          />
          <ChartCard
            id="activity"
            title={t('charts.activity')}
            kind="bar"
            stacked
            rows={activityRows}
            series={[
              {
                key: 'published',
                label: t('totals.published'),
                colour: COLOURS.current,
              },
              {
                key: 'failed',
                label: t('totals.failed'),
                colour: COLOURS.failed,
              },
            ]}
            format={number}
            empty={nothing(data.series.published) && nothing(data.series.failed) ? emptyFigures('posts') : null}
            csv={csv('activity', t('charts.activity'))}
          />
        </div>
        <div className="grid gap-6 xl:grid-cols-3">
          <TopPostsCard data={data} csv={csv('top_posts', t('topPosts.title'))} />
          <BestTimesCard data={data} csv={csv('best_times', t('bestTimes.title'))} />
        </div>
        <p className="text-xs text-muted-foreground">
          {t('range.shown', {
            from: formatDate(`${data.from}T00:00:00Z`, i18n.language),
            to: formatDate(`${data.to}T00:00:00Z`, i18n.language),
          })}
          {data.previous_from && data.previous_to
            ? ` · ${t('compare.against', { from: formatDate(`${data.previous_from}T00:00:00Z`, i18n.language), to: formatDate(`${data.previous_to}T00:00:00Z`, i18n.language) })}`
            : ''}
        </p>
      </div>
    </>
  );
}

/** Links to the overview and to each network the workspace has accounts on. */
function NetworkNav({ current, data, search }: { current: AccountType | null; data: AnalyticsOverview; search: AnalyticsSearch }) {
  const { t } = useTranslation('analytics');
  const { t: tn } = useTranslation('connections');
  const networks = [...new Set([...data.networks, ...(current ? [current] : [])])];
  const linkClass =
    'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 hover:bg-accent aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground';
  return (
    <nav aria-label={t('network.nav')} className="flex flex-wrap gap-1 rounded-lg border bg-card p-1">
      <Link to="/dashboard/analytics" search={search} className={linkClass} aria-current={current === null ? 'page' : undefined} activeOptions={{ exact: true }}>
        {t('network.all')}
      </Link>
      {networks.map((network) => (
        <Link key={network} to="/dashboard/analytics/$network" params={{ network }} search={search} className={linkClass} aria-current={current === network ? 'page' : undefined}>
          {tn(`types.${network}`)}
        </Link>
      ))}
    </nav>
  );
}

function RangeFilters({ search, data, onNavigate }: { search: AnalyticsSearch; data: AnalyticsOverview; onNavigate: Navigate }) {
  const { t } = useTranslation('analytics');
  const preset = search.preset ?? '30d';
  const current = rangeOf(search);
  const [from, setFrom] = useState(search.from ?? current.from);
  const [to, setTo] = useState(search.to ?? current.to);
  const backwards = from !== '' && to !== '' && from > to;
  const account = search.accounts?.length === 1 ? String(search.accounts[0]) : 'all';
  return (
    <form
      className="flex flex-wrap items-end gap-4 rounded-xl border bg-card p-4 shadow-sm"
      aria-label={t('range.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (backwards || !from || !to) return;
        onNavigate({ ...search, preset: 'custom', from, to });
      }}
    >
      <SelectField<RangePreset>
        id="range-preset"
        className="w-48"
        label={t('range.preset')}
        value={preset}
        onValueChange={(next) => onNavigate(next === 'custom' ? { ...search, preset: next, from, to } : { ...search, preset: next, from: undefined, to: undefined })}
        options={RANGE_PRESETS.map((value) => ({
          value,
          label: t(`range.presets.${value}`),
        }))}
      />
      {preset === 'custom' && (
        <>
          <TextField id="range-from" type="date" className="w-44" label={t('range.from')} value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
          <TextField
            id="range-to"
            type="date"
            className="w-44"
            label={t('range.to')}
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            error={backwards ? t('range.backwards') : undefined}
          />
          <Button type="submit" variant="secondary">
            {t('range.apply')}
          </Button>
        </>
      )}
      {data.accounts.length > 1 && (
        <SelectField
          id="range-account"
          className="w-56"
          label={t('range.account')}
          value={account}
          onValueChange={(next) =>
            onNavigate({
              ...search,
              accounts: next === 'all' ? undefined : [Number(next)],
            })
          }
          options={[
            { value: 'all', label: t('range.allAccounts') },
            ...data.accounts.map((entry) => ({
              value: String(entry.id),
              label: entry.name,
            })),
          ]}
        />
      )}
      <SwitchField
        id="range-compare"
        className="min-w-64"
        label={t('compare.label')}
        checked={search.compare === true}
        onCheckedChange={(checked) => onNavigate({ ...search, compare: checked || undefined })}
      />
    </form>
  );
}

function TotalCard({ label, total, format, compare, signed, hint }: { label: string; total: AnalyticsTotal; format: (value: number) => string; compare: boolean; signed?: boolean; hint?: string }) {
  const { t, i18n } = useTranslation('analytics');
  const change = changePercent(total.value, total.previous);
  const shown = total.value === null ? '—' : `${signed && total.value > 0 ? '+' : ''}${format(total.value)}`;
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{shown}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 px-4 text-xs text-muted-foreground">
        {total.value === null && <span>{t('totals.notGiven')}</span>}
        {hint && total.value !== null && <span>{hint}</span>}
        {compare && (
          <span className="inline-flex items-center gap-1">
            {change !== null &&
              change !== 0 &&
              (change > 0 ? (
                <ArrowUpRightIcon className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              ) : (
                <ArrowDownRightIcon className="size-3.5 text-red-600 dark:text-red-400" aria-hidden="true" />
              ))}
            {total.previous === null
              ? t('compare.noPrevious')
              : t('compare.previous', {
                  value: format(total.previous),
                  change: change === null ? '' : `(${change > 0 ? '+' : ''}${formatNumber(change, i18n.language)} %)`,
                })}
          </span>
        )}
      </CardContent>
    </Card>
  );
}

function UnavailableNotice({ data }: { data: AnalyticsOverview }) {
  const { t, i18n } = useTranslation('analytics');
  const { t: tn } = useTranslation('connections');
  const name = (id: number) => data.accounts.find((account) => account.id === id)?.name ?? `#${id}`;
  return (
    <Alert className="border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-100 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-300">
      <CircleAlertIcon />
      <AlertTitle>{t('unavailable.title')}</AlertTitle>
      <AlertDescription className="text-amber-900/90 dark:text-amber-100/90">
        <ul className="grid gap-1">
          {data.unavailable.map((entry) => (
            <li key={`${entry.account_id}:${entry.metric}`}>
              {t('unavailable.item', {
                metric: t(`metrics.${entry.metric}`, {
                  defaultValue: entry.metric,
                }),
                account: name(entry.account_id),
                network: tn(`types.${entry.network}`),
                since: formatDateTime(entry.since, i18n.language),
              })}{' '}
              <q className="italic">{entry.message}</q>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

function TopPostsCard({ data, csv }: { data: AnalyticsOverview; csv: ReactNode }) {
  const { t, i18n } = useTranslation('analytics');
  const { t: tn } = useTranslation('connections');
  const cell = (value: number | null) => (value === null ? '—' : formatNumber(value, i18n.language));
  return (
    <Card className="xl:col-span-2">
      <CardHeader>
        <CardTitle id="top-posts-title">{t('topPosts.title')}</CardTitle>
        <CardDescription>{t('topPosts.description')}</CardDescription>
        <CardAction>{csv}</CardAction>
      </CardHeader>
      <CardContent>
        {data.top_posts.length === 0 ? (
          <EmptyState icon={<TrophyIcon />} title={t('topPosts.emptyTitle')} body={t('topPosts.emptyBody')} />
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <Table aria-labelledby="top-posts-title">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>{t('topPosts.post')}</TableHead>
                  <TableHead className="text-end">{t('totals.impressions')}</TableHead>
                  <TableHead className="text-end">{t('totals.engagements')}</TableHead>
                  <TableHead className="text-end">{t('totals.highIntent')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.top_posts.map((post) => (
                  <TableRow key={post.target_id}>
                    <TableCell className="max-w-md">
                      <div className="grid gap-0.5">
                        {post.url ? (
                          <a href={post.url} target="_blank" rel="noreferrer noopener" className="truncate font-medium underline-offset-4 hover:underline focus-visible:underline">
                            {post.excerpt || t('topPosts.untitled')}
                          </a>
                        ) : (
                          <span className="truncate font-medium">{post.excerpt || t('topPosts.untitled')}</span>
                        )}
                        <span className="text-xs text-muted-foreground">
                          {tn(`types.${post.network}`)} · {formatDateTime(post.published_at, i18n.language)}
                        </span>
                      </div>
                    </TableCell>
                    <TableCell className="text-end tabular-nums">{cell(post.impressions)}</TableCell>
                    <TableCell className="text-end tabular-nums">{cell(post.engagements)}</TableCell>
                    <TableCell className="text-end tabular-nums">{cell(post.high_intent)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function BestTimesCard({ data, csv }: { data: AnalyticsOverview; csv: ReactNode }) {
  const { t, i18n } = useTranslation('analytics');
  const weekday = (day: number) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2023, 0, 1 + day)));
  const hour = (value: number) =>
    new Intl.DateTimeFormat(i18n.language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2023, 0, 1, value)));
  return (
    <Card>
      <CardHeader>
        <CardTitle id="best-times-title">{t('bestTimes.title')}</CardTitle>
        <CardDescription>{t('bestTimes.description')}</CardDescription>
        <CardAction>{csv}</CardAction>
      </CardHeader>
      <CardContent>
        {data.best_times.length === 0 ? (
          <EmptyState icon={<ClockIcon />} title={t('bestTimes.emptyTitle')} body={t('bestTimes.emptyBody')} />
        ) : (
          <Table aria-labelledby="best-times-title">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('bestTimes.when')}</TableHead>
                <TableHead className="text-end whitespace-normal">{t('bestTimes.average')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.best_times.map((time) => (
                <TableRow key={`${time.weekday}:${time.hour}`}>
                  <TableCell>
                    <span className="block font-medium">{weekday(time.weekday)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {hour(time.hour)} {data.time_zone.replaceAll('_', ' ')} · {t('bestTimes.posts', { count: time.posts })}
                    </span>
                  </TableCell>
                  <TableCell className="text-end tabular-nums">
                    {formatNumber(time.average_engagements, i18n.language, {
                      maximumFractionDigits: 1,
                    })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
