import { Skeleton } from '../../../components/ui/skeleton';
import { ListPagePending } from '../../../components/data-table/list-page-pending';

/** A staff screen while its first page loads. */
export function StaffListPending() {
  return <ListPagePending columns={5} />;
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
