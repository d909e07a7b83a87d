import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../../features/posts/components/workspace-only';
import { requirePermission } from '../../../features/session/guards';
import { ApprovalsPage, approvalsSearch } from '../../../features/approvals/components/approvals-page';
import { PostsPending } from '../../../features/posts/components/posts-pending';
import { postsQuery } from '../../../features/posts/queries';
import { POST_SORTS } from '../../../features/posts/search';
import { listSearchValidator } from '../../../components/data-table/list-search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/posts/approvals')({
  validateSearch: listSearchValidator(POST_SORTS),
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(postsQuery(approvalsSearch(deps), {}))),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function ApprovalsRoute() {
    const navigate = Route.useNavigate();
    const { t } = useTranslation('posts');
    return (
      <WorkspaceOnly title={t('approvals.title')}>
        <ApprovalsPage search={Route.useSearch()} onNavigate={(search) => void navigate({ search })} />
      </WorkspaceOnly>
    );
  },
});
