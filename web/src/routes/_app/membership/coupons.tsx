import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { CouponsPage } from '../../../features/membership/components/coupons-page';
import { MembershipListPending } from '../../../features/membership/components/membership-pending';
import { couponsQuery } from '../../../features/membership/queries';
import { validateCouponSearch } from '../../../features/membership/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/membership/coupons')({
  validateSearch: validateCouponSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Coupons'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(couponsQuery(deps)),
  pendingComponent: MembershipListPending,
  errorComponent: ListError,
  component: function CouponsRoute() {
    const navigate = Route.useNavigate();
    return <CouponsPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
