import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** A page-sized answer on the sign-in side: an icon, what happened, what to do next. */
export function StatusPanel({
  icon,
  title,
  body,
  action,
  tone = 'default',
  children,
}: {
  icon: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'success' | 'destructive';
  children?: ReactNode;
}) {
  return (
    <div className="grid justify-items-start gap-5" role={tone === 'destructive' ? 'alert' : undefined}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-12 items-center justify-center rounded-xl [&>svg]:size-6',
          tone === 'destructive' && 'bg-destructive/10 text-destructive',
          tone === 'success' && 'bg-success/10 text-success',
          tone === 'default' && 'bg-accent text-accent-foreground',
        )}
      >
        {icon}
      </span>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {body && <p className="text-muted-foreground">{body}</p>}
      </div>
      {children}
      {action && <div className="flex flex-wrap gap-3">{action}</div>}
    </div>
  );
}
