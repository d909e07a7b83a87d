import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';
import { latestNotificationsQuery } from '../../../features/notifications/queries';

export const Route = createFileRoute('/_app/dashboard/default')({
  staticData: { coreMessages: true },
  // Starts the notifications request with the route; the card shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(latestNotificationsQuery(context.session.user.id));
  },
  component: DashboardPage,
});
