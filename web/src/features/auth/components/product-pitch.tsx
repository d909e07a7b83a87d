import { CalendarClockIcon, CircleCheckIcon, ListChecksIcon, PenLineIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils';

const FEATURES = [
  { key: 'schedule', icon: CalendarClockIcon },
  { key: 'composer', icon: PenLineIcon },
  { key: 'approvals', icon: UsersIcon },
  { key: 'outcomes', icon: ListChecksIcon },
] as const;

const PREVIEW = [
  { network: 'Instagram', dot: 'bg-pink-400', day: 1, time: '09:00', post: 'post1', status: 'scheduled' },
  { network: 'LinkedIn', dot: 'bg-sky-400', day: 2, time: '12:30', post: 'post2', status: 'approved' },
  { network: 'TikTok', dot: 'bg-teal-300', day: 4, time: '18:00', post: 'post3', status: 'review' },
] as const;

const STATUS_STYLE = {
  scheduled: 'bg-white/15 text-white',
  approved: 'bg-emerald-300/20 text-emerald-100',
  review: 'bg-amber-300/20 text-amber-100',
} as const;

/** The right-hand panel of the auth pages: what Cadence does, for the person deciding to try it. */
export function ProductPitch() {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  // A fixed Monday, so the preview reads the same every day.
  const dayName = (offset: number) => weekday.format(new Date(2026, 0, 5 + offset));

  return (
    <aside
      aria-labelledby="pitch-title"
      className="relative hidden overflow-hidden bg-linear-to-br from-pitch-from to-pitch-to text-white lg:flex lg:flex-col lg:justify-center"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-violet-400/25 blur-3xl" />
        <div className="absolute -bottom-40 -left-20 size-[26rem] rounded-full bg-sky-400/15 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
      </div>

      <div className="relative mx-auto flex w-full max-w-xl flex-col gap-7 px-12 py-10 xl:px-16">
        <div className="grid gap-4">
          <p className="w-fit rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-medium tracking-wide text-indigo-50 uppercase">
            {t('pitch.eyebrow')}
          </p>
          <h2 id="pitch-title" className="text-3xl leading-[1.15] font-semibold tracking-tight text-balance xl:text-4xl">
            {t('pitch.title')}
          </h2>
          <p className="text-base leading-relaxed text-indigo-100">{t('pitch.subtitle')}</p>
        </div>

        <div aria-hidden="true" className="rounded-xl border border-white/15 bg-white/[0.07] p-5 shadow-2xl shadow-black/20 backdrop-blur-sm">
          <div className="mb-4 flex items-center justify-between">
            <span className="text-sm font-semibold">{t('pitch.preview.title')}</span>
            <span className="text-xs text-indigo-100">{t('pitch.preview.count', { count: 12 })}</span>
          </div>
          <ul className="grid gap-2.5">
            {PREVIEW.map((row) => (
              <li key={row.network} className="flex items-center gap-3 rounded-lg bg-white/[0.06] px-3 py-2.5">
                <span className={cn('size-2.5 shrink-0 rounded-full', row.dot)} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{t(`pitch.preview.${row.post}`)}</p>
                  <p className="text-xs text-indigo-100">
                    {row.network} · {dayName(row.day)} {row.time}
                  </p>
                </div>
                <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-[11px] font-medium', STATUS_STYLE[row.status])}>
                  {t(`pitch.preview.status.${row.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </div>

        <ul className="grid grid-cols-2 gap-x-6 gap-y-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-semibold">{t(`pitch.features.${key}.title`)}</p>
                <p className="text-sm leading-snug text-indigo-100">{t(`pitch.features.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>

        <p className="flex items-center gap-2 text-sm text-indigo-100">
          <CircleCheckIcon className="size-4 text-emerald-300" aria-hidden="true" />
          {t('pitch.reassurance')}
        </p>
      </div>
    </aside>
  );
}
