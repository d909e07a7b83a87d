import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SendIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { MeterBar } from '../../../components/ui/meter-bar';
import { EmptyState } from '../../../components/data-table/empty-state';
import { formatNumber } from '../../../lib/format';
import { serviceMonitoringQuery } from '../queries';
import { formatUptime } from '../format';

/** Posting's delivery queue: totals, per network, and the publish-limit windows. */
export function DeliveryTab() {
  const { t, i18n } = useTranslation('monitoring');
  const { t: tc } = useTranslation('connections');
  const posting = useQuery(serviceMonitoringQuery('posts'));
  const number = (value: number) => formatNumber(value, i18n.language);
  const network = (name: string) => tc(`types.${name}` as 'types.facebook', { defaultValue: name });
  if (posting.isPending) return <div className="h-40 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" aria-hidden="true" />;
  const delivery = posting.data?.delivery;
  if (posting.isError || !delivery) {
    return (
      <Card>
        <EmptyState role="alert" icon={<SendIcon />} title={t('delivery.unavailable')} body={posting.error?.message} action={<Button variant="outline" onClick={() => void posting.refetch()}>{t('retry')}</Button>} />
      </Card>
    );
  }
  return (
    <div className="grid gap-4" data-testid="monitoring-delivery">
      <section aria-label={t('tabs.delivery')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(
          [
            ['due', number(delivery.due)],
            ['waiting', number(delivery.waiting)],
            ['processing', number(delivery.processing)],
            ['oldestDue', delivery.oldestDueSeconds > 0 ? formatUptime(delivery.oldestDueSeconds, i18n.language) : t('none')],
          ] as const
        ).map(([key, value]) => (
          <Card key={key}>
            <CardHeader>
              <CardDescription>{t(`delivery.${key}`)}</CardDescription>
              <CardTitle className="text-2xl tabular-nums" data-testid={`delivery-${key}`}>
                {value}
              </CardTitle>
            </CardHeader>
          </Card>
        ))}
      </section>
      <Card>
        <CardHeader>
          <CardTitle id="delivery-networks-title">{t('delivery.networks')}</CardTitle>
          <CardDescription>{t('delivery.networksDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {delivery.networks.length === 0 ? (
            <EmptyState icon={<SendIcon />} title={t('delivery.noNetworks')} />
          ) : (
            <Table aria-labelledby="delivery-networks-title">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('delivery.network')}</TableHead>
                  <TableHead className="text-right">{t('delivery.due')}</TableHead>
                  <TableHead className="text-right">{t('delivery.processing')}</TableHead>
                  <TableHead className="text-right">{t('delivery.attempts')}</TableHead>
                  <TableHead className="text-right">{t('delivery.failedHour')}</TableHead>
                  <TableHead className="text-right">{t('delivery.failedDay')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {delivery.networks.map((row) => (
                  <TableRow key={row.network}>
                    <TableCell className="font-medium">{network(row.network)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.due)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.processing)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.attemptsLast24h)}</TableCell>
                    <TableCell className={row.failedLastHour > 0 ? 'text-right text-destructive tabular-nums' : 'text-right tabular-nums'}>{number(row.failedLastHour)}</TableCell>
                    <TableCell className={row.failedLast24h > 0 ? 'text-right text-destructive tabular-nums' : 'text-right tabular-nums'}>{number(row.failedLast24h)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle id="delivery-limits-title">{t('delivery.limits')}</CardTitle>
          <CardDescription>{t('delivery.limitsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {delivery.publishLimits.length === 0 ? (
            <EmptyState icon={<SendIcon />} title={t('delivery.noLimits')} />
          ) : (
            <Table aria-labelledby="delivery-limits-title">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('delivery.network')}</TableHead>
                  <TableHead>{t('delivery.limit')}</TableHead>
                  <TableHead>{t('delivery.window')}</TableHead>
                  <TableHead className="w-48">{t('delivery.used')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {delivery.publishLimits.map((row) => (
                  <TableRow key={`${row.network}-${row.name}`}>
                    <TableCell className="font-medium">{network(row.network)}</TableCell>
                    <TableCell>
                      {row.name}
                      <span className="block text-xs text-muted-foreground">{row.scope === 'account' ? t('delivery.perAccount') : t('delivery.perApp')}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatUptime(row.windowSeconds, i18n.language)}</TableCell>
                    <TableCell>
                      <div className="grid gap-1">
                        <span className="text-xs tabular-nums">{t('delivery.usedOf', { used: number(row.used), max: number(row.max) })}</span>
                        <MeterBar value={row.used} max={row.max} label={`${network(row.network)} ${row.name}`} />
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
