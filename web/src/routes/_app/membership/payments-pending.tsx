import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { PaymentsPage } from '../../../features/payments/components/payments-page';
import { MembershipListPending } from '../../../features/membership/components/membership-pending';
import { paymentsQuery } from '../../../features/payments/queries';
import { validatePaymentSearch } from '../../../features/payments/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/membership/payments-pending')({
  validateSearch: validatePaymentSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Payments', 'PaymentList'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(paymentsQuery('pending', deps)),
  pendingComponent: MembershipListPending,
  errorComponent: ListError,
  component: function PaymentsPendingRoute() {
    const navigate = Route.useNavigate();
    return <PaymentsPage view="pending" search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
