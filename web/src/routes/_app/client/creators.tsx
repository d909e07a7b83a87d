import { createFileRoute, redirect } from '@tanstack/react-router';
import { isStaff } from '@cadence/contracts';
import { requirePermission } from '../../../features/session/guards';
import { DEFAULT_LANDING_PATH } from '../../../features/session/session';
import { ApplicationsPage } from '../../../features/creators/components/applications-page';
import { applicationsQuery } from '../../../features/creators/queries';
import { validateApplicationSearch } from '../../../features/creators/search';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** Staff of the support desk review creator applications (clients hold HelpSupportDesk too, for their tickets). */
export const Route = createFileRoute('/_app/client/creators')({
  validateSearch: validateApplicationSearch,
  beforeLoad: ({ context }) => {
    requirePermission(context.session, 'HelpSupportDesk');
    if (!isStaff(context.session.user.roleIds)) throw redirect({ to: DEFAULT_LANDING_PATH, replace: true });
  },
  loaderDeps: ({ search: { application: _application, ...search } }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(applicationsQuery(deps)),
  pendingComponent: () => <ListPagePending columns={6} toolbar />,
  errorComponent: ListError,
  component: function CreatorApplicationsRoute() {
    const navigate = Route.useNavigate();
    return <ApplicationsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
