import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/client/list')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageUsers'),
  component: ClientsPlaceholder,
});

function ClientsPlaceholder() {
  return <PlaceholderPage screen="screens.clients" />;
}
