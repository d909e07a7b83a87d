import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/posts/')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts'),
  component: PostsManagePlaceholder,
});

function PostsManagePlaceholder() {
  return <PlaceholderPage screen="menu.postsManage" />;
}
