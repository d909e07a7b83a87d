import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { UsersPage } from '../../../features/users/components/users-page';
import { UsersPending } from '../../../features/users/components/users-pending';
import { usersQuery } from '../../../features/users/queries';
import { validateUserSearch } from '../../../features/users/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/user/email-unverified')({
  validateSearch: validateUserSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageUsers'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(usersQuery('email-unverified', deps)),
  pendingComponent: UsersPending,
  errorComponent: ListError,
  component: function UsersRoute() {
    const navigate = Route.useNavigate();
    return <UsersPage view="email-unverified" search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
