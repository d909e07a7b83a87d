import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { LiveEventsPage } from '../../features/live/components/live-events-page';
import { LiveEventView } from '../../features/live/components/live-event-view';

/** Live Streaming: the events list, or one event's page with `?event=<id>`. */
export const Route = createFileRoute('/_app/live_stream')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming'),
  validateSearch: (raw: Record<string, unknown>): { event?: number } => {
    const id = Number(raw.event);
    return Number.isInteger(id) && id > 0 ? { event: id } : {};
  },
  component: function LiveStreamRoute() {
    const { t } = useTranslation('live');
    const { event } = Route.useSearch();
    return <WorkspaceOnly title={t('title')}>{event ? <LiveEventView key={event} id={event} /> : <LiveEventsPage network={null} />}</WorkspaceOnly>;
  },
});
