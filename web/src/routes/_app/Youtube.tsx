import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/Youtube')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming', 'YoutubeStreaming'),
  component: LiveYoutubePlaceholder,
});

function LiveYoutubePlaceholder() {
  return <PlaceholderPage screen="menu.liveYoutube" />;
}
