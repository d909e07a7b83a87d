import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheckBigIcon, CircleXIcon, HourglassIcon, LoaderCircleIcon } from 'lucide-react';
import type { CheckoutStatus } from '@cadence/contracts';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
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

  const tone = outcome === 'completed' ? 'success' : outcome === 'failed' || outcome === 'expired' || status.isError ? 'failure' : 'waiting';
  const Icon = tone === 'success' ? CircleCheckBigIcon : tone === 'failure' ? CircleXIcon : status.data ? HourglassIcon : LoaderCircleIcon;

  return (
    <section className="relative isolate px-4 py-24 sm:py-32" aria-busy={!isSettled(status.data) && !status.isError}>
      <div aria-hidden="true" className={cn('absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b to-transparent', tone === 'failure' ? 'from-destructive/10' : 'from-success/10')} />
      <div className="mx-auto grid max-w-xl justify-items-center gap-6 rounded-3xl border bg-card p-10 text-center shadow-lg" role="status" aria-live="polite">
        <span
          className={cn(
            'flex size-16 items-center justify-center rounded-full',
            tone === 'success' && 'bg-success/15 text-success',
            tone === 'failure' && 'bg-destructive/15 text-destructive',
            tone === 'waiting' && 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className={cn('size-8', !status.data && !status.isError && 'animate-spin')} aria-hidden="true" />
        </span>
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
      </div>
    </section>
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
