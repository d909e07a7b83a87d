import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { UsageTablePage } from '../../../features/ai-usage/components/usage-table-page';
import { workspacesUsageQuery } from '../../../features/ai-usage/queries';
import { validateUsageSearch } from '../../../features/ai-usage/search';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** Settings → AI usage (staff): each workspace's AI generations and tokens per month. */
export const Route = createFileRoute('/_app/setting/ai-usage')({
  validateSearch: validateUsageSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'SystemSetting'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(workspacesUsageQuery(deps)),
  pendingComponent: () => <ListPagePending columns={5} />,
  errorComponent: ListError,
  component: function AiUsageRoute() {
    const navigate = Route.useNavigate();
    return <UsageTablePage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
