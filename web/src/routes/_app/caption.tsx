import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { CaptionsPage } from '../../features/captions/components/captions-page';
import { PostsPending } from '../../features/posts/components/posts-pending';
import { captionsQuery } from '../../features/captions/queries';
import { validateCaptionSearch } from '../../features/captions/search';
import { ListError } from '../../components/data-table/list-error';

/** Post Setting Tools → Caption: saved captions and hashtag groups. */
export const Route = createFileRoute('/_app/caption')({
  validateSearch: validateCaptionSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'PostingTools', 'Caption'),
  loaderDeps: ({ search }) => search,
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context, deps }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(captionsQuery(deps))),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function CaptionsRoute() {
    const navigate = Route.useNavigate();
    const { t } = useTranslation('captions');
    return (
      <WorkspaceOnly title={t('title')}>
        <CaptionsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />
      </WorkspaceOnly>
    );
  },
});
