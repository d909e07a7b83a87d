import type { SectionOf } from '@cadence/contracts';
import { Button } from '../../../../components/ui/button';
import { SectionIcon } from '../section-icon';
import { SiteLink } from '../site-link';

/** A highlighted remark, such as the nonprofit discount. */
export function NoticeSection({ section, index }: { section: SectionOf<'notice'>; index: number }) {
  const headingId = `section-${index}-title`;
  return (
    <section aria-labelledby={headingId} className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-5xl flex-col gap-5 rounded-2xl border border-primary/25 bg-accent/60 p-6 sm:flex-row sm:items-start sm:p-8">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-card text-primary shadow-xs ring-1 ring-border">
          <SectionIcon name={section.icon} className="size-6" />
        </span>
        <div className="grid flex-1 gap-2">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {section.title}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{section.body}</p>
        </div>
        {section.cta && (
          <Button asChild variant="outline" className="shrink-0">
            <SiteLink href={section.cta.href}>{section.cta.label}</SiteLink>
          </Button>
        )}
      </div>
    </section>
  );
}
