import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/Instagram')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming', 'InstagramStreaming'),
  component: LiveInstagramPlaceholder,
});

function LiveInstagramPlaceholder() {
  return <PlaceholderPage screen="menu.liveInstagram" />;
}
