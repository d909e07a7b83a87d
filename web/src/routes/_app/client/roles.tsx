import { createFileRoute } from '@tanstack/react-router';
import { ROLE_IDS } from '@cadence/contracts';
import { requirePermission } from '../../../features/session/guards';
import { ClientRolesPage } from '../../../features/support/components/client-roles-page';
import { roleQuery } from '../../../features/staff/queries';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** The roles a client may hold: the platform's Client role and the workspace roles, for staff. */
export const Route = createFileRoute('/_app/client/roles')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageStaff', 'roleAndPermission'),
  loader: ({ context }) => context.queryClient.ensureQueryData(roleQuery(ROLE_IDS.CLIENT)),
  pendingComponent: () => <ListPagePending columns={2} />,
  errorComponent: ListError,
  component: ClientRolesPage,
});
