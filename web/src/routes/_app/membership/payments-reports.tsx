import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { PaymentsReportPage } from '../../../features/payments/components/payments-report-page';
import { MembershipListPending } from '../../../features/membership/components/membership-pending';
import { paymentReportQuery } from '../../../features/payments/queries';
import { validateReportSearch } from '../../../features/payments/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/membership/payments-reports')({
  validateSearch: validateReportSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Payments', 'PaymentsReport'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(paymentReportQuery(deps)),
  pendingComponent: MembershipListPending,
  errorComponent: ListError,
  component: function PaymentsReportRoute() {
    const navigate = Route.useNavigate();
    return <PaymentsReportPage search={Route.useSearch()} onNavigate={(search) => void navigate({ search })} />;
  },
});
