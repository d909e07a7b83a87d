import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { ClientsPage } from '../../../features/support/components/clients-page';
import { clientsQuery } from '../../../features/support/queries';
import { validateClientSearch } from '../../../features/support/search';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** The clients list for staff: each client workspace, its owner, plan and status (billing's clients). */
export const Route = createFileRoute('/_app/client/list')({
  validateSearch: validateClientSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageUsers', 'Membership'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(clientsQuery(deps)),
  pendingComponent: () => <ListPagePending columns={5} />,
  errorComponent: ListError,
  component: function ClientListRoute() {
    const navigate = Route.useNavigate();
    return <ClientsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
