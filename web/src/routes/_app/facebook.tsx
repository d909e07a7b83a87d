import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/facebook')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'LiveStreaming', 'FacebookStreaming'),
  component: LiveFacebookPlaceholder,
});

function LiveFacebookPlaceholder() {
  return <PlaceholderPage screen="menu.liveFacebook" />;
}
