import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { HireProfessionalPage } from '../../../features/creators/components/hire-professional-page';
import { creatorQuery, creatorsQuery, workspaceHiresQuery } from '../../../features/creators/queries';
import { validateHireProfessionalSearch } from '../../../features/creators/search';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** Hire a Professional: approved creators (search, network, language), ?creator=<id> a profile with "Hire", ?view=hires the workspace's hires. */
export const Route = createFileRoute('/_app/post/hire-a-professional')({
  validateSearch: validateHireProfessionalSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'HiraProfessional'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.view === 'hires') return context.queryClient.ensureQueryData(workspaceHiresQuery(deps));
    if (deps.creator !== undefined) return context.queryClient.ensureQueryData(creatorQuery(deps.creator));
    return context.queryClient.ensureQueryData(creatorsQuery(deps));
  },
  pendingComponent: () => <ListPagePending columns={4} toolbar />,
  errorComponent: ListError,
  component: function HireAProfessionalRoute() {
    const navigate = Route.useNavigate();
    return <HireProfessionalPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
