import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { WebsitePage } from '../../../features/website/components/website-page';
import { pagesQuery, requestsQuery, subscribersQuery } from '../../../features/website/queries';
import { validateWebsiteSearch } from '../../../features/website/search';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** The public site's content (WebsiteSetting): pages, FAQ, testimonials, subscribers, inquiries and quote requests. */
export const Route = createFileRoute('/_app/website-pages/')({
  validateSearch: validateWebsiteSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'WebsiteSetting'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.tab === undefined) return context.queryClient.ensureQueryData(pagesQuery(deps));
    if (deps.tab === 'subscribers') return context.queryClient.ensureQueryData(subscribersQuery(deps));
    if (deps.tab === 'inquiries' || deps.tab === 'quotes') return context.queryClient.ensureQueryData(requestsQuery(deps.tab, deps));
    return undefined;
  },
  pendingComponent: () => <ListPagePending columns={6} toolbar />,
  errorComponent: ListError,
  component: function WebsitePagesRoute() {
    const navigate = Route.useNavigate();
    return <WebsitePage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
