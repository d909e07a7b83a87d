import { Skeleton } from '../../../components/ui/skeleton';
import { ListPagePending } from '../../../components/data-table/list-page-pending';

/** A membership list while its first page loads. */
export function MembershipListPending() {
  return <ListPagePending columns={6} />;
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
