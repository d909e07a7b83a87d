import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/posts/bulk-posting')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts', 'CreatePosting'),
  component: BulkPostingPlaceholder,
});

function BulkPostingPlaceholder() {
  return <PlaceholderPage screen="screens.bulkPosting" />;
}
