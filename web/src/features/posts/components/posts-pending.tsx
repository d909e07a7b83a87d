import { ListPagePending } from '../../../components/data-table/list-page-pending';

/** A posts screen while its first page loads. */
export function PostsPending() {
  return <ListPagePending columns={5} />;
}
