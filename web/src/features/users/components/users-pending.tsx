import { Skeleton } from '../../../components/ui/skeleton';
import { TableSkeleton } from '../../../components/data-table/table-skeleton';

/** The users screen while its first page loads. */
export function UsersPending() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <Skeleton className="h-10 w-full max-w-xl rounded-lg" />
      <TableSkeleton columns={6} />
    </div>
  );
}
