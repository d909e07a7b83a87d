import { createFileRoute } from '@tanstack/react-router';
import { hasPermission } from '../../features/session/guards';
import type { Session } from '../../features/session/session';
import { MySubscriptionPage } from '../../features/subscriptions/components/my-subscription-page';
import { SubscriptionsPage } from '../../features/subscriptions/components/subscriptions-page';
import { MembershipListPending } from '../../features/membership/components/membership-pending';
import { allSubscriptionsQuery, currentSubscriptionQuery, publicPlansQuery } from '../../features/subscriptions/queries';
import { validateSubscriptionSearch } from '../../features/subscriptions/search';
import { ListError } from '../../components/data-table/list-error';

/** Staff holding Membership and Subscriptions see every subscription; everyone else sees their own workspace's. */
function isStaffView(session: Session): boolean {
  return hasPermission(session, 'Membership') && hasPermission(session, 'Subscriptions');
}

export const Route = createFileRoute('/_app/subscriptions')({
  validateSearch: validateSubscriptionSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (isStaffView(context.session)) {
      await context.queryClient.ensureQueryData(allSubscriptionsQuery(deps));
      return;
    }
    await Promise.all([context.queryClient.ensureQueryData(currentSubscriptionQuery()), context.queryClient.ensureQueryData(publicPlansQuery())]);
  },
  pendingComponent: MembershipListPending,
  errorComponent: ListError,
  component: function SubscriptionsRoute() {
    const { session } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return isStaffView(session) ? <SubscriptionsPage search={search} onNavigate={(next, replace) => void navigate({ search: next, replace })} /> : <MySubscriptionPage search={search} />;
  },
});
