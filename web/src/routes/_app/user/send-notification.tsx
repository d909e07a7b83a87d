import { createFileRoute } from '@tanstack/react-router';
import { SendNotificationPage } from '../../../features/notifications/send/send-notification-page';
import { audienceQuery, broadcastListQuery } from '../../../features/notifications/queries';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/user/send-notification')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'PushNotification'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(audienceQuery());
    void context.queryClient.prefetchQuery(broadcastListQuery(0));
  },
  component: SendNotificationPage,
});
