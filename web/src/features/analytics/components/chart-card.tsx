import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartColumnIcon, DownloadIcon, TableIcon } from 'lucide-react';
import type { AccountType, AnalyticsCsvTable } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { FormAlert } from '../../../components/form/form-alert';
import { describeError } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { saveBlob } from '../../payments/report-file';
import { downloadAnalyticsCsv } from '../queries';
import type { AnalyticsSearch } from '../range';

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
  /** The previous period's values, drawn dashed. */
  dashed?: boolean;
}

export type ChartRow = { day: string } & Record<string, number | null | string>;

const AXIS = { fill: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
};

/** Exports one series or table of the screen as CSV, through the API. */
export function CsvButton({ search, table, network, label }: { search: AnalyticsSearch; table: AnalyticsCsvTable; network: AccountType | null; label: string }) {
  const { t } = useTranslation('analytics');
  const { t: tc } = useTranslation();
  const exporting = useMutation({
    mutationFn: async () => {
      const text = await downloadAnalyticsCsv(search, table, network);
      saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `analytics-${network ? `${network}-` : ''}${table}.csv`);
    },
  });
  return (
    <div className="grid justify-items-end gap-2">
      <Button variant="outline" size="sm" onClick={() => exporting.mutate()} aria-label={t('csv.exportOf', { name: label })} aria-busy={exporting.isPending || undefined}>
        {exporting.isPending ? <Spinner /> : <DownloadIcon />}
        {t('csv.export')}
      </Button>
      {exporting.error ? <FormAlert alert={{ message: describeError(tc, exporting.error), details: [] }} /> : null}
    </div>
  );
}

/**
 * A chart of daily figures with the same numbers as a table (a tab away) and a CSV export. Days
 * without a figure are gaps in lines and empty cells in the table, never zeros.
 */
export function ChartCard({
  id,
  title,
  description,
  kind,
  rows,
  series,
  format,
  empty,
  csv,
  stacked,
}: {
  id: string;
  title: string;
  description?: string;
  kind: 'line' | 'bar';
  rows: ChartRow[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** Shown instead of the chart when no day has a figure. */
  empty: ReactNode | null;
  csv: ReactNode;
  stacked?: boolean;
}) {
  const { t, i18n } = useTranslation('analytics');
  const day = (value: string) => formatDate(`${value}T00:00:00Z`, i18n.language);
  const cell = (value: unknown) => (typeof value === 'number' ? format(value) : '—');
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        <CardAction>{csv}</CardAction>
      </CardHeader>
      <CardContent>
        {empty ?? (
          <Tabs defaultValue="chart">
            <TabsList aria-label={t('view.label', { name: title })}>
              <TabsTrigger value="chart">
                <ChartColumnIcon aria-hidden="true" />
                {t('view.chart')}
              </TabsTrigger>
              <TabsTrigger value="table">
                <TableIcon aria-hidden="true" />
                {t('view.table')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="chart">
              <figure className="grid gap-2" aria-labelledby={`${id}-title`}>
                <figcaption className="sr-only">{t('view.chartCaption', { name: title })}</figcaption>
                <div className="h-64 w-full" dir="ltr">
                  <ResponsiveContainer width="100%" height="100%">
                    {kind === 'line' ? (
                      <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
                        <CartesianGrid vertical={false} stroke="var(--border)" />
                        <XAxis dataKey="day" tickFormatter={day} tick={AXIS} axisLine={false} tickLine={false} minTickGap={24} />
                        <YAxis tickFormatter={(value: number) => format(value)} tick={AXIS} axisLine={false} tickLine={false} width={64} />
                        <Tooltip contentStyle={TOOLTIP} labelFormatter={(value) => day(String(value))} formatter={(value) => cell(value)} />
                        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
                        {series.map((entry) => (
                          <Line
                            key={entry.key}
                            type="monotone"
                            dataKey={entry.key}
                            name={entry.label}
                            stroke={entry.colour}
                            strokeWidth={2}
                            strokeDasharray={entry.dashed ? '5 4' : undefined}
                            // Days without a figure are gaps; dots keep a lone day between gaps visible.
                            dot={{ r: 2.5, strokeWidth: 0, fill: entry.colour }}
                            activeDot={{ r: 4 }}
                            connectNulls={false}
                            isAnimationActive={false}
                          />
                        ))}
                      </LineChart>
                    ) : (
                      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
                        <CartesianGrid vertical={false} stroke="var(--border)" />
                        <XAxis dataKey="day" tickFormatter={day} tick={AXIS} axisLine={false} tickLine={false} minTickGap={24} />
                        <YAxis tickFormatter={(value: number) => format(value)} tick={AXIS} axisLine={false} tickLine={false} width={64} allowDecimals={false} />
                        <Tooltip cursor={{ fill: 'var(--muted)' }} contentStyle={TOOLTIP} labelFormatter={(value) => day(String(value))} formatter={(value) => cell(value)} />
                        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
                        {series.map((entry) => (
                          <Bar
                            key={entry.key}
                            dataKey={entry.key}
                            name={entry.label}
                            fill={entry.colour}
                            fillOpacity={entry.dashed ? 0.45 : 1}
                            maxBarSize={40}
                            {...(stacked ? { stackId: 'stack' } : {})}
                            isAnimationActive={false}
                          />
                        ))}
                      </BarChart>
                    )}
                  </ResponsiveContainer>
                </div>
              </figure>
            </TabsContent>
            <TabsContent value="table">
              <div className="max-h-80 overflow-auto rounded-lg border">
                <Table aria-labelledby={`${id}-title`}>
                  <TableHeader>
                    <TableRow className="hover:bg-transparent">
                      <TableHead>{t('view.day')}</TableHead>
                      {series.map((entry) => (
                        <TableHead key={entry.key} className="text-end">
                          {entry.label}
                        </TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.day}>
                        <TableCell>{day(row.day)}</TableCell>
                        {series.map((entry) => (
                          <TableCell key={entry.key} className="text-end tabular-nums">
                            {cell(row[entry.key])}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
