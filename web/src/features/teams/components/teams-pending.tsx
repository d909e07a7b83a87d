import { ListPagePending } from '../../../components/data-table/list-page-pending';

/** A team screen while its first page loads. */
export function TeamsPending() {
  return <ListPagePending columns={5} />;
}
