import { Skeleton } from '../../../components/ui/skeleton';

/** The editor's shape while the page is read. */
export function PageEditorPending() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-56 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
