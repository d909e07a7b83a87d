import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

const TONES = {
  success: 'bg-success/10 text-success ring-success/25',
  destructive: 'bg-destructive/10 text-destructive ring-destructive/25',
  warning: 'bg-amber-500/10 text-amber-700 ring-amber-500/30 dark:text-amber-300',
  info: 'bg-primary/10 text-primary ring-primary/25',
  muted: 'bg-muted text-muted-foreground ring-border',
} as const;

/** A state in a table cell (active, banned, pending…): a dot and a word, never colour alone. */
export function StatusBadge({ tone, children, className }: { tone: keyof typeof TONES; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', TONES[tone], className)}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {children}
    </span>
  );
}
