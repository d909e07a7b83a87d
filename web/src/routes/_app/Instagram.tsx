import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { LiveEventsPage } from '../../features/live/components/live-events-page';

/** Live Streaming → Instagram: the events streaming to Instagram. */
export const Route = createFileRoute('/_app/Instagram')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming', 'InstagramStreaming'),
  component: function LiveInstagramRoute() {
    const { t } = useTranslation('live');
    return (
      <WorkspaceOnly title={t('network.title', { network: t('kinds.instagram') })}>
        <LiveEventsPage network="instagram" />
      </WorkspaceOnly>
    );
  },
});
