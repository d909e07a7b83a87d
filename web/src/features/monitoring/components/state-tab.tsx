import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CpuIcon } from 'lucide-react';
import { MONITORED_SERVICES, type ProcessFigures } from '@cadence/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { EmptyState } from '../../../components/data-table/empty-state';
import { formatNumber } from '../../../lib/format';
import { formatBytes } from '../../media/format';
import { serviceMonitoringQuery } from '../queries';
import { formatUptime } from '../format';

/** The running processes (one in the all-in-one mode, one per service in the distributed mode) and the services each runs. */
export function StateTab() {
  const { t, i18n } = useTranslation('monitoring');
  const results = useQueries({ queries: MONITORED_SERVICES.map((service) => serviceMonitoringQuery(service.area)) });
  const processes = new Map<string, { figures: ProcessFigures; services: string[] }>();
  results.forEach((result, index) => {
    const report = result.data;
    const service = MONITORED_SERVICES[index];
    if (!report || !service) return;
    const key = `${report.process.name}:${report.process.pid}:${report.process.startedAt}`;
    const entry = processes.get(key) ?? { figures: report.process, services: [] };
    entry.services.push(t(`service.names.${service.name}`));
    processes.set(key, entry);
  });
  const ms = (value: number) => t('state.milliseconds', { value: formatNumber(value, i18n.language, { maximumFractionDigits: 1 }) });
  return (
    <Card data-testid="monitoring-state">
      <CardHeader>
        <CardTitle id="state-title">{t('state.title')}</CardTitle>
        <CardDescription>{t('state.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {processes.size === 0 ? (
          <EmptyState role="status" icon={<CpuIcon />} title={t('state.empty')} />
        ) : (
          <Table aria-labelledby="state-title">
            <TableHeader>
              <TableRow>
                <TableHead className="pl-6">{t('state.process')}</TableHead>
                <TableHead>{t('state.services')}</TableHead>
                <TableHead>{t('state.uptime')}</TableHead>
                <TableHead className="text-right">{t('state.memory')}</TableHead>
                <TableHead className="text-right">{t('state.heap')}</TableHead>
                <TableHead className="text-right">{t('state.loop')}</TableHead>
                <TableHead className="pr-6">{t('state.node')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...processes.values()].map(({ figures, services }) => (
                <TableRow key={`${figures.name}-${figures.pid}`}>
                  <TableCell className="pl-6">
                    <span className="font-medium">{figures.name}</span>
                    <span className="block font-mono text-xs text-muted-foreground">pid {figures.pid}</span>
                  </TableCell>
                  <TableCell className="max-w-sm whitespace-normal">{services.join(', ')}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatUptime(figures.uptimeSeconds, i18n.language)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatBytes(figures.memory.rssBytes, i18n.language)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatBytes(figures.memory.heapUsedBytes, i18n.language)}</TableCell>
                  <TableCell className={figures.eventLoopDelayMs.p99 > 100 ? 'text-right text-destructive tabular-nums' : 'text-right tabular-nums'}>{ms(figures.eventLoopDelayMs.p99)}</TableCell>
                  <TableCell className="pr-6 font-mono text-xs">{figures.nodeVersion}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
