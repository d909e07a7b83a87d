import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { BecomeCreatorPage } from '../../../features/creators/components/become-creator-page';
import { myApplicationQuery } from '../../../features/creators/queries';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** Become Content Creator: the application and its status; an approved creator's hire requests and hires. */
export const Route = createFileRoute('/_app/post/become-content-creator')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'BecomeContentCreator'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myApplicationQuery()),
  pendingComponent: () => <ListPagePending columns={3} />,
  errorComponent: ListError,
  component: BecomeCreatorPage,
});
