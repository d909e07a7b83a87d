import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BellIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { formatNumber } from '../../../lib/format';
import { sessionAtom } from '../../session/session.atoms';
import { unreadCountQuery } from '../queries';
import { useNotificationStream } from '../realtime/use-notification-stream';
import { NotificationPanel } from './notification-panel';

/** More than this shows as "99+". */
const BADGE_MAX = 99;

/**
 * The top bar's bell (SPEC §2, §4): the unread badge (first count from a one-item page of
 * unread notifications, then +1 per push and −1 per mark-read) and the panel in a popover.
 * Keeps the notification socket open while it is shown. Renders nothing when signed out.
 */
export function NotificationBell() {
  const userId = useAtomValue(sessionAtom)?.user.id;
  if (userId === undefined) return null;
  return <Bell userId={userId} />;
}

function Bell({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const socket = useNotificationStream();
  const unread = useQuery(unreadCountQuery(userId));
  const count = unread.data ?? 0;
  const label = count > 0 ? t('bell.labelUnread', { count }) : t('bell.label');

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} title={label} data-socket-state={socket.state}>
          <BellIcon aria-hidden="true" />
          {count > 0 && (
            <span
              className="absolute -top-0.5 -end-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-white tabular-nums ring-2 ring-background"
              aria-hidden="true"
              data-testid="notification-badge"
            >
              {count > BADGE_MAX ? `${formatNumber(BADGE_MAX, i18n.language)}+` : formatNumber(count, i18n.language)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <NotificationPanel userId={userId} socket={socket} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
