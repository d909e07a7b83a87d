import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/live_stream')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming'),
  component: LiveStreamingPlaceholder,
});

function LiveStreamingPlaceholder() {
  return <PlaceholderPage screen="menu.liveStreaming" />;
}
