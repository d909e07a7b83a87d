import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/composer')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Composer'),
  component: ComposerPlaceholder,
});

function ComposerPlaceholder() {
  return <PlaceholderPage screen="menu.composer" />;
}
