import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/setting/content')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Setting'),
  component: SettingsPlaceholder,
});

function SettingsPlaceholder() {
  return <PlaceholderPage screen="menu.settings" />;
}
