import { createFileRoute } from '@tanstack/react-router';
import { ListError } from '../../components/data-table/list-error';
import { hasPermission, requirePermission } from '../../features/session/guards';
import { useRequiredSession } from '../../features/session/use-session';
import { AnalyticsNoWorkspace } from '../../features/analytics/components/no-workspace';
import { AnalyticsPending } from '../../features/analytics/components/analytics-pending';
import { analyticsAccessQuery } from '../../features/analytics/queries';
import { ReportsPage } from '../../features/analytics/reports/reports-page';

export const Route = createFileRoute('/_app/Reports')({
  // Reached from Reports and from Posts › Reports: either permission opens it.
  beforeLoad: ({ context }) => {
    if (!(hasPermission(context.session, 'Posts') && hasPermission(context.session, 'ViewPostsReports'))) requirePermission(context.session, 'Reports');
  },
  loader: async ({ context }) => {
    if (context.session.user.workspaceId === null || !hasPermission(context.session, 'Analytics')) return;
    await context.queryClient.ensureQueryData(analyticsAccessQuery());
  },
  pendingComponent: AnalyticsPending,
  errorComponent: ListError,
  component: function ReportsRoute() {
    const session = useRequiredSession();
    if (session.user.workspaceId === null) return <AnalyticsNoWorkspace />;
    const can = {
      analytics: hasPermission(session, 'Analytics'),
      create: hasPermission(session, 'CreateReport'),
      history: hasPermission(session, 'ReportHistory'),
      schedules: hasPermission(session, 'Reports'),
    };
    return <ReportsPage can={can} />;
  },
});
