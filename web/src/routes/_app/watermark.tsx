import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { PostsPending } from '../../features/posts/components/posts-pending';
import { ListError } from '../../components/data-table/list-error';
import { WatermarksPage } from '../../features/watermarks/components/watermarks-page';
import { watermarksQuery } from '../../features/watermarks/queries';

/** Post Setting Tools → Watermark. */
export const Route = createFileRoute('/_app/watermark')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'PostingTools', 'WaterMark'),
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(watermarksQuery())),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function WatermarkRoute() {
    const { t } = useTranslation('watermarks');
    return (
      <WorkspaceOnly title={t('title')}>
        <WatermarksPage />
      </WorkspaceOnly>
    );
  },
});
