import { createFileRoute, notFound } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/session/guards';
import { InvitationDetailsPage, InvitationDetailsPending } from '../../../../features/teams/components/invitation-details-page';
import { invitationQuery } from '../../../../features/teams/queries';
import { WorkspaceOnly } from '../../../../features/teams/components/no-workspace';
import { ListError } from '../../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/team-member/invitation/$id')({
  params: {
    parse: ({ id }) => {
      const number = Number(id);
      if (!Number.isInteger(number) || number < 1) throw notFound();
      return { id: number };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageTeam'),
  loader: ({ context, params }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(invitationQuery(params.id))),
  pendingComponent: InvitationDetailsPending,
  errorComponent: ListError,
  component: function InvitationRoute() {
    return (
      <WorkspaceOnly title="invitations.title">
        <InvitationDetailsPage id={Route.useParams().id} />
      </WorkspaceOnly>
    );
  },
});
