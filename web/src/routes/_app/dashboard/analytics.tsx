import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/dashboard/analytics')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Analytics'),
  component: AnalyticsPlaceholder,
});

function AnalyticsPlaceholder() {
  return <PlaceholderPage screen="menu.analytics" />;
}
