import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/Manage-Posts')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts'),
  component: ManagePostsPlaceholder,
});

function ManagePostsPlaceholder() {
  return <PlaceholderPage screen="screens.managePosts" />;
}
