import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { PlansPage } from '../../../features/membership/components/plans-page';
import { MembershipListPending } from '../../../features/membership/components/membership-pending';
import { plansQuery } from '../../../features/membership/queries';
import { validatePlanSearch } from '../../../features/membership/search';
import { ListError } from '../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/membership/plans')({
  validateSearch: validatePlanSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'PricePlan'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(plansQuery(deps)),
  pendingComponent: MembershipListPending,
  errorComponent: ListError,
  component: function PlansRoute() {
    const navigate = Route.useNavigate();
    return <PlansPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
