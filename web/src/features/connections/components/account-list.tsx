import { useTranslation } from 'react-i18next';
import { RefreshCwIcon, UnplugIcon } from 'lucide-react';
import type { SocialAccount } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { AccountAvatar } from '../../posts/components/network-mark';
import { HealthBadge } from './health-badge';

/** The workspace's connected accounts, each with its health and its Reconnect and Disconnect actions. */
export function AccountList({
  accounts,
  reconnecting,
  onReconnect,
  onDisconnect,
}: {
  accounts: SocialAccount[];
  reconnecting: number | null;
  onReconnect: (account: SocialAccount) => void;
  onDisconnect: (account: SocialAccount) => void;
}) {
  const { t, i18n } = useTranslation('connections');
  return (
    <ul className="divide-y rounded-xl border bg-card shadow-xs">
      {accounts.map((account) => (
        <li key={account.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
          <AccountAvatar type={account.type} name={account.name} avatarUrl={account.avatarUrl} className="size-11" />
          <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate font-medium">{account.name}</span>
              <HealthBadge health={account.health} />
            </p>
            <p className="truncate text-sm text-muted-foreground">
              {t(`types.${account.type}`)}
              {account.username && <span dir="ltr"> · @{account.username}</span>}
              <span> · {t('accounts.connectedOn', { date: formatDate(account.createdAt, i18n.language) })}</span>
            </p>
            {account.health.state === 'broken' && account.health.message && <p className="text-sm text-destructive">{account.health.message}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={account.health.state === 'valid' ? 'outline' : 'default'}
              size="sm"
              onClick={() => reconnecting === null && onReconnect(account)}
              aria-disabled={reconnecting !== null || undefined}
              aria-busy={reconnecting === account.id || undefined}
              aria-label={`${t('accounts.reconnect')}: ${account.name}`}
            >
              {reconnecting === account.id ? <Spinner /> : <RefreshCwIcon />}
              {t('accounts.reconnect')}
            </Button>
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => onDisconnect(account)} aria-label={`${t('accounts.disconnect')}: ${account.name}`}>
              <UnplugIcon />
              {t('accounts.disconnect')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
