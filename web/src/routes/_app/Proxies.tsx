import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/Proxies')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManagePlatform'),
  component: ProxiesPlaceholder,
});

function ProxiesPlaceholder() {
  return <PlaceholderPage screen="screens.proxies" />;
}
