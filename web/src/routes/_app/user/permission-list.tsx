import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { PermissionsPage } from '../../../features/staff/components/permissions-page';
import { StaffListPending } from '../../../features/staff/components/staff-pending';
import { permissionsQuery } from '../../../features/staff/queries';
import { validatePermissionSearch } from '../../../features/staff/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/user/permission-list')({
  validateSearch: validatePermissionSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'roleAndPermission'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(permissionsQuery(deps)),
  pendingComponent: StaffListPending,
  errorComponent: ListError,
  component: function PermissionsRoute() {
    const navigate = Route.useNavigate();
    return <PermissionsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
