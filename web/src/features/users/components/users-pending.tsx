import { ListPagePending } from '../../../components/data-table/list-page-pending';

/** The users screen while its first page loads. */
export function UsersPending() {
  return <ListPagePending columns={6} toolbar />;
}
