import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../features/session/guards';
import { TeamsPage } from '../../features/teams/components/teams-page';
import { TeamsPending } from '../../features/teams/components/teams-pending';
import { teamsQuery } from '../../features/teams/queries';
import { validateTeamSearch } from '../../features/teams/search';
import { ListError } from '../../components/data-table/list-error';

export const Route = createFileRoute('/_app/teams')({
  validateSearch: validateTeamSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageTeam'),
  loaderDeps: ({ search }) => search,
  // Staff accounts (no workspace) see every workspace's teams.
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(teamsQuery(deps)),
  pendingComponent: TeamsPending,
  errorComponent: ListError,
  component: function TeamsRoute() {
    const navigate = Route.useNavigate();
    return <TeamsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
