import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartColumnIcon, DownloadIcon } from 'lucide-react';
import type { PaymentReport } from '@cadence/contracts';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { TextField } from '../../../components/form-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/fields';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { describeError } from '../../../lib/errors';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { REPORT_PERIODS, downloadReportCsv, paymentReportQuery, type ReportSearch } from '../queries';
import { csvFilename, saveBlob } from '../report-file';
import { chartSeries, totalsBy, type ReportTotal } from '../report-series';

/** One colour per plan that reads on light and dark backgrounds. */
const PLAN_COLOURS = ['var(--primary)', 'oklch(0.66 0.13 200)', 'oklch(0.72 0.15 70)', 'oklch(0.62 0.15 150)', 'oklch(0.62 0.19 350)', 'oklch(0.6 0.1 260)'];

/** /membership/payments-reports: settled revenue per day, week or month, by plan and by method, with a CSV export. */
export function PaymentsReportPage({ search, onNavigate }: { search: ReportSearch; onNavigate: (search: ReportSearch) => void }) {
  const { t, i18n } = useTranslation('payments');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('report.title'));
  const { data: report } = useSuspenseQuery(paymentReportQuery(search));
  const busy = useListBusy();
  const period = search.period ?? 'month';
  const currency = report.rows[0]?.currency ?? 'EUR';
  const money = (cents: number) => formatPrice(cents, currency, i18n.language);
  const exporting = useMutation({
    mutationFn: async () => {
      const text = await downloadReportCsv(search);
      saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvFilename({ period, from: report.from, to: report.to }));
    },
  });

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('report.title')}
        description={t('report.description')}
        actions={
          <Button variant="outline" onClick={() => exporting.mutate()} aria-disabled={exporting.isPending || undefined} aria-busy={exporting.isPending || undefined}>
            {exporting.isPending ? <Spinner /> : <DownloadIcon />}
            {exporting.isPending ? t('report.exporting') : t('report.export')}
          </Button>
        }
      />
      {exporting.error ? <FormAlert alert={{ message: describeError(tc, exporting.error), details: [] }} /> : null}
      <ReportFilters key={`${search.from ?? ''}:${search.to ?? ''}`} search={search} report={report} onNavigate={onNavigate} />
      <Card aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
        <CardHeader>
          <CardTitle>{t('report.revenue')}</CardTitle>
          <CardDescription>
            {t('report.range', { from: formatDate(report.from, i18n.language), to: formatDate(report.to, i18n.language) })} ·{' '}
            {t('report.total', { amount: money(report.total.amount), count: report.total.count })}
          </CardDescription>
        </CardHeader>
        <CardContent>{report.rows.length === 0 ? <EmptyState icon={<ChartColumnIcon />} title={t('report.emptyTitle')} body={t('report.emptyBody')} /> : <RevenueChart report={report} money={money} />}</CardContent>
      </Card>
      {report.rows.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-2">
          <TotalsCard title={t('report.byPlan')} label={t('report.plan')} totals={totalsBy(report.rows, 'plan')} money={money} name={(key) => key} />
          <TotalsCard title={t('report.byMethod')} label={t('report.method')} totals={totalsBy(report.rows, 'payment_method')} money={money} name={(key) => (key === 'paypal' ? t('methods.paypal') : t('methods.card'))} />
        </div>
      )}
    </div>
  );
}

function ReportFilters({ search, report, onNavigate }: { search: ReportSearch; report: PaymentReport; onNavigate: (search: ReportSearch) => void }) {
  const { t } = useTranslation('payments');
  const [from, setFrom] = useState(search.from ?? report.from.slice(0, 10));
  const [to, setTo] = useState(search.to ?? report.to.slice(0, 10));
  const backwards = from !== '' && to !== '' && from > to;
  return (
    <form
      className="flex flex-wrap items-end gap-4 rounded-xl border bg-card p-4 shadow-sm"
      aria-label={t('report.filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (backwards) return;
        onNavigate({ ...search, ...(from ? { from } : { from: undefined }), ...(to ? { to } : { to: undefined }) });
      }}
    >
      <SelectField
        id="period"
        className="w-40"
        label={t('report.period')}
        value={search.period ?? 'month'}
        onValueChange={(period) => onNavigate({ ...search, period })}
        options={REPORT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
      />
      <TextField id="from" type="date" className="w-44" label={t('report.from')} value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
      <TextField
        id="to"
        type="date"
        className="w-44"
        label={t('report.to')}
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.target.value)}
        error={backwards ? t('report.backwards') : undefined}
      />
      <Button type="submit" variant="secondary">
        {t('report.apply')}
      </Button>
    </form>
  );
}

function RevenueChart({ report, money }: { report: PaymentReport; money: (cents: number) => string }) {
  const { t, i18n } = useTranslation('payments');
  const { points, plans } = chartSeries(report.rows);
  const label = (period: string) => formatDate(`${period}T00:00:00Z`, i18n.language);
  return (
    <figure className="grid gap-3">
      <figcaption className="sr-only">{t('report.chartLabel')}</figcaption>
      <div className="h-80 w-full" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="period" tickFormatter={label} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} axisLine={false} tickLine={false} />
            <YAxis tickFormatter={(value: number) => money(value)} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} axisLine={false} tickLine={false} width={80} />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 'var(--radius)' }}
              labelFormatter={(value) => label(String(value))}
              formatter={(value) => money(Number(value))}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {plans.map((plan, index) => (
              <Bar key={plan} dataKey={plan} stackId="revenue" maxBarSize={72} fill={PLAN_COLOURS[index % PLAN_COLOURS.length]} radius={index === plans.length - 1 ? [4, 4, 0, 0] : 0} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function TotalsCard({ title, label, totals, money, name }: { title: string; label: string; totals: ReportTotal[]; money: (cents: number) => string; name: (key: string) => string }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Table aria-label={title}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{label}</TableHead>
              <TableHead className="text-end">{t('report.payments')}</TableHead>
              <TableHead className="text-end">{t('report.amount')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {totals.map((total) => (
              <TableRow key={total.key}>
                <TableCell className="font-medium">{name(total.key)}</TableCell>
                <TableCell className="text-end tabular-nums">{formatNumber(total.count, i18n.language)}</TableCell>
                <TableCell className="text-end tabular-nums">{money(total.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
