import { useTranslation } from 'react-i18next';
import type { EventsFigures as Figures } from '@cadence/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatNumber } from '../../../lib/format';

/** How a service's events travel: in-process, or over Kafka with its consumer group's lag. */
export function EventsFigure({ events, service }: { events: Figures | undefined; service: string }) {
  const { t } = useTranslation('monitoring');
  const lag = events?.consumers.reduce((sum, consumer) => sum + consumer.lag, 0) ?? 0;
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{t('service.events')}</dt>
      <dd className="font-medium tabular-nums" data-testid={`events-${service}`}>
        {!events ? (
          <span className="text-muted-foreground">{t('service.noRelay')}</span>
        ) : events.transport === 'in-process' ? (
          <span className="text-muted-foreground">{t('service.eventsInProcess')}</span>
        ) : !events.reachable ? (
          <span className="text-destructive" title={events.error ?? undefined}>
            {t('service.brokerUnreachable')}
            <span className="block text-xs font-normal break-words">{events.error}</span>
          </span>
        ) : (
          <span className={lag > 0 ? 'text-warning' : undefined}>{lag > 0 ? t('service.consumerLag', { count: lag }) : t('service.consumerCaughtUp')}</span>
        )}
      </dd>
    </div>
  );
}

/** Each partition of the service's consumer groups: committed offset, end offset, records behind. */
export function EventsPartitions({ events }: { events: Figures | undefined }) {
  const { t, i18n } = useTranslation('monitoring');
  const number = (value: number) => formatNumber(value, i18n.language);
  if (events?.transport !== 'kafka' || !events.reachable) return null;
  return (
    <>
      {events.consumers
        .filter((consumer) => consumer.partitions.length > 0)
        .map((consumer) => (
          <details key={consumer.group} className="rounded-lg border p-2 text-sm">
            <summary className="cursor-pointer font-medium">{t('service.partitionsShow', { group: consumer.group })}</summary>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('service.partition.topic')}</TableHead>
                  <TableHead className="text-right">{t('service.partition.partition')}</TableHead>
                  <TableHead className="text-right">{t('service.partition.committed')}</TableHead>
                  <TableHead className="text-right">{t('service.partition.end')}</TableHead>
                  <TableHead className="text-right">{t('service.partition.lag')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {consumer.partitions.map((row) => (
                  <TableRow key={`${row.topic}-${row.partition}`}>
                    <TableCell className="font-mono text-xs">{row.topic}</TableCell>
                    <TableCell className="text-right tabular-nums">{row.partition}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.committed)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.end)}</TableCell>
                    <TableCell className={row.lag > 0 ? 'text-right font-medium tabular-nums' : 'text-right tabular-nums'}>{number(row.lag)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        ))}
    </>
  );
}
