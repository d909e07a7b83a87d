import { createFileRoute, notFound } from '@tanstack/react-router';
import { ACCOUNT_TYPES, type AccountType } from '@cadence/contracts';
import { ListError } from '../../../../components/data-table/list-error';
import { requirePermission } from '../../../../features/session/guards';
import { useRequiredSession } from '../../../../features/session/use-session';
import { AnalyticsPage } from '../../../../features/analytics/components/analytics-page';
import { AnalyticsPending } from '../../../../features/analytics/components/analytics-pending';
import { AnalyticsNoWorkspace } from '../../../../features/analytics/components/no-workspace';
import { analyticsAccessQuery, overviewQuery } from '../../../../features/analytics/queries';
import { validateAnalyticsSearch } from '../../../../features/analytics/range';

function networkOf(value: string): AccountType {
  const network = ACCOUNT_TYPES.find((type) => type === value);
  if (!network) throw notFound();
  return network;
}

/** Analytics per platform: the same figures for one network's accounts. */
export const Route = createFileRoute('/_app/dashboard/analytics/$network')({
  validateSearch: validateAnalyticsSearch,
  beforeLoad: ({ context, params }) => {
    requirePermission(context.session, 'Analytics');
    networkOf(params.network);
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    if (context.session.user.workspaceId === null) return;
    const access = await context.queryClient.ensureQueryData(analyticsAccessQuery());
    if (access.included) await context.queryClient.ensureQueryData(overviewQuery(deps, networkOf(params.network)));
  },
  pendingComponent: AnalyticsPending,
  errorComponent: ListError,
  component: function NetworkAnalyticsRoute() {
    const navigate = Route.useNavigate();
    const { user } = useRequiredSession();
    const { network } = Route.useParams();
    if (user.workspaceId === null) return <AnalyticsNoWorkspace />;
    return <AnalyticsPage key={network} network={networkOf(network)} search={Route.useSearch()} onNavigate={(search) => void navigate({ search })} />;
  },
});
