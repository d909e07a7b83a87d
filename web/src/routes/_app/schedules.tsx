import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../features/session/guards';
import { PostsScreen } from '../../features/posts/components/posts-screen';
import { PostsPending } from '../../features/posts/components/posts-pending';
import { loadPostsScreen, validatePostsScreenSearch } from '../../features/posts/queries';
import { ListError } from '../../components/data-table/list-error';

/** SPEC §2's `schedules` path: the posts screen opened on scheduled posts, as Scheduled-post (the filter can still be changed). */
export const Route = createFileRoute('/_app/schedules')({
  validateSearch: (raw: Record<string, unknown>) => validatePostsScreenSearch({ status: 'scheduled', ...raw }),
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts', 'ScheduledPost'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPostsScreen(context.queryClient, context.session.user, deps),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function SchedulesRoute() {
    const navigate = Route.useNavigate();
    return <PostsScreen title="scheduled" search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
