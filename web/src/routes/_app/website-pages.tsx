import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/website-pages')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Wordpress'),
  component: WordpressPlaceholder,
});

function WordpressPlaceholder() {
  return <PlaceholderPage screen="menu.wordpress" />;
}
