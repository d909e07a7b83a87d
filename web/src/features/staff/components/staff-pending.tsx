import { Skeleton } from '../../../components/ui/skeleton';
import { TableSkeleton } from '../../../components/data-table/table-skeleton';

/** A staff screen while its first page loads. */
export function StaffListPending() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <TableSkeleton columns={5} />
    </div>
  );
}

/** The role form while its role loads. */
export function RoleFormPending() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
