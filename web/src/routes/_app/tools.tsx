import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { GroupsPage } from '../../features/groups/components/groups-page';
import { PostsPending } from '../../features/posts/components/posts-pending';
import { groupsQuery } from '../../features/groups/queries';
import { validateGroupSearch } from '../../features/groups/search';
import { ListError } from '../../components/data-table/list-error';

/** Post Setting Tools → Group Manager. */
export const Route = createFileRoute('/_app/tools')({
  validateSearch: validateGroupSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'PostingTools', 'GroupManager'),
  loaderDeps: ({ search }) => search,
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context, deps }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(groupsQuery(deps))),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function GroupManagerRoute() {
    const navigate = Route.useNavigate();
    const { t } = useTranslation('groups');
    return (
      <WorkspaceOnly title={t('title')}>
        <GroupsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />
      </WorkspaceOnly>
    );
  },
});
