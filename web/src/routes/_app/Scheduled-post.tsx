import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/Scheduled-post')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts', 'ScheduledPost'),
  component: ScheduledPostsPlaceholder,
});

function ScheduledPostsPlaceholder() {
  return <PlaceholderPage screen="screens.scheduledPosts" />;
}
