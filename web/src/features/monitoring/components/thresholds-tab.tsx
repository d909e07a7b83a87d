import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellRingIcon, PlusIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import {
  DELIVERY_THRESHOLD_METRICS,
  MONITORED_SERVICES,
  THRESHOLD_METRICS,
  createMonitoringThreshold,
  deleteMonitoringThreshold,
  updateMonitoringThreshold,
  type MonitoringThreshold,
  type ThresholdMetric,
} from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { StatusBadge } from '../../../components/status-badge';
import { EmptyState } from '../../../components/data-table/empty-state';
import { ApiError, call } from '../../../lib/api';
import { formatNumber, formatRelativeTime } from '../../../lib/format';
import { MONITORING_KEY, thresholdsQuery } from '../queries';

type ServiceName = (typeof MONITORED_SERVICES)[number]['name'];
const isDelivery = (metric: ThresholdMetric) => DELIVERY_THRESHOLD_METRICS.includes(metric);
const TONE = { ok: 'success', crossed: 'destructive', unknown: 'muted' } as const;

/** Limits on the figures staff are alerted on in the app (and by their notification preferences), checked by the notifications service. */
export function ThresholdsTab() {
  const { t } = useTranslation('monitoring');
  const thresholds = useQuery(thresholdsQuery());
  return (
    <div className="grid gap-6">
      <Card data-testid="monitoring-thresholds">
        <CardHeader>
          <CardTitle id="thresholds-title">{t('thresholds.title')}</CardTitle>
          <CardDescription>{t('thresholds.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 px-0">
          <AddThreshold />
          {thresholds.isPending ? (
            <div className="mx-6 h-24 animate-pulse rounded-md bg-muted motion-reduce:animate-none" aria-hidden="true" />
          ) : thresholds.isError ? (
            <EmptyState
              role="alert"
              icon={<BellRingIcon />}
              title={t('thresholds.error')}
              body={thresholds.error.message}
              action={
                <Button variant="outline" onClick={() => void thresholds.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : thresholds.data.length === 0 ? (
            <EmptyState icon={<BellRingIcon />} title={t('thresholds.empty')} />
          ) : (
            <Table aria-labelledby="thresholds-title">
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-6">{t('thresholds.figure')}</TableHead>
                  <TableHead>{t('thresholds.service')}</TableHead>
                  <TableHead>{t('thresholds.state')}</TableHead>
                  <TableHead className="text-right">{t('thresholds.value')}</TableHead>
                  <TableHead>{t('thresholds.limit')}</TableHead>
                  <TableHead className="pr-6">
                    <span className="sr-only">{t('thresholds.remove')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {thresholds.data.map((threshold) => (
                  <ThresholdRow key={threshold.id} threshold={threshold} />
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function AddThreshold() {
  const { t } = useTranslation('monitoring');
  const client = useQueryClient();
  const [metric, setMetric] = useState<ThresholdMetric>('dead_letters');
  const [service, setService] = useState<ServiceName>('posting');
  const [limit, setLimit] = useState('0');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const add = useMutation({
    mutationFn: async () => (await call(createMonitoringThreshold, { body: { metric, service: isDelivery(metric) ? 'posting' : service, limit: Number(limit) } })).data,
    onSuccess: () => setMessage({ ok: true, text: t('thresholds.added') }),
    onError: (error) => setMessage({ ok: false, text: error instanceof ApiError ? (Object.values(error.fieldErrors)[0] ?? error.message) : error.message }),
    onSettled: () => client.invalidateQueries({ queryKey: [...MONITORING_KEY, 'thresholds'] }),
  });
  const valid = limit.trim() !== '' && Number.isFinite(Number(limit)) && Number(limit) >= 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) add.mutate();
  };
  return (
    <form className="mx-6 grid gap-3 rounded-lg border p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] sm:items-end" onSubmit={submit} aria-label={t('thresholds.add')}>
      <div className="grid gap-1.5">
        <Label htmlFor="threshold-metric">{t('thresholds.figure')}</Label>
        <Select value={metric} onValueChange={(value) => setMetric(value as ThresholdMetric)}>
          <SelectTrigger id="threshold-metric" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {THRESHOLD_METRICS.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`thresholds.metrics.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="threshold-service">{t('thresholds.service')}</Label>
        <Select value={isDelivery(metric) ? 'posting' : service} onValueChange={(value) => setService(value as ServiceName)} disabled={isDelivery(metric)}>
          <SelectTrigger id="threshold-service" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MONITORED_SERVICES.map((entry) => (
              <SelectItem key={entry.name} value={entry.name}>
                {t(`service.names.${entry.name}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="threshold-limit">{t('thresholds.alertAbove')}</Label>
        <Input id="threshold-limit" type="number" inputMode="decimal" min={0} step="any" value={limit} onChange={(event) => setLimit(event.target.value)} aria-invalid={!valid} />
      </div>
      <Button type="submit" disabled={!valid || add.isPending}>
        <PlusIcon aria-hidden="true" />
        {t('thresholds.add')}
      </Button>
      <p role="status" className={message ? (message.ok ? 'text-sm text-success sm:col-span-4' : 'text-sm text-destructive sm:col-span-4') : 'sr-only'}>
        {message?.text}
      </p>
    </form>
  );
}

function ThresholdRow({ threshold }: { threshold: MonitoringThreshold }) {
  const { t, i18n } = useTranslation('monitoring');
  const client = useQueryClient();
  const [limit, setLimit] = useState(String(threshold.limit));
  const [error, setError] = useState<string | null>(null);
  const done = () => client.invalidateQueries({ queryKey: [...MONITORING_KEY, 'thresholds'] });
  const save = useMutation({
    mutationFn: async () => (await call(updateMonitoringThreshold, { params: { id: threshold.id }, body: { limit: Number(limit) } })).data,
    onSuccess: () => setError(null),
    onError: (failure) => setError(failure.message),
    onSettled: done,
  });
  const remove = useMutation({
    mutationFn: async () => (await call(deleteMonitoringThreshold, { params: { id: threshold.id } })).data,
    onError: (failure) => setError(failure.message),
    onSettled: done,
  });
  const figure = t(`thresholds.metrics.${threshold.metric}`);
  const service = t(`service.names.${threshold.service}`);
  const valid = limit.trim() !== '' && Number.isFinite(Number(limit)) && Number(limit) >= 0;
  const changed = valid && Number(limit) !== threshold.limit;
  return (
    <TableRow data-testid={`threshold-${threshold.metric}-${threshold.service}`}>
      <TableCell className="pl-6 font-medium whitespace-normal">{figure}</TableCell>
      <TableCell>{service}</TableCell>
      <TableCell>
        <StatusBadge tone={TONE[threshold.state]}>{t(`thresholds.states.${threshold.state}`)}</StatusBadge>
        {threshold.checked_at && <span className="mt-1 block text-xs text-muted-foreground">{t('thresholds.checked', { when: formatRelativeTime(threshold.checked_at, Date.now(), i18n.language) })}</span>}
      </TableCell>
      <TableCell className="text-right tabular-nums">{threshold.value === null ? t('none') : formatNumber(threshold.value, i18n.language, { maximumFractionDigits: 1 })}</TableCell>
      <TableCell>
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (changed) save.mutate();
          }}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className="h-8 w-28"
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            aria-label={t('thresholds.limitLabel', { figure, service })}
            aria-invalid={!valid}
          />
          <Button type="submit" size="sm" variant="outline" disabled={!changed || save.isPending} aria-label={t('thresholds.saveLabel', { figure, service })}>
            <SaveIcon aria-hidden="true" />
            {t('thresholds.save')}
          </Button>
        </form>
        {error && (
          <p role="alert" className="mt-1 text-xs text-destructive">
            {error}
          </p>
        )}
      </TableCell>
      <TableCell className="pr-6 text-right">
        <Button size="sm" variant="ghost" disabled={remove.isPending} aria-label={t('thresholds.removeLabel', { figure, service })} onClick={() => remove.mutate()}>
          <Trash2Icon aria-hidden="true" />
          {t('thresholds.remove')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
