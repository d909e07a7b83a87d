import { Skeleton } from '../../../components/ui/skeleton';
import { TableSkeleton } from '../../../components/data-table/table-skeleton';

/** A membership list while its first page loads. */
export function MembershipListPending() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <TableSkeleton columns={6} />
    </div>
  );
}

/** The plan form while its plan loads. */
export function PlanFormPending() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}
