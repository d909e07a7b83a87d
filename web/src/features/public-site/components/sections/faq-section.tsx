import { useSuspenseQuery } from '@tanstack/react-query';
import type { SectionOf } from '@cadence/contracts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../../components/ui/accordion';
import { faqQuery } from '../../queries';
import { htmlLang, useContentLocale } from '../../site-locale';
import { SectionHeading, SectionShell } from './section-shell';

/** The FAQ entries as an accordion; the section is the target of the header's FAQ link (#faq). */
export function FaqSection({ section, index }: { section: SectionOf<'faq'>; index: number }) {
  const locale = useContentLocale();
  const { data: entries } = useSuspenseQuery(faqQuery(locale));
  if (entries.length === 0) return null;
  const headingId = `section-${index}-title`;
  const entriesLocale = entries[0]?.locale ?? locale;
  return (
    <SectionShell id="faq" aria-labelledby={headingId} className="scroll-mt-16" inner="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
      <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} align="start" className="lg:sticky lg:top-24 lg:self-start" />
      <Accordion type="multiple" className="rounded-2xl border bg-card px-5 shadow-xs" lang={entriesLocale === locale ? undefined : htmlLang(entriesLocale)}>
        {entries.map((entry) => (
          <AccordionItem key={entry.id} value={String(entry.id)}>
            <AccordionTrigger className="text-base">{entry.question}</AccordionTrigger>
            <AccordionContent className="leading-relaxed text-muted-foreground">{entry.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </SectionShell>
  );
}
