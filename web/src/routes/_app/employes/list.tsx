import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { EmployeesPage } from '../../../features/staff/components/employees-page';
import { StaffListPending } from '../../../features/staff/components/staff-pending';
import { employeesQuery } from '../../../features/staff/queries';
import { validateEmployeeSearch } from '../../../features/staff/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/employes/list')({
  validateSearch: validateEmployeeSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'StaffList'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(employeesQuery(deps)),
  pendingComponent: StaffListPending,
  errorComponent: ListError,
  component: function EmployeesRoute() {
    const navigate = Route.useNavigate();
    return <EmployeesPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
