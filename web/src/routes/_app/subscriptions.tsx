import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/subscriptions')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Subscriptions'),
  component: SubscriptionsPlaceholder,
});

function SubscriptionsPlaceholder() {
  return <PlaceholderPage screen="menu.subscriptions" />;
}
