import { Skeleton } from '../ui/skeleton';
import { TableSkeleton } from './table-skeleton';

/** A list screen while its first page loads: the page header, an optional toolbar, then the table. */
export function ListPagePending({ columns, toolbar = false }: { columns: number; toolbar?: boolean }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      {toolbar && <Skeleton className="h-10 w-full max-w-xl rounded-lg" />}
      <TableSkeleton columns={columns} />
    </div>
  );
}
