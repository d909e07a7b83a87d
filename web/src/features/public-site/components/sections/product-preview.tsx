import { useTranslation } from 'react-i18next';
import type { SiteNetwork } from '@cadence/contracts';
import { cn } from '../../../../lib/utils';
import { NetworkLogo } from '../network-logo';
import { intlLocale, useContentLocale } from '../../site-locale';

const ROWS = [
  { network: 'instagram', day: 0, time: '09:00', post: 'post1', status: 'published' },
  { network: 'linkedin', day: 1, time: '12:30', post: 'post2', status: 'approved' },
  { network: 'tiktok', day: 3, time: '18:00', post: 'post3', status: 'scheduled' },
  { network: 'youtube', day: 4, time: '17:00', post: 'post4', status: 'review' },
] as const satisfies readonly { network: SiteNetwork; day: number; time: string; post: string; status: string }[];

const STATUS_STYLE = {
  published: 'bg-success/15 text-emerald-800 dark:text-success',
  approved: 'bg-primary/10 text-primary',
  scheduled: 'bg-secondary text-secondary-foreground',
  review: 'bg-amber-500/15 text-amber-800 dark:text-amber-200',
} as const;

/** Posts published each day of the drawn week, and the approvals of the week after. */
const PER_DAY = [2, 3, 1, 2, 2, 1, 1];
const APPROVALS = { approved: 5, planned: 8 };

/** The home page's drawing of a week in Cadence: one image for assistive technology. */
export function ProductPreview() {
  const { t } = useTranslation('public-site');
  const locale = useContentLocale();
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short' });
  // A fixed Monday, so the drawing reads the same every day.
  const dayName = (offset: number) => weekday.format(new Date(2026, 0, 5 + offset));
  const number = new Intl.NumberFormat(intlLocale(locale));
  const busiest = Math.max(...PER_DAY);

  return (
    <div role="img" aria-label={t('preview.label')} className="relative min-w-0">
      <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2rem] bg-linear-to-br from-primary/25 via-violet-400/15 to-sky-400/20 blur-2xl" />
      <div className="grid grid-cols-1 gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-2xl shadow-primary/10 sm:p-6">
        <div className="flex items-center justify-between">
          <span className="text-sm font-semibold">{t('preview.title')}</span>
          <span className="text-xs text-muted-foreground">{t('preview.scheduled', { count: 18 })}</span>
        </div>
        <ul className="grid grid-cols-1 gap-2.5">
          {ROWS.map((row) => (
            <li key={row.post} className="flex items-center gap-3 rounded-xl border bg-background px-3 py-2.5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted">
                <NetworkLogo network={row.network} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{t(`preview.${row.post}`)}</span>
                <span className="block text-xs text-muted-foreground">
                  {dayName(row.day)} · {row.time}
                </span>
              </span>
              <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-[11px] font-medium', STATUS_STYLE[row.status])}>{t(`preview.status.${row.status}`)}</span>
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-3">
          <div className="rounded-xl border bg-background p-3">
            <span className="block text-xs text-muted-foreground">{t('preview.published')}</span>
            <span className="mt-1 block text-xl font-semibold">{number.format(PER_DAY.reduce((sum, count) => sum + count, 0))}</span>
            <span className="mt-2 flex h-10 items-end gap-1">
              {PER_DAY.map((count, index) => (
                <span key={index} className="flex-1 rounded-sm bg-primary/70" style={{ height: `${(count / busiest) * 100}%` }} />
              ))}
            </span>
          </div>
          <div className="rounded-xl border bg-background p-3">
            <span className="block text-xs text-muted-foreground">{t('preview.approvals')}</span>
            <span className="mt-1 block text-xl font-semibold">
              {number.format(APPROVALS.approved)} / {number.format(APPROVALS.planned)}
            </span>
            <span className="mt-5 block h-2 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-success" style={{ width: `${(APPROVALS.approved / APPROVALS.planned) * 100}%` }} />
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
