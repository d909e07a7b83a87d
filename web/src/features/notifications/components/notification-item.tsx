import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@cadence/contracts';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { toneOf } from './notification-tone';

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read; absent, the row is not a button (it is read already or read-only). */
  onMarkRead?: (notification: Notification) => void;
  now: number;
  /** Called when the notification's link is followed (a panel closes). */
  onNavigate?: () => void;
}

/**
 * One notification: its kind's icon, the message, when it came, and a dot while unread. One
 * about a screen (a hire request, say) is a link to it that also marks it read; any other
 * unread one is a button that marks it read.
 */
export function NotificationItem({ notification, onMarkRead, now, onNavigate }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const tone = toneOf(notification.type);
  const Icon = tone.icon;
  const unread = !notification.is_read;
  // Only a path inside the app is followed; anything else is shown as a plain notification.
  const link = notification.link && notification.link.startsWith('/') && !notification.link.startsWith('//') ? notification.link : null;
  const body = (
    <>
      <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', tone.className)} aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5 text-start">
        <span className={cn('text-sm leading-snug break-words whitespace-pre-line', unread ? 'font-medium text-foreground' : 'text-muted-foreground')}>
          {notification.message}
        </span>
        <span className="text-xs text-muted-foreground">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt, i18n.language)}>
            {formatRelativeTime(notification.createdAt, now, i18n.language)}
          </time>
        </span>
      </span>
      {unread ? (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('list.unread')}</span>
        </span>
      ) : (
        <span className="sr-only">{t('list.markedRead')}</span>
      )}
    </>
  );

  return (
    <li className="[&+&]:border-t" data-notification-id={notification.id} data-read={notification.is_read}>
      {link ? (
        <a
          href={link}
          className="flex w-full items-start gap-3 rounded-md px-3 py-3 outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            if (unread) onMarkRead?.(notification);
            onNavigate?.();
            void navigate({ href: link });
          }}
        >
          {body}
        </a>
      ) : unread && onMarkRead ? (
        <button
          type="button"
          className="flex w-full items-start gap-3 rounded-md px-3 py-3 outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={() => onMarkRead(notification)}
          title={t('list.markRead')}
        >
          {body}
        </button>
      ) : (
        <div className="flex items-start gap-3 px-3 py-3">{body}</div>
      )}
    </li>
  );
}
