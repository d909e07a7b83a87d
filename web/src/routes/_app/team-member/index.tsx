import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { MembersPage } from '../../../features/teams/components/members-page';
import { TeamsPending } from '../../../features/teams/components/teams-pending';
import { membersQuery, teamOptionsQuery } from '../../../features/teams/queries';
import { validateMemberSearch } from '../../../features/teams/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/team-member/')({
  validateSearch: validateMemberSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageTeam'),
  loaderDeps: ({ search }) => search,
  // Staff accounts (no workspace) see every workspace's members; they pick a team once a workspace is chosen.
  loader: ({ context, deps }) => {
    if (context.session.user.workspaceId !== null || deps.workspaceId !== undefined) void context.queryClient.prefetchQuery(teamOptionsQuery(deps.workspaceId));
    return context.queryClient.ensureQueryData(membersQuery(deps));
  },
  pendingComponent: TeamsPending,
  errorComponent: ListError,
  component: function MembersRoute() {
    const navigate = Route.useNavigate();
    return <MembersPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
