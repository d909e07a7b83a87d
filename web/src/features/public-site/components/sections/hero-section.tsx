import { CircleCheckIcon } from 'lucide-react';
import type { SectionOf } from '@cadence/contracts';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/utils';
import { SiteLink } from '../site-link';
import { ProductPreview } from './product-preview';

function Backdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-40 left-1/2 size-[42rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl dark:bg-primary/20" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] opacity-70" />
    </div>
  );
}

/** The page's opening: its only <h1>. */
export function HeroSection({ section }: { section: SectionOf<'hero'> }) {
  const product = section.visual === 'product';
  const actions = (section.primaryCta || section.secondaryCta) && (
    <div className={cn('flex flex-wrap gap-3', !product && 'justify-center')}>
      {section.primaryCta && (
        <Button asChild size="lg">
          <SiteLink href={section.primaryCta.href}>{section.primaryCta.label}</SiteLink>
        </Button>
      )}
      {section.secondaryCta && (
        <Button asChild size="lg" variant="outline">
          <SiteLink href={section.secondaryCta.href}>{section.secondaryCta.label}</SiteLink>
        </Button>
      )}
    </div>
  );
  const text = (
    <div className={cn('grid gap-6', !product && 'mx-auto max-w-3xl justify-items-center text-center')}>
      {section.eyebrow && (
        <p className="w-fit rounded-full border bg-background/70 px-3 py-1 text-xs font-semibold tracking-wide text-primary uppercase shadow-xs">{section.eyebrow}</p>
      )}
      <h1 className={cn('font-semibold tracking-tight text-balance', product ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-4xl sm:text-5xl')}>{section.title}</h1>
      {section.subtitle && <p className="max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">{section.subtitle}</p>}
      {actions}
      {section.note && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CircleCheckIcon className="size-4 text-success" aria-hidden="true" />
          {section.note}
        </p>
      )}
    </div>
  );
  return (
    <section className="relative isolate overflow-hidden border-b">
      <Backdrop />
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', product ? 'grid grid-cols-1 items-center gap-14 py-16 sm:py-24 lg:grid-cols-[1.05fr_1fr]' : 'py-14 sm:py-20')}>
        {text}
        {product && <ProductPreview />}
      </div>
    </section>
  );
}
