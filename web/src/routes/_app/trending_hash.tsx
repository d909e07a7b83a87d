import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { TrendingPage } from '../../features/trends/components/trending-page';
import { trendingHashtagsQuery } from '../../features/trends/queries';
import { ListPagePending } from '../../components/data-table/list-page-pending';
import { ListError } from '../../components/data-table/list-error';

/** AI Composer → Trending Hashtags. */
export const Route = createFileRoute('/_app/trending_hash')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'AIComposer', 'TrendingHashing'),
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(trendingHashtagsQuery())),
  pendingComponent: () => <ListPagePending columns={3} />,
  errorComponent: ListError,
  component: function TrendingHashtagsRoute() {
    const { t } = useTranslation('trends');
    return (
      <WorkspaceOnly title={t('title')}>
        <TrendingPage />
      </WorkspaceOnly>
    );
  },
});
