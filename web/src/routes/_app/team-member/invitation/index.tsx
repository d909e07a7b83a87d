import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/session/guards';
import { InvitationsPage } from '../../../../features/teams/components/invitations-page';
import { TeamsPending } from '../../../../features/teams/components/teams-pending';
import { invitationsQuery, teamOptionsQuery } from '../../../../features/teams/queries';
import { validateInvitationSearch } from '../../../../features/teams/search';
import { WorkspaceOnly } from '../../../../features/teams/components/no-workspace';
import { ListError } from '../../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/team-member/invitation/')({
  validateSearch: validateInvitationSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageTeam'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (context.session.user.workspaceId === null) return;
    void context.queryClient.prefetchQuery(teamOptionsQuery());
    return context.queryClient.ensureQueryData(invitationsQuery(deps));
  },
  pendingComponent: TeamsPending,
  errorComponent: ListError,
  component: function InvitationsRoute() {
    const navigate = Route.useNavigate();
    return (
      <WorkspaceOnly title="invitations.title">
        <InvitationsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />
      </WorkspaceOnly>
    );
  },
});
