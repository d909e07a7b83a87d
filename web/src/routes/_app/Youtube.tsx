import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { LiveEventsPage } from '../../features/live/components/live-events-page';

/** Live Streaming → Youtube: the events streaming to Youtube. */
export const Route = createFileRoute('/_app/Youtube')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming', 'YoutubeStreaming'),
  component: function LiveYoutubeRoute() {
    const { t } = useTranslation('live');
    return (
      <WorkspaceOnly title={t('network.title', { network: t('kinds.youtube') })}>
        <LiveEventsPage network="youtube" />
      </WorkspaceOnly>
    );
  },
});
