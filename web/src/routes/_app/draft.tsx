import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/draft')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts'),
  component: DraftsPlaceholder,
});

function DraftsPlaceholder() {
  return <PlaceholderPage screen="screens.drafts" />;
}
