import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/tools')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'PostingTools', 'GroupManager'),
  component: GroupManagerPlaceholder,
});

function GroupManagerPlaceholder() {
  return <PlaceholderPage screen="menu.groupManager" />;
}
