import type { ReactNode } from 'react';
import { CircleCheckBigIcon, CircleXIcon, HourglassIcon, LoaderCircleIcon } from 'lucide-react';
import { cn } from '../lib/utils';

export type OutcomeTone = 'success' | 'failure' | 'waiting' | 'checking';

const ICONS = { success: CircleCheckBigIcon, failure: CircleXIcon, waiting: HourglassIcon, checking: LoaderCircleIcon } as const;

/**
 * The page a provider sends the payer back to: one card with the outcome's icon, what happened
 * and where to go next, announced politely while it is still being worked out.
 */
export function OutcomePanel({ tone, busy, children }: { tone: OutcomeTone; busy: boolean; children: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <section className="relative isolate px-4 py-24 sm:py-32" aria-busy={busy}>
      <div aria-hidden="true" className={cn('absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b to-transparent', tone === 'failure' ? 'from-destructive/10' : 'from-success/10')} />
      <div className="mx-auto grid max-w-xl justify-items-center gap-6 rounded-3xl border bg-card p-10 text-center shadow-lg" role="status" aria-live="polite">
        <span
          className={cn(
            'flex size-16 items-center justify-center rounded-full',
            tone === 'success' && 'bg-success/15 text-success',
            tone === 'failure' && 'bg-destructive/15 text-destructive',
            (tone === 'waiting' || tone === 'checking') && 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className={cn('size-8', tone === 'checking' && 'animate-spin')} aria-hidden="true" />
        </span>
        {children}
      </div>
    </section>
  );
}
