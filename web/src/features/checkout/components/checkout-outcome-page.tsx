import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CheckoutStatus } from '@cadence/contracts';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { OutcomePanel } from '../../../components/outcome-panel';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { SUBSCRIPTIONS_KEY } from '../../subscriptions/queries';
import { checkoutStatusQuery, isSettled } from '../queries';

/**
 * /success?session=<id>: where the payment provider sends the payer back. Asks for the
 * checkout's outcome until the provider has answered (open → completed, or failed with the
 * reason), then points to the dashboard; the new plan's limits are fetched afresh.
 */
export function CheckoutOutcomePage({ checkoutId }: { checkoutId: string }) {
  const { t, i18n } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(checkoutStatusQuery(checkoutId));
  const outcome = status.data?.status;
  const plan = status.data?.planName ?? '';
  useDocumentTitle(t(`outcome.${outcome ?? 'open'}.title`, { plan }));

  useEffect(() => {
    if (outcome === 'completed') void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
  }, [outcome, queryClient]);

  const settledTone = outcome === 'completed' ? 'success' : outcome === 'failed' || outcome === 'expired' || status.isError ? 'failure' : null;
  const tone = settledTone ?? (status.data ? 'waiting' : 'checking');

  return (
    <OutcomePanel tone={tone} busy={!isSettled(status.data) && !status.isError}>
      {status.isError ? (
        <>
          <h1 className="text-3xl font-semibold tracking-tight">{t('outcome.unknown.title')}</h1>
          <p className="text-lg text-muted-foreground">{describeError(tc, status.error)}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-semibold tracking-tight">{t(`outcome.${outcome ?? 'open'}.title`, { plan })}</h1>
          <p className="text-lg text-muted-foreground">{t(`outcome.${outcome ?? 'open'}.body`, { plan })}</p>
          {status.data && <Receipt status={status.data} locale={i18n.language} />}
        </>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {tone === 'failure' ? (
          <Button asChild size="lg">
            <Link to="/subscriptions">{t('outcome.tryAgain')}</Link>
          </Button>
        ) : (
          <Button asChild size="lg" variant={tone === 'success' ? 'default' : 'outline'}>
            <Link to="/dashboard/default">{t('outcome.dashboard')}</Link>
          </Button>
        )}
        {tone === 'success' && (
          <Button asChild size="lg" variant="outline">
            <Link to="/subscriptions">{t('outcome.subscription')}</Link>
          </Button>
        )}
      </div>
    </OutcomePanel>
  );
}

function Receipt({ status, locale }: { status: CheckoutStatus; locale: string }) {
  const { t } = useTranslation('checkout');
  return (
    <dl className="grid w-full gap-2 rounded-lg border bg-muted/40 p-4 text-start text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t('receipt.plan')}</dt>
        <dd>
          {status.planName} · {t(`intervals.${status.interval}`)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t('receipt.amount')}</dt>
        <dd className="tabular-nums">{formatPrice(status.amount, status.currency, locale)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t('receipt.method')}</dt>
        <dd>{t(`methods.${status.method}`)}</dd>
      </div>
      {status.completedAt && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('receipt.date')}</dt>
          <dd>{formatDateTime(status.completedAt, locale)}</dd>
        </div>
      )}
      {status.failed_reason && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('receipt.reason')}</dt>
          <dd className="text-destructive" data-testid="checkout-failed-reason">
            {status.failed_reason}
          </dd>
        </div>
      )}
    </dl>
  );
}
