import { useState } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, ChevronUpIcon, InboxIcon, RotateCcwIcon } from 'lucide-react';
import { MONITORED_SERVICES, deadLetterEndpoints, type ServiceMonitoring } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { StatusBadge } from '../../../components/status-badge';
import { EmptyState } from '../../../components/data-table/empty-state';
import { call } from '../../../lib/api';
import { formatNumber, formatRelativeTime } from '../../../lib/format';
import { MONITORING_KEY, deadLettersQuery, serviceMonitoringQuery } from '../queries';
import { formatUptime } from '../format';
import { EventsFigure, EventsPartitions } from './events-figures';

type Service = (typeof MONITORED_SERVICES)[number];

/** One card per service: whether it answers and is ready, its event relay and its dead letters. */
export function ServicesTab() {
  const results = useQueries({ queries: MONITORED_SERVICES.map((service) => serviceMonitoringQuery(service.area)) });
  return (
    <section className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="monitoring-services">
      {MONITORED_SERVICES.map((service, index) => {
        const result = results[index];
        return <ServiceCard key={service.name} service={service} report={result?.data} pending={result?.isPending ?? true} error={result?.isError ? result.error.message : null} />;
      })}
    </section>
  );
}

function ServiceCard({ service, report, pending, error }: { service: Service; report: ServiceMonitoring | undefined; pending: boolean; error: string | null }) {
  const { t, i18n } = useTranslation('monitoring');
  const [open, setOpen] = useState(false);
  const name = t(`service.names.${service.name}`);
  const number = (value: number) => formatNumber(value, i18n.language);
  const unresolved = report?.deadLetters.reduce((sum, row) => sum + row.unresolved, 0) ?? 0;
  const status = error ? (
    <StatusBadge tone="destructive">{t('status.unreachable')}</StatusBadge>
  ) : pending || !report ? (
    <StatusBadge tone="muted">{t('status.checking')}</StatusBadge>
  ) : report.ingest && !report.ingest.listening ? (
    // Live answers, but its ingest takes no stream: not "Ready".
    <StatusBadge tone="destructive">{t('status.ingestDown')}</StatusBadge>
  ) : report.readiness.ready ? (
    <StatusBadge tone="success">{t('status.ready')}</StatusBadge>
  ) : (
    <StatusBadge tone="destructive">{t('status.notReady')}</StatusBadge>
  );
  return (
    <Card className={open ? 'md:col-span-2 xl:col-span-3' : undefined} data-testid={`service-card-${service.name}`} aria-labelledby={`service-${service.name}-title`}>
      <CardHeader>
        <CardTitle id={`service-${service.name}-title`} className="text-base">
          {name}
        </CardTitle>
        <CardDescription>
          <code className="text-xs">/api/{service.area}</code>
          {report && <> · {t('service.process', { pid: report.process.pid, uptime: formatUptime(report.process.uptimeSeconds, i18n.language) })}</>}
        </CardDescription>
        <CardAction>{status}</CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {t('service.unreachableBody', { message: error })}
          </p>
        ) : report ? (
          <>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{t('service.relayLag')}</dt>
                <dd className="font-medium tabular-nums">
                  {report.relay ? (
                    <>
                      {t('seconds', { value: formatNumber(report.relay.lagSeconds, i18n.language, { maximumFractionDigits: 1 }) })}
                      <span className="block text-xs font-normal text-muted-foreground">{t('service.unrelayed', { count: report.relay.unrelayed })}</span>
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t('service.noRelay')}</span>
                  )}
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{t('service.deadLetters')}</dt>
                <dd className="font-medium tabular-nums" data-testid={`dead-letters-${service.name}`}>
                  <span className={unresolved > 0 ? 'text-destructive' : undefined}>{number(unresolved)}</span>
                </dd>
              </div>
              <EventsFigure events={report.events} service={service.name} />
            </dl>
            <EventsPartitions events={report.events} />
            {report.ingest && (
              <p className={report.ingest.listening ? 'text-sm text-muted-foreground' : 'text-sm text-destructive'} data-testid="service-ingest">
                {report.ingest.listening ? t('service.ingestAt', { address: report.ingest.address }) : report.ingest.problem}
              </p>
            )}
            <div className="flex flex-wrap gap-1.5" aria-label={t('service.checks')}>
              {Object.entries(report.readiness.checks).map(([check, ok]) => (
                <StatusBadge key={check} tone={ok ? 'success' : 'destructive'}>
                  {t(`service.check.${check}` as 'service.check.database', { defaultValue: check })}
                </StatusBadge>
              ))}
            </div>
            {report.relay && (unresolved > 0 || open) && (
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={open}
                  aria-label={open ? t('service.deadLettersHideLabel', { service: name }) : t('service.deadLettersShowLabel', { service: name })}
                  onClick={() => setOpen((value) => !value)}
                >
                  {open ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
                  {open ? t('service.deadLettersHide') : t('service.deadLettersShow')}
                </Button>
              </div>
            )}
            {open && <DeadLetters area={service.area} service={name} />}
          </>
        ) : (
          <div className="h-16 animate-pulse rounded-md bg-muted motion-reduce:animate-none" aria-hidden="true" />
        )}
      </CardContent>
    </Card>
  );
}

/** The unresolved dead letters of one service, newest first, each with Replay. */
function DeadLetters({ area, service }: { area: string; service: string }) {
  const { t, i18n } = useTranslation('monitoring');
  const client = useQueryClient();
  const letters = useQuery(deadLettersQuery(area));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const replay = useMutation({
    mutationFn: async (id: number) => (await call(deadLetterEndpoints(area).replay, { params: { id } })).data,
    onSuccess: (result) => {
      const ok = result.status !== 'failed';
      setOutcome({ ok, text: ok ? t('deadLetters.replayed', { name: result.deadLetter.name }) : t('deadLetters.replayFailed', { name: result.deadLetter.name, error: result.error ?? '' }) });
    },
    onError: (error) => setOutcome({ ok: false, text: error.message }),
    onSettled: () => client.invalidateQueries({ queryKey: [...MONITORING_KEY] }),
  });
  const now = Date.now();
  return (
    <div className="grid gap-3 rounded-lg border p-3" data-testid={`dead-letter-list-${area}`}>
      <div className="grid gap-0.5">
        <h3 className="text-sm font-semibold">{t('deadLetters.title', { service })}</h3>
        <p className="text-xs text-muted-foreground">{t('deadLetters.description')}</p>
      </div>
      <p role="status" className={outcome ? (outcome.ok ? 'text-sm text-success' : 'text-sm text-destructive') : 'sr-only'}>
        {outcome?.text}
      </p>
      {letters.isPending ? (
        <div className="h-12 animate-pulse rounded-md bg-muted motion-reduce:animate-none" aria-hidden="true" />
      ) : letters.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('deadLetters.loadError')}
        </p>
      ) : letters.data.data.length === 0 ? (
        <EmptyState icon={<InboxIcon />} title={t('deadLetters.empty')} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('deadLetters.event')}</TableHead>
              <TableHead>{t('deadLetters.error')}</TableHead>
              <TableHead className="text-right">{t('deadLetters.attempts')}</TableHead>
              <TableHead>{t('deadLetters.when')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('deadLetters.replay')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {letters.data.data.map((letter) => (
              <TableRow key={letter.id}>
                <TableCell>
                  <span className="font-medium">{letter.name}</span>
                  <span className="block font-mono text-xs text-muted-foreground">{letter.eventId}</span>
                </TableCell>
                <TableCell className="max-w-md whitespace-normal break-words text-destructive">
                  <span className="line-clamp-4" title={letter.error}>
                    {letter.error}
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(letter.attempts, i18n.language)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatRelativeTime(letter.createdAt, now, i18n.language)}</TableCell>
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={replay.isPending}
                    aria-label={t('deadLetters.replayLabel', { name: letter.name, id: letter.id })}
                    onClick={() => replay.mutate(letter.id)}
                  >
                    <RotateCcwIcon aria-hidden="true" />
                    {t('deadLetters.replay')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
