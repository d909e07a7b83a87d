import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { PaymentsPage } from '../../../features/payments/components/payments-page';
import { MembershipListPending } from '../../../features/membership/components/membership-pending';
import { paymentsQuery } from '../../../features/payments/queries';
import { validatePaymentSearch } from '../../../features/payments/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/membership/payments')({
  validateSearch: validatePaymentSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Payments', 'PaymentList'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(paymentsQuery('history', deps)),
  pendingComponent: MembershipListPending,
  errorComponent: ListError,
  component: function PaymentsHistoryRoute() {
    const navigate = Route.useNavigate();
    return <PaymentsPage view="history" search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
