import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/TikTok')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming', 'TiktokStreaming'),
  component: LiveTiktokPlaceholder,
});

function LiveTiktokPlaceholder() {
  return <PlaceholderPage screen="menu.liveTiktok" />;
}
