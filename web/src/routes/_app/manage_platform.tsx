import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/manage_platform')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManagePlatform'),
  component: ManagePlatformsPlaceholder,
});

function ManagePlatformsPlaceholder() {
  return <PlaceholderPage screen="menu.managePlatforms" />;
}
