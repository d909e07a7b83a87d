import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { UserAddPage } from '../../../features/users/components/user-add-page';
import { planOptionsQuery } from '../../../features/users/queries';

export const Route = createFileRoute('/_app/user/add')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageUsers'),
  // The plan list loads with the page; the form shows its own state if it fails.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(planOptionsQuery());
  },
  component: UserAddPage,
});
