import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../features/session/guards';
import { MediaLibraryPage } from '../../features/media/components/media-library-page';
import { MediaLibraryPending } from '../../features/media/components/media-library-pending';
import { mediaFoldersQuery, mediaListQuery, mediaTagsQuery } from '../../features/media/queries';
import { validateMediaSearch } from '../../features/media/search';
import { MediaNoWorkspace } from '../../features/media/components/media-no-workspace';
import { useRequiredSession } from '../../features/session/use-session';
import { ListError } from '../../components/data-table/list-error';

export const Route = createFileRoute('/_app/media_manager')({
  validateSearch: validateMediaSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageMediaLibrary'),
  loaderDeps: ({ search }) => search,
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context, deps }) =>
    context.session.user.workspaceId === null
      ? undefined
      : Promise.all([
          context.queryClient.ensureQueryData(mediaListQuery(deps)),
          context.queryClient.ensureQueryData(mediaFoldersQuery()),
          context.queryClient.ensureQueryData(mediaTagsQuery()),
        ]),
  pendingComponent: MediaLibraryPending,
  errorComponent: ListError,
  component: function MediaManagerRoute() {
    const navigate = Route.useNavigate();
    const search = Route.useSearch();
    if (useRequiredSession().user.workspaceId === null) return <MediaNoWorkspace />;
    return <MediaLibraryPage search={search} onNavigate={(next, replace) => void navigate({ search: next, replace })} />;
  },
});
