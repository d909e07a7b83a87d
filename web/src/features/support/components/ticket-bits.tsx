import { useTranslation } from 'react-i18next';
import { ImageOffIcon } from 'lucide-react';
import type { SupportImage, TicketLabel, TicketPriority } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { useImageUrl } from '../images';

const LABEL_TONES = { open: 'info', processing: 'warning', resolved: 'success' } as const satisfies Record<TicketLabel, string>;
const PRIORITY_TONES = { low: 'muted', medium: 'info', high: 'warning', critical: 'destructive' } as const satisfies Record<TicketPriority, string>;

export const selectClass =
  'h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50';

export function LabelBadge({ label }: { label: TicketLabel }) {
  const { t } = useTranslation('support');
  return <StatusBadge tone={LABEL_TONES[label]}>{t(`labels.${label}`)}</StatusBadge>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('support');
  return <StatusBadge tone={PRIORITY_TONES[priority]}>{t(`priorities.${priority}`)}</StatusBadge>;
}

/** Staff's time left to answer: hours and minutes, or how long it is overdue. */
export function TimeLeft({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('support');
  if (seconds === null) return <span className="text-sm text-muted-foreground">{t('timeLeft.none')}</span>;
  const minutes = Math.floor(Math.abs(seconds) / 60);
  const text = t('timeLeft.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return seconds < 0 ? <StatusBadge tone="destructive">{t('timeLeft.overdue', { duration: text })}</StatusBadge> : <StatusBadge tone={seconds < 3600 ? 'warning' : 'muted'}>{t('timeLeft.left', { duration: text })}</StatusBadge>;
}

/** A ticket's or reply's image, fetched with the session's token; a link opens it full size. */
export function TicketImage({ image }: { image: SupportImage }) {
  const { t } = useTranslation('support');
  const { url, failed } = useImageUrl(image.id);
  if (failed) {
    return (
      <span className="flex size-20 items-center justify-center rounded-md border bg-muted text-muted-foreground" title={t('images.failed', { name: image.name })}>
        <ImageOffIcon className="size-5" aria-label={t('images.failed', { name: image.name })} />
      </span>
    );
  }
  if (!url) return <span className="block size-20 animate-pulse rounded-md bg-muted" aria-label={t('images.loading')} />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block size-20 overflow-hidden rounded-md border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
      <img src={url} alt={image.name} className="size-full object-cover" />
    </a>
  );
}
