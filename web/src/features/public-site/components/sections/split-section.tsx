import { CheckIcon } from 'lucide-react';
import type { SectionOf } from '@cadence/contracts';
import { cn } from '../../../../lib/utils';
import { SectionIcon } from '../section-icon';
import { SectionShell } from './section-shell';

const BARS = [45, 70, 55, 85, 65, 95, 80];
const ROWS = [
  { width: 80, dot: 'bg-success' },
  { width: 65, dot: 'bg-primary' },
  { width: 72, dot: 'bg-amber-400' },
];

/** A calm sketch of the product around the section's icon; decorative. */
function SplitVisual({ icon }: { icon: SectionOf<'split'>['icon'] }) {
  return (
    <div className="relative isolate overflow-hidden rounded-3xl border bg-linear-to-br from-accent via-background to-muted p-6 sm:p-10">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_25%_15%,color-mix(in_oklab,var(--primary)_22%,transparent),transparent_55%)]" />
      <div className="grid gap-5 rounded-2xl border bg-card p-5 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-primary ring-1 ring-primary/15">
            <SectionIcon name={icon} className="size-6" />
          </span>
          <div className="grid flex-1 gap-2">
            <div className="h-2.5 w-1/2 rounded-full bg-foreground/15" />
            <div className="h-2 w-1/3 rounded-full bg-muted-foreground/20" />
          </div>
        </div>
        <div className="grid gap-2.5">
          {ROWS.map((row) => (
            <div key={row.width} className="flex items-center gap-3 rounded-lg border bg-background px-3 py-2.5">
              <span className={cn('size-2.5 shrink-0 rounded-full', row.dot)} />
              <div className="h-2 rounded-full bg-muted-foreground/20" style={{ width: `${row.width}%` }} />
            </div>
          ))}
        </div>
        <div className="flex h-20 items-end gap-2 rounded-lg bg-muted/60 px-3 pt-3">
          {BARS.map((height, index) => (
            <div key={index} className="flex-1 rounded-t-sm bg-primary/60" style={{ height: `${height}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** A pitch beside a drawing, with the points that back it up. */
export function SplitSection({ section, index }: { section: SectionOf<'split'>; index: number }) {
  const headingId = `section-${index}-title`;
  return (
    <SectionShell aria-labelledby={headingId} inner="grid items-center gap-12 lg:grid-cols-2">
      <div className={cn('grid gap-5', section.reverse && 'lg:order-2')}>
        {section.eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{section.eyebrow}</p>}
        <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance">
          {section.title}
        </h2>
        <p className="text-base leading-relaxed text-muted-foreground sm:text-lg">{section.body}</p>
        {section.bullets.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2">
            {section.bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-2.5 text-sm">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
                  <CheckIcon className="size-3.5" aria-hidden="true" />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div aria-hidden="true" className={cn('relative', section.reverse && 'lg:order-1')}>
        <SplitVisual icon={section.icon} />
      </div>
    </SectionShell>
  );
}
