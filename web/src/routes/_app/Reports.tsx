import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { hasPermission, requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/Reports')({
  // Reached from Reports and from Posts › Reports: either permission opens it.
  beforeLoad: ({ context }) => {
    if (!(hasPermission(context.session, 'Posts') && hasPermission(context.session, 'ViewPostsReports'))) requirePermission(context.session, 'Reports');
  },
  component: ReportsPlaceholder,
});

function ReportsPlaceholder() {
  return <PlaceholderPage screen="menu.reports" />;
}
