import { useTranslation } from 'react-i18next';
import type { SectionOf } from '@cadence/contracts';
import { SectionHeading, SectionShell } from './section-shell';

/** Numbered steps, in order. */
export function StepsSection({ section, index }: { section: SectionOf<'steps'>; index: number }) {
  const { t } = useTranslation('public-site');
  const headingId = `section-${index}-title`;
  return (
    <SectionShell aria-labelledby={headingId} className="bg-muted/40">
      <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} />
      <ol className="mt-12 grid gap-4 md:grid-cols-3">
        {section.items.map((item, position) => (
          <li key={item.title} className="grid content-start gap-3 rounded-2xl border bg-card p-6 shadow-xs">
            <span className="flex items-center gap-3">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {position + 1}
              </span>
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('page.step', { number: position + 1 })}</span>
            </span>
            <h3 className="text-base font-semibold">{item.title}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{item.body}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
