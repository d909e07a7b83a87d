import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { ListError } from '../../components/data-table/list-error';
import { requirePermission } from '../../features/session/guards';
import { useRequiredSession } from '../../features/session/use-session';
import { validateConnectSearch } from '../../features/connections/connect-search';
import { ManagePlatformPage } from '../../features/connections/components/manage-platform-page';
import { ManagePlatformPending } from '../../features/connections/components/manage-platform-pending';
import { ConnectionsNoWorkspace } from '../../features/connections/components/no-workspace';
import { connectedAccountsQuery, networksQuery, profileUsageQuery } from '../../features/connections/queries';

export const Route = createFileRoute('/_app/manage_platform')({
  validateSearch: validateConnectSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManagePlatform'),
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context }) =>
    context.session.user.workspaceId === null
      ? undefined
      : Promise.all([
          context.queryClient.ensureQueryData(networksQuery()),
          context.queryClient.ensureQueryData(connectedAccountsQuery()),
          context.queryClient.ensureQueryData(profileUsageQuery()),
        ]),
  pendingComponent: ManagePlatformPending,
  errorComponent: ListError,
  component: function ManagePlatformRoute() {
    const navigate = Route.useNavigate();
    const { user } = useRequiredSession();
    const search = Route.useSearch();
    const clear = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
    if (user.workspaceId === null) return <ConnectionsNoWorkspace />;
    return <ManagePlatformPage search={search} onClearSearch={clear} />;
  },
});
