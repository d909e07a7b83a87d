import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/client/roles')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageStaff', 'roleAndPermission'),
  component: ClientRolesPlaceholder,
});

function ClientRolesPlaceholder() {
  return <PlaceholderPage screen="screens.clientRoles" />;
}
