import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellRingIcon } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { describeError } from '../../../lib/errors';
import { browserPushState, disableBrowserPush, enableBrowserPush, type BrowserPushState } from '../browser-push';

const stateKey = (userId: number) => ['notifications', userId, 'browser-push'] as const;

/** This browser's opt-in to push: asks for permission, subscribes, and sends the subscription. */
export function BrowserPushSwitch({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: stateKey(userId), queryFn: ({ signal }) => browserPushState(signal) });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? enableBrowserPush() : disableBrowserPush()),
    onSuccess: (next: BrowserPushState) => queryClient.setQueryData(stateKey(userId), next),
  });

  const current = state.data;
  // The browser's own push service refusing (no network, a blocked vendor service) is a DOMException.
  const changeError = change.error instanceof DOMException ? t('preferences.browserPush.serviceFailed') : change.error ? t('preferences.browserPush.failed', { message: describeError(tc, change.error) }) : '';
  const hint =
    current === 'unsupported'
      ? t('preferences.browserPush.unsupported')
      : current === 'denied'
        ? t('preferences.browserPush.denied')
        : current === 'on'
          ? t('preferences.browserPush.on')
          : t('preferences.browserPush.off');

  return (
    <div className="mb-4 flex items-start gap-3 rounded-md border p-3" role="group" aria-labelledby="browser-push-title">
      <BellRingIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p id="browser-push-title" className="text-sm font-medium">
          {t('preferences.browserPush.title')}
        </p>
        {state.isPending ? (
          <Skeleton className="mt-1 h-4 w-2/3" />
        ) : state.isError ? (
          <p className="text-xs text-destructive" role="alert">
            {t('preferences.browserPush.failed', { message: describeError(tc, state.error) })}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground" id="browser-push-hint">
            {hint}
          </p>
        )}
        <p className={`min-h-4 text-xs ${changeError ? 'text-destructive' : ''}`} role="status" aria-live="polite">
          {change.isPending ? t('preferences.browserPush.working') : changeError}
        </p>
      </div>
      <Switch
        checked={current === 'on'}
        disabled={state.isPending || state.isError || current === 'unsupported' || current === 'denied' || change.isPending}
        onCheckedChange={(checked) => change.mutate(checked)}
        aria-labelledby="browser-push-title"
        aria-describedby="browser-push-hint"
      />
    </div>
  );
}
