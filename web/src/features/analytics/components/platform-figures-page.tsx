import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActivityIcon, DownloadIcon } from 'lucide-react';
import { PLATFORM_FIGURES_CSV_PATH, PlatformFiguresQuery, defineEndpoint, getPlatformFigures } from '@cadence/contracts';
import Type from 'typebox';
import { Button } from '../../../components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { SelectField } from '../../../components/form/fields';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PageHeader } from '../../../components/page-header';
import { call, callText } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { saveBlob } from '../../payments/report-file';
import { ANALYTICS_KEY } from '../queries';

const DAY_MS = 86_400_000;
const PERIODS = ['7', '30', '90'] as const;
type Period = (typeof PERIODS)[number];

function rangeOf(days: number, now = Date.now()): { from: string; to: string } {
  return { from: new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10), to: new Date(now).toISOString().slice(0, 10) };
}

const platformCsv = defineEndpoint({
  method: 'GET',
  path: PLATFORM_FIGURES_CSV_PATH,
  summary: 'Staff figures as CSV',
  tags: ['analytics'],
  auth: 'user',
  permission: 'MonitoringServices',
  query: PlatformFiguresQuery,
  response: Type.String(),
});

/** Staff: posts published and failed per network per day across every workspace, the delivery lag and the active workspaces. */
export function PlatformFiguresPage() {
  const { t, i18n } = useTranslation('analytics');
  const { t: tc } = useTranslation('connections');
  useDocumentTitle(t('platform.title'));
  const [period, setPeriod] = useState<Period>('30');
  const range = rangeOf(Number(period));
  const figures = useQuery({
    queryKey: [...ANALYTICS_KEY, 'platform', range],
    queryFn: async ({ signal }) => (await call(getPlatformFigures, { query: range, signal })).data,
  });
  const number = (value: number) => formatNumber(value, i18n.language);
  const seconds = (value: number | null) => (value === null ? '—' : t('platform.seconds', { value: formatNumber(value, i18n.language, { maximumFractionDigits: 1 }) }));
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(new Blob([await callText(platformCsv, { query: range })], { type: 'text/csv;charset=utf-8' }), `platform-${range.from}-${range.to}.csv`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('platform.title')} description={t('platform.description')} />
      <Card>
        <CardContent>
          <SelectField
            id="platform-period"
            className="max-w-xs"
            label={t('platform.period')}
            value={period}
            onValueChange={setPeriod}
            options={PERIODS.map((value) => ({ value, label: t('platform.lastDays', { count: Number(value) }) }))}
          />
        </CardContent>
      </Card>
      {figures.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('platform.loading')}
        </p>
      ) : figures.isError ? (
        <Card>
          <EmptyState role="alert" icon={<ActivityIcon />} title={t('platform.errorTitle')} body={figures.error.message} action={<Button variant="outline" onClick={() => void figures.refetch()}>{t('reports.retry')}</Button>} />
        </Card>
      ) : (
        <>
          <section aria-label={t('platform.totals')} className="grid gap-4 sm:grid-cols-3">
            {(
              [
                ['activeWorkspaces', figures.data.active_workspaces],
                ['published', figures.data.published],
                ['failed', figures.data.failed],
              ] as const
            ).map(([key, value]) => (
              <Card key={key}>
                <CardHeader>
                  <CardDescription>{t(`platform.${key}`)}</CardDescription>
                  <CardTitle className="text-2xl tabular-nums">{number(value)}</CardTitle>
                </CardHeader>
              </Card>
            ))}
          </section>
          <Card>
            <CardHeader>
              <CardTitle id="platform-days-title">{t('platform.daysTitle')}</CardTitle>
              <CardDescription>{t('platform.daysDescription')}</CardDescription>
              <CardAction>
                <Button size="sm" variant="outline" disabled={exporting} onClick={() => void exportCsv()} aria-label={t('platform.csv')}>
                  <DownloadIcon aria-hidden="true" />
                  CSV
                </Button>
              </CardAction>
            </CardHeader>
            <CardContent>
              {figures.data.days.length === 0 ? (
                <EmptyState icon={<ActivityIcon />} title={t('platform.emptyTitle')} body={t('platform.emptyBody')} />
              ) : (
                <Table aria-labelledby="platform-days-title">
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('platform.day')}</TableHead>
                      <TableHead>{t('platform.network')}</TableHead>
                      <TableHead className="text-end">{t('platform.published')}</TableHead>
                      <TableHead className="text-end">{t('platform.failed')}</TableHead>
                      <TableHead className="text-end">{t('platform.lagP50')}</TableHead>
                      <TableHead className="text-end">{t('platform.lagP95')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {figures.data.days.map((day) => (
                      <TableRow key={`${day.day}:${day.network}`}>
                        <TableCell className="whitespace-nowrap">{day.day}</TableCell>
                        <TableCell>{tc(`types.${day.network}`)}</TableCell>
                        <TableCell className="text-end tabular-nums">{number(day.published)}</TableCell>
                        <TableCell className="text-end tabular-nums">{number(day.failed)}</TableCell>
                        <TableCell className="text-end tabular-nums">{seconds(day.lag_p50_seconds)}</TableCell>
                        <TableCell className="text-end tabular-nums">{seconds(day.lag_p95_seconds)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
