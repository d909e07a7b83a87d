import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PlugIcon, PlusIcon } from 'lucide-react';
import type { Network } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/status-badge';
import { cn } from '../../../lib/utils';
import { NetworkMark } from '../../posts/components/network-mark';

/**
 * What the card says under the name. A network that is off reads as not available yet; staff
 * (the only ones the server tells which variables are missing) read what to set. Networks that
 * users connect with their own credentials say that nothing needs setting up.
 */
function hint(t: TFunction<'connections'>, network: Network, atLimit: boolean): string {
  if (!network.enabled) return network.missing.length > 0 ? t('networks.offHintStaff', { variables: network.missing.join(', ') }) : t('networks.offHint');
  if (atLimit) return t('networks.atLimit');
  const how = t(`networks.${network.method}`);
  return network.needsSetup ? how : `${how}. ${t('networks.noSetup')}`;
}

/** One account type: its mark and name, whether this server offers it, how it connects, and Connect. */
export function NetworkCard({
  network,
  connectedCount,
  atLimit,
  pending,
  onConnect,
}: {
  network: Network;
  connectedCount: number;
  atLimit: boolean;
  pending: boolean;
  onConnect: () => void;
}) {
  const { t } = useTranslation('connections');
  const name = t(`types.${network.type}`);
  const headingId = `network-${network.type}`;
  const hintId = `${headingId}-hint`;
  const blocked = !network.enabled || atLimit;
  return (
    <article aria-labelledby={headingId} className={cn('flex flex-col gap-4 rounded-xl border p-4', network.enabled ? 'bg-card shadow-xs' : 'border-dashed bg-muted/40')}>
      <div className="flex items-start gap-3">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg border bg-background', !network.enabled && 'opacity-60 grayscale')}>
          <NetworkMark type={network.type} className="size-6" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={headingId} className="truncate leading-tight font-semibold">
            {name}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge tone={network.enabled ? 'success' : 'muted'}>{network.enabled ? t('networks.on') : t('networks.off')}</StatusBadge>
            {connectedCount > 0 && <StatusBadge tone="info">{t('networks.connectedCount', { count: connectedCount })}</StatusBadge>}
          </div>
        </div>
      </div>
      <p id={hintId} className="flex-1 text-sm text-muted-foreground">
        {hint(t, network, atLimit)}
      </p>
      <Button
        variant={!network.enabled ? 'secondary' : connectedCount > 0 ? 'outline' : 'default'}
        onClick={() => !blocked && !pending && onConnect()}
        disabled={!network.enabled}
        aria-disabled={blocked || pending || undefined}
        aria-busy={pending || undefined}
        aria-describedby={hintId}
        aria-label={`${connectedCount > 0 ? t('networks.connectAnother') : t('networks.connect')}: ${name}`}
      >
        {pending ? <Spinner /> : connectedCount > 0 ? <PlusIcon /> : <PlugIcon />}
        {pending ? t('networks.connecting') : connectedCount > 0 ? t('networks.connectAnother') : t('networks.connect')}
      </Button>
    </article>
  );
}
