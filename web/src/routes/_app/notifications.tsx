import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { validateNotificationsSearch } from '../../features/notifications/notifications-search';
import { NOTIFICATION_PAGE_SIZE, notificationPageQuery, preferencesQuery } from '../../features/notifications/queries';

export const Route = createFileRoute('/_app/notifications')({
  validateSearch: validateNotificationsSearch,
  loaderDeps: ({ search }) => search,
  // Starts both requests with the route; the page shows its own loading states.
  loader: ({ context, deps }) => {
    const userId = context.session.user.id;
    void context.queryClient.prefetchQuery(notificationPageQuery(userId, deps.status ?? 'all', deps.page ?? 0, deps.limit ?? NOTIFICATION_PAGE_SIZE));
    void context.queryClient.prefetchQuery(preferencesQuery(userId));
  },
  component: function NotificationsRoute() {
    const navigate = Route.useNavigate();
    return <NotificationsPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
