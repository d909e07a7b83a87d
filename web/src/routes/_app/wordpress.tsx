import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { PostsPending } from '../../features/posts/components/posts-pending';
import { ListError } from '../../components/data-table/list-error';
import { WordpressPage } from '../../features/wordpress/components/wordpress-page';
import { connectedAccountsQuery } from '../../features/connections/queries';

/** Sidebar → WordPress: the connected WordPress sites and a quick draft for each. */
export const Route = createFileRoute('/_app/wordpress')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Wordpress'),
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(connectedAccountsQuery())),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function WordpressRoute() {
    const { t } = useTranslation('wordpress');
    return (
      <WorkspaceOnly title={t('title')}>
        <WordpressPage />
      </WorkspaceOnly>
    );
  },
});
