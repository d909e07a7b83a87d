import { ArrowRightIcon } from 'lucide-react';
import type { SectionOf } from '@cadence/contracts';
import { SectionIcon } from '../section-icon';
import { SiteLink } from '../site-link';
import { SectionHeading, SectionShell } from './section-shell';

type Item = SectionOf<'features'>['items'][number];

function ItemBody({ item }: { item: Item }) {
  return (
    <>
      <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground ring-1 ring-primary/10">
        <SectionIcon name={item.icon} className="size-5" />
      </span>
      <h3 className="text-base font-semibold">{item.title}</h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{item.body}</p>
    </>
  );
}

/** A grid of short points, each optionally leading to its own page. */
export function FeaturesSection({ section, index }: { section: SectionOf<'features'>; index: number }) {
  const headingId = `section-${index}-title`;
  return (
    <SectionShell aria-labelledby={headingId} className={index % 2 === 0 ? 'bg-muted/40' : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} subtitle={section.subtitle} />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.title} className="flex">
            {item.href ? (
              <SiteLink
                href={item.href}
                className="group grid flex-1 content-start gap-3 rounded-2xl border bg-card p-6 shadow-xs transition outline-none hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <ItemBody item={item} />
                <ArrowRightIcon aria-hidden="true" className="size-4 text-primary transition group-hover:translate-x-1 rtl:rotate-180" />
              </SiteLink>
            ) : (
              <div className="grid flex-1 content-start gap-3 rounded-2xl border bg-card p-6 shadow-xs">
                <ItemBody item={item} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
