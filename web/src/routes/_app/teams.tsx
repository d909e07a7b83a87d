import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../features/session/guards';
import { TeamsPage } from '../../features/teams/components/teams-page';
import { TeamsPending } from '../../features/teams/components/teams-pending';
import { teamsQuery, validateTeamSearch } from '../../features/teams/queries';
import { WorkspaceOnly } from '../../features/teams/components/no-workspace';
import { ListError } from '../../components/data-table/list-error';

export const Route = createFileRoute('/_app/teams')({
  validateSearch: validateTeamSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageTeam'),
  loaderDeps: ({ search }) => search,
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context, deps }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(teamsQuery(deps))),
  pendingComponent: TeamsPending,
  errorComponent: ListError,
  component: function TeamsRoute() {
    const navigate = Route.useNavigate();
    return (
      <WorkspaceOnly title="teams.title">
        <TeamsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />
      </WorkspaceOnly>
    );
  },
});
