import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { RolesPage } from '../../../features/staff/components/roles-page';
import { StaffListPending } from '../../../features/staff/components/staff-pending';
import { rolesQuery } from '../../../features/staff/queries';
import { validateRoleSearch } from '../../../features/staff/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/employes/roles')({
  validateSearch: validateRoleSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'roleAndPermission'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(rolesQuery(deps)),
  pendingComponent: StaffListPending,
  errorComponent: ListError,
  component: function RolesRoute() {
    const navigate = Route.useNavigate();
    return <RolesPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
