import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/skeleton';

/** The shape of a list while its first page loads. */
export function TableSkeleton({ rows = 5, columns = 4 }: { rows?: number; columns?: number }) {
  const { t } = useTranslation('lists');
  return (
    <div role="status" aria-label={t('loading')} className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="flex items-center gap-3 border-b p-4">
        <Skeleton className="h-10 w-full max-w-xs" />
      </div>
      <div className="grid gap-0">
        <div className="flex gap-6 border-b bg-muted/50 px-4 py-3.5">
          {Array.from({ length: columns }, (_, index) => (
            <Skeleton key={index} className="h-3 flex-1" />
          ))}
        </div>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-6 border-b px-4 py-4 last:border-0">
            {Array.from({ length: columns }, (_, index) => (
              <Skeleton key={index} className="h-4 flex-1" style={{ opacity: 1 - row * 0.12 }} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
