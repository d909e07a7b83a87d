import { Skeleton } from '../../../components/ui/skeleton';
import { TableSkeleton } from '../../../components/data-table/table-skeleton';

/** A posts screen while its first page loads. */
export function PostsPending() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <TableSkeleton columns={5} />
    </div>
  );
}
