import type { SectionOf } from '@cadence/contracts';
import { Button } from '../../../../components/ui/button';
import { SiteLink } from '../site-link';

/** The closing call to action, on the brand's deep colour in both themes. */
export function CtaSection({ section, index }: { section: SectionOf<'cta'>; index: number }) {
  const headingId = `section-${index}-title`;
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative isolate mx-auto grid max-w-6xl justify-items-center gap-5 overflow-hidden rounded-3xl bg-linear-to-br from-pitch-from to-pitch-to px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div aria-hidden="true" className="absolute -top-24 -right-20 -z-10 size-80 rounded-full bg-violet-400/25 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-28 -left-16 -z-10 size-80 rounded-full bg-sky-400/20 blur-3xl" />
        <h2 id={headingId} className="max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {section.title}
        </h2>
        {section.body && <p className="max-w-xl text-lg text-indigo-100">{section.body}</p>}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-white text-indigo-950 hover:bg-indigo-50 focus-visible:ring-white/60 focus-visible:ring-offset-0">
            <SiteLink href={section.primary.href}>{section.primary.label}</SiteLink>
          </Button>
          {section.secondary && (
            <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:ring-white/60">
              <SiteLink href={section.secondary.href}>{section.secondary.label}</SiteLink>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
