import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import type { SocketState } from '../realtime/notification-socket';

/** SPEC §7/§9: after five failed attempts the socket is offline; the user may reconnect. */
export function SocketStatus({ state, onReconnect, className }: { state: SocketState; onReconnect: () => void; className?: string }) {
  const { t } = useTranslation('notifications');
  if (state !== 'offline') return null;
  return (
    <div role="status" className={cn('flex items-center gap-3 rounded-md border border-dashed bg-muted/50 px-3 py-2 text-sm', className)}>
      <WifiOffIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1">
        <span className="font-medium">{t('socket.offline')}</span>
        <span className="text-xs text-muted-foreground">{t('socket.offlineHint')}</span>
      </div>
      <Button size="sm" variant="outline" onClick={onReconnect}>
        {t('socket.reconnect')}
      </Button>
    </div>
  );
}

/** A small live / connecting mark beside a list that pushes update. */
export function SocketIndicator({ state }: { state: SocketState }) {
  const { t } = useTranslation('notifications');
  if (state === 'offline') return null;
  const open = state === 'open';
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
      <span className={cn('size-2 rounded-full', open ? 'bg-success' : 'animate-pulse bg-muted-foreground/60')} aria-hidden="true" />
      {open ? t('socket.live') : t('socket.connecting')}
    </span>
  );
}
