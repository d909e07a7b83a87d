import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/client/tickets')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'HelpSupportDesk'),
  component: HelpSupportPlaceholder,
});

function HelpSupportPlaceholder() {
  return <PlaceholderPage screen="menu.helpSupport" />;
}
