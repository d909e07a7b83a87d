import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '../../../features/session/guards';
import { WorkspaceOnly } from '../../../features/posts/components/workspace-only';
import { ApiKeysPage } from '../../../features/api-keys/components/api-keys-page';
import { apiKeysQuery } from '../../../features/api-keys/queries';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** Settings → API keys (the workspace owner): keys for scripts and agents, shown once, revocable. */
export const Route = createFileRoute('/_app/setting/api-keys')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'dashboard'),
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(apiKeysQuery())),
  pendingComponent: () => <ListPagePending columns={6} />,
  errorComponent: ListError,
  component: function ApiKeysRoute() {
    const { t } = useTranslation('api-keys');
    return (
      <WorkspaceOnly title={t('title')}>
        <ApiKeysPage />
      </WorkspaceOnly>
    );
  },
});
