import { useSuspenseQuery } from '@tanstack/react-query';
import { QuoteIcon } from 'lucide-react';
import type { SectionOf } from '@cadence/contracts';
import { testimonialsQuery } from '../../queries';
import { htmlLang, useContentLocale } from '../../site-locale';
import { SectionHeading, SectionShell } from './section-shell';

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** Quotes from the testimonials list; nothing when there are none. */
export function TestimonialsSection({ section, index }: { section: SectionOf<'testimonials'>; index: number }) {
  const locale = useContentLocale();
  const { data: quotes } = useSuspenseQuery(testimonialsQuery(locale));
  if (quotes.length === 0) return null;
  const headingId = `section-${index}-title`;
  return (
    <SectionShell aria-labelledby={headingId} className="bg-muted/40">
      <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} />
      <ul className="mt-12 grid gap-4 md:grid-cols-2">
        {quotes.map((quote) => (
          <li key={quote.id} className="flex" lang={quote.locale === locale ? undefined : htmlLang(quote.locale)}>
            <figure className="grid flex-1 content-between gap-6 rounded-2xl border bg-card p-6 shadow-xs">
              <div className="grid gap-3">
                <QuoteIcon className="size-6 text-primary/60" aria-hidden="true" />
                {quote.text && <blockquote className="text-base leading-relaxed">{quote.text}</blockquote>}
              </div>
              <figcaption className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                  {initials(quote.author)}
                </span>
                <span className="grid">
                  <span className="text-sm font-semibold">{quote.author}</span>
                  {quote.role && <span className="text-sm text-muted-foreground">{quote.role}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
