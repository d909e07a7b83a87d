import { createFileRoute } from '@tanstack/react-router';
import { ListError } from '../../../../components/data-table/list-error';
import { requirePermission } from '../../../../features/session/guards';
import { useRequiredSession } from '../../../../features/session/use-session';
import { AnalyticsPage } from '../../../../features/analytics/components/analytics-page';
import { AnalyticsPending } from '../../../../features/analytics/components/analytics-pending';
import { AnalyticsNoWorkspace } from '../../../../features/analytics/components/no-workspace';
import { analyticsAccessQuery, overviewQuery } from '../../../../features/analytics/queries';
import { validateAnalyticsSearch } from '../../../../features/analytics/range';

export const Route = createFileRoute('/_app/dashboard/analytics/')({
  validateSearch: validateAnalyticsSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Analytics'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (context.session.user.workspaceId === null) return;
    const access = await context.queryClient.ensureQueryData(analyticsAccessQuery());
    if (access.included) await context.queryClient.ensureQueryData(overviewQuery(deps, null));
  },
  pendingComponent: AnalyticsPending,
  errorComponent: ListError,
  component: function AnalyticsRoute() {
    const navigate = Route.useNavigate();
    const { user } = useRequiredSession();
    if (user.workspaceId === null) return <AnalyticsNoWorkspace />;
    return <AnalyticsPage network={null} search={Route.useSearch()} onNavigate={(search) => void navigate({ search })} />;
  },
});
