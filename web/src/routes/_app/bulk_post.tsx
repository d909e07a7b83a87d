import { createFileRoute, redirect } from '@tanstack/react-router';
import { requirePermission } from '../../features/session/guards';

/** The older address of bulk scheduling: the screen lives at /posts/bulk-posting. */
export const Route = createFileRoute('/_app/bulk_post')({
  beforeLoad: ({ context }) => {
    requirePermission(context.session, 'Posts', 'CreatePosting');
    throw redirect({ to: '/posts/bulk-posting', replace: true });
  },
});
