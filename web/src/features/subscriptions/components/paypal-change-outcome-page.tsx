import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmSubscriptionChange } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { OutcomePanel } from '../../../components/outcome-panel';
import { SUBSCRIPTIONS_KEY } from '../queries';

/** How many times the page asks again while PayPal has not shown the approval yet (every 2 s). */
const CHECKS = 10;
const CONFIRM_KEY = [...SUBSCRIPTIONS_KEY, 'paypal-change-confirm'] as const;

/**
 * /success?change=paypal: where PayPal sends the payer back after approving a plan change. Asks
 * the server to apply what PayPal now shows (an upgrade at once, a downgrade at the cycle end),
 * a few times while PayPal's approval is not visible yet.
 */
export function PaypalChangeOutcomePage() {
  const { t, i18n } = useTranslation('subscriptions');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const outcome = useQuery({
    queryKey: CONFIRM_KEY,
    queryFn: async ({ signal }) => (await call(confirmSubscriptionChange, { signal })).data,
    refetchInterval: (query) => (query.state.data?.effective === 'approval' && query.state.dataUpdateCount < CHECKS ? 2_000 : false),
    retry: false,
    gcTime: 0,
  });
  const effective = outcome.data?.effective;
  const subscription = outcome.data?.subscription;
  const checks = queryClient.getQueryState(CONFIRM_KEY)?.dataUpdateCount ?? 0;
  const settled = outcome.isError || (effective !== undefined && (effective !== 'approval' || checks >= CHECKS));
  const state = outcome.isError ? 'failed' : effective === undefined ? 'checking' : effective === 'approval' ? 'waiting' : effective;
  const plan = (effective === 'period_end' ? subscription?.scheduledChange?.plan?.name : subscription?.plan.name) ?? '';
  const date = subscription?.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, i18n.language) : '';
  useDocumentTitle(t(`paypalOutcome.${state}.title`, { plan }));

  useEffect(() => {
    if (effective === 'now' || effective === 'period_end') void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY, predicate: (query) => query.queryKey[1] !== CONFIRM_KEY[1] });
  }, [effective, queryClient]);

  const tone = state === 'now' || state === 'period_end' ? 'success' : state === 'failed' ? 'failure' : state;

  return (
    <OutcomePanel tone={tone} busy={!settled}>
      <h1 className="text-3xl font-semibold tracking-tight" data-testid="paypal-change-title">
        {t(`paypalOutcome.${state}.title`, { plan })}
      </h1>
      <p className="text-lg text-muted-foreground">{state === 'failed' ? describeError(tc, outcome.error) : t(`paypalOutcome.${state}.body`, { plan, date })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg" variant={tone === 'success' ? 'outline' : 'default'}>
          <Link to="/subscriptions">{t('paypalOutcome.subscription')}</Link>
        </Button>
        {tone === 'success' && (
          <Button asChild size="lg">
            <Link to="/dashboard/default">{t('paypalOutcome.dashboard')}</Link>
          </Button>
        )}
      </div>
    </OutcomePanel>
  );
}
