import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { LiveEventsPage } from '../../features/live/components/live-events-page';

/** Live Streaming → Facebook: the events streaming to Facebook. */
export const Route = createFileRoute('/_app/facebook')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming', 'FacebookStreaming'),
  component: function LiveFacebookRoute() {
    const { t } = useTranslation('live');
    return (
      <WorkspaceOnly title={t('network.title', { network: t('kinds.facebook') })}>
        <LiveEventsPage network="facebook" />
      </WorkspaceOnly>
    );
  },
});
