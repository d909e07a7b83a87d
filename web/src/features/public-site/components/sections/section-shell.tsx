import type * as React from 'react';
import { cn } from '../../../../lib/utils';

/** The page-wide band a section sits in, with the site's content width. */
export function SectionShell({ className, inner, children, ...props }: React.ComponentProps<'section'> & { inner?: string }) {
  return (
    <section className={cn('py-16 sm:py-20', className)} {...props}>
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', inner)}>{children}</div>
    </section>
  );
}

/** Eyebrow, title (h2) and subtitle of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  className,
}: {
  id?: string;
  eyebrow?: string | undefined;
  title: string;
  subtitle?: string | undefined;
  align?: 'center' | 'start';
  className?: string;
}) {
  return (
    <div className={cn('grid max-w-3xl content-start gap-3', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">{subtitle}</p>}
    </div>
  );
}
