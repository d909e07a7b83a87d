import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateNotificationPreferences, type NotificationPreference } from '@cadence/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { notificationKeys, preferencesQuery } from '../queries';
import { NotificationsError } from './notification-list-states';
import { BrowserPushSwitch } from './browser-push-switch';

type Channel = 'in_app' | 'email' | 'push';

const CHANNELS: readonly Channel[] = ['in_app', 'email', 'push'];
const CHANNEL_LABEL = { in_app: 'preferences.inApp', email: 'preferences.email', push: 'preferences.push' } as const;

/** Each kind of notification and a switch per channel; a change is saved at once. */
export function NotificationPreferences({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery(userId));
  const save = useMutation({
    mutationFn: async (preference: NotificationPreference) => (await call(updateNotificationPreferences, { body: { preferences: [preference] } })).data,
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences(userId) });
      const previous = queryClient.getQueryData<NotificationPreference[]>(notificationKeys.preferences(userId));
      queryClient.setQueryData<NotificationPreference[]>(notificationKeys.preferences(userId), (list) =>
        list?.map((item) => (item.type === preference.type ? preference : item)),
      );
      return { previous };
    },
    onError: (_error, _preference, context) => queryClient.setQueryData(notificationKeys.preferences(userId), context?.previous),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.preferences(userId), data),
  });

  const toggle = (preference: NotificationPreference, channel: Channel, checked: boolean) => save.mutate({ ...preference, [channel]: checked });

  return (
    <Card role="region" aria-labelledby="notification-preferences-title">
      <CardHeader>
        <CardTitle id="notification-preferences-title">{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('list.loading')}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : preferences.isError ? (
          <NotificationsError error={preferences.error} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
        ) : (
          <>
            <BrowserPushSwitch userId={userId} />
            <table className="w-full text-sm">
              <caption className="sr-only">{t('preferences.title')}</caption>
              <thead>
                <tr className="border-b text-start text-xs text-muted-foreground">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('preferences.kind')}
                  </th>
                  <th scope="col" className="w-28 px-2 py-2 text-center font-medium">
                    {t('preferences.inApp')}
                  </th>
                  <th scope="col" className="w-28 px-2 py-2 text-center font-medium">
                    {t('preferences.email')}
                  </th>
                  <th scope="col" className="w-28 px-2 py-2 text-center font-medium">
                    {t('preferences.push')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preferences.data.map((preference) => {
                  const kind = t(`types.${preference.type}`);
                  return (
                    <tr key={preference.type} className="border-b last:border-0">
                      <th scope="row" className="py-3 pe-3 text-start font-normal">
                        <span className="block font-medium">{kind}</span>
                        <span className="block text-xs text-muted-foreground">{t(`typeHints.${preference.type}`)}</span>
                      </th>
                      {CHANNELS.map((channel) => (
                        <td key={channel} className="px-2 py-3 text-center">
                          <Switch
                            checked={preference[channel]}
                            onCheckedChange={(checked) => toggle(preference, channel, checked)}
                            aria-label={t('preferences.switchLabel', { channel: t(CHANNEL_LABEL[channel]), kind })}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="mt-3 min-h-5 text-xs text-muted-foreground" role="status" aria-live="polite">
              {save.isPending
                ? t('preferences.saving')
                : save.isError
                  ? t('preferences.saveFailed', { message: describeError(tc, save.error) })
                  : save.isSuccess
                    ? t('preferences.saved')
                    : ''}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
