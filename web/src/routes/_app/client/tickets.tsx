import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { TicketsPage } from '../../../features/support/components/tickets-page';
import { ticketsQuery } from '../../../features/support/queries';
import { validateTicketSearch } from '../../../features/support/search';
import { ListPagePending } from '../../../components/data-table/list-page-pending';
import { ListError } from '../../../components/data-table/list-error';

/** Help & Support Desk: a client's tickets; every workspace's for staff. */
export const Route = createFileRoute('/_app/client/tickets')({
  validateSearch: validateTicketSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'HelpSupportDesk'),
  loaderDeps: ({ search: { ticket: _ticket, ...search } }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ticketsQuery(deps)),
  pendingComponent: () => <ListPagePending columns={4} />,
  errorComponent: ListError,
  component: function ClientTicketsRoute() {
    const navigate = Route.useNavigate();
    return <TicketsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
