import type { ReactNode } from 'react';

/** What an empty list (or a list that could not load) shows instead of rows. */
export function EmptyState({ icon, title, body, action, role }: { icon: ReactNode; title: string; body?: string; action?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div role={role} className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground [&>svg]:size-6" aria-hidden="true">
        {icon}
      </span>
      <div className="grid max-w-sm gap-1">
        <h2 className="text-base font-semibold">{title}</h2>
        {body && <p className="text-sm text-muted-foreground">{body}</p>}
      </div>
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
