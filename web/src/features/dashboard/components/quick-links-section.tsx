import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from 'lucide-react';
import { PathLink } from '../../shell/components/path-link';
import { QUICK_LINK_ICONS, type QuickLink } from '../quick-links';

/** Cards for the parts of Cadence the user's permissions open. */
export function QuickLinksSection({ links }: { links: readonly QuickLink[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="quick-links-title" className="grid gap-4">
      <div className="grid gap-0.5">
        <h2 id="quick-links-title" className="text-base font-semibold">
          {t('quickLinks.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('quickLinks.description')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {links.map((link) => {
          const Icon = QUICK_LINK_ICONS[link.id];
          return (
            <li key={link.id}>
              <PathLink
                to={link.path}
                className="group flex h-full items-start gap-4 rounded-xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow] outline-none hover:border-primary/40 hover:shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="flex items-center gap-1.5 text-sm font-medium">
                    {t(`quickLinks.items.${link.id}.title`)}
                    <ArrowRightIcon
                      className="size-3.5 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="text-sm text-muted-foreground">{t(`quickLinks.items.${link.id}.description`)}</span>
                </span>
              </PathLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
