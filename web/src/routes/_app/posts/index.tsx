import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { PostsScreen } from '../../../features/posts/components/posts-screen';
import { PostsPending } from '../../../features/posts/components/posts-pending';
import { loadPostsScreen } from '../../../features/posts/queries';
import { validatePostsScreenSearch } from '../../../features/posts/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/posts/')({
  validateSearch: validatePostsScreenSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPostsScreen(context.queryClient, context.session.user, deps),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function PostsRoute() {
    const navigate = Route.useNavigate();
    return <PostsScreen title="manage" search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
