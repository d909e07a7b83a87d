import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../features/session/guards';
import { PostsScreen } from '../../features/posts/components/posts-screen';
import { PostsPending } from '../../features/posts/components/posts-pending';
import { loadPostsScreen } from '../../features/posts/queries';
import { validatePostsScreenSearch } from '../../features/posts/search';
import { ListError } from '../../components/data-table/list-error';

/** The posts screen opened on scheduled posts (the filter can still be changed). */
export const Route = createFileRoute('/_app/Scheduled-post')({
  validateSearch: (raw: Record<string, unknown>) => validatePostsScreenSearch({ status: 'scheduled', ...raw }),
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts', 'ScheduledPost'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPostsScreen(context.queryClient, context.session.user, deps),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function ScheduledPostsRoute() {
    const navigate = Route.useNavigate();
    return <PostsScreen title="scheduled" search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
