import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { LiveEventsPage } from '../../features/live/components/live-events-page';

/** Live Streaming → TikTok: the events streaming to TikTok. */
export const Route = createFileRoute('/_app/TikTok')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming', 'TiktokStreaming'),
  component: function LiveTiktokRoute() {
    const { t } = useTranslation('live');
    return (
      <WorkspaceOnly title={t('network.title', { network: t('kinds.tiktok') })}>
        <LiveEventsPage network="tiktok" />
      </WorkspaceOnly>
    );
  },
});
