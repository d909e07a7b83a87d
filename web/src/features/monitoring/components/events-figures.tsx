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

/**
 * Each topic the service's consumer group reads: records behind over its partitions, and which
 * partitions hold them (the committed and end offsets of every partition are in /metrics).
 */
export function EventsPartitions({ events }: { events: Figures | undefined }) {
  const { t, i18n } = useTranslation('monitoring');
  const number = (value: number) => formatNumber(value, i18n.language);
  if (events?.transport !== 'kafka' || !events.reachable) return null;
  return (
    <>
      {events.consumers
        .filter((consumer) => consumer.partitions.length > 0)
        .map((consumer) => {
          const topics = [...new Set(consumer.partitions.map((row) => row.topic))].sort();
          return (
            <details key={consumer.group} className="min-w-0 rounded-lg border px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium">{t('service.partitionsShow', { group: consumer.group })}</summary>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('service.partition.topic')}</TableHead>
                    <TableHead className="text-right">{t('service.partition.lag')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {topics.map((topic) => {
                    const rows = consumer.partitions.filter((row) => row.topic === topic).sort((a, b) => a.partition - b.partition);
                    const behind = rows.filter((row) => row.lag > 0);
                    return (
                      <TableRow key={topic}>
                        <TableCell className="whitespace-normal break-all font-mono text-xs">{topic}</TableCell>
                        <TableCell className="text-right tabular-nums">
                          <span className={behind.length > 0 ? 'font-medium' : undefined}>{number(behind.reduce((sum, row) => sum + row.lag, 0))}</span>
                          {behind.length > 0 && <span className="block text-xs text-muted-foreground">{behind.map((row) => t('service.partition.behind', { partition: row.partition, lag: number(row.lag) })).join(', ')}</span>}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </details>
          );
        })}
    </>
  );
}
