import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, HourglassIcon, LayoutDashboardIcon, SparklesIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type en from '../locales/en.json';
import type { MenuId } from '../menu/menu';

type ScreenId = keyof (typeof en)['screens'];
/** The title of a screen: its menu entry's, or one of the screens outside the menu. */
export type ScreenTitle = `menu.${MenuId}` | `screens.${ScreenId}`;

/**
 * The one page every screen that is not built yet shows (SPEC §2): what is coming, in the
 * user's language, and the way back to the dashboard.
 */
export function PlaceholderPage({ screen }: { screen: ScreenTitle }) {
  const { t } = useTranslation('shell');
  const title = t(screen);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="placeholder-title" className="mx-auto grid max-w-3xl gap-6 py-4 sm:py-10">
      <div className="relative overflow-hidden rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12 sm:py-16">
        {/* Soft brand glow behind the mark; decorative. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 -top-24 mx-auto h-48 max-w-md rounded-full bg-primary/15 blur-3xl" />
        <div className="relative grid justify-items-center gap-5">
          <span className="relative flex size-16 items-center justify-center rounded-2xl bg-accent text-accent-foreground shadow-sm">
            <HourglassIcon className="size-7" aria-hidden="true" />
            <SparklesIcon className="absolute -end-2 -top-2 size-5 text-primary" aria-hidden="true" />
          </span>
          <p className="rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-wide text-accent-foreground uppercase">{t('placeholder.eyebrow')}</p>
          <h1 id="placeholder-title" className="max-w-xl text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            {t('placeholder.title', { screen: title })}
          </h1>
          <p className="max-w-lg text-pretty text-muted-foreground">{t('placeholder.body')}</p>
          <Button asChild size="lg" className="mt-2">
            <Link to="/dashboard/default">
              <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
              {t('placeholder.back')}
            </Link>
          </Button>
        </div>
      </div>
      <div className="flex items-start gap-3 rounded-xl border border-dashed px-5 py-4 text-sm">
        <LayoutDashboardIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p>
          <span className="font-medium">{t('placeholder.meanwhile')}</span>
          <span className="text-muted-foreground"> — {t('placeholder.meanwhileBody')}</span>
        </p>
      </div>
    </section>
  );
}
