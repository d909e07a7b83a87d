import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeSubscription, type BillingInterval, type PublicPlan, type Subscription } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { changeKind, daysLeft } from '../plan-change';
import { SUBSCRIPTIONS_KEY, changePreviewQuery } from '../queries';
import { Skeleton } from '../../../components/ui/skeleton';
import { PlanLimitAlert } from './plan-limit-alert';

export interface PlanChoice {
  plan: PublicPlan;
  interval: BillingInterval;
}

/**
 * Confirms a change of a paid subscription. An upgrade applies at once and shows what it will
 * charge now (the server's proration for the rest of the period) before it is confirmed; a
 * downgrade waits for the end of the billing cycle and says until when the current plan stays.
 * A PayPal subscription's change goes to PayPal for the payer's approval (PayPal bills the new
 * price from the next payment and does not prorate) and comes back to /success?change=paypal.
 */
export function ChangePlanDialog({ subscription, choice, onClose }: { subscription: Subscription; choice: PlanChoice | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('subscriptions');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: PlanChoice) => call(changeSubscription, { body: { planId: target.plan.id, interval: target.interval } }),
    onSuccess: async (response, target) => {
      const { proration, effective, approveUrl } = response.data;
      if (effective === 'approval' && approveUrl) {
        window.location.assign(approveUrl);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      snackbar.show(
        effective === 'approval'
          ? t('change.awaitingApproval', { plan: target.plan.name })
          : effective === 'now' && proration === null
          ? t('change.upgradedNoCharge', { plan: target.plan.name })
          : effective === 'now'
          ? t('change.upgraded', { plan: target.plan.name, amount: formatPrice(proration?.amountDue ?? 0, proration?.currency ?? target.plan.currency, i18n.language) })
          : t('change.scheduled', { plan: target.plan.name, date: formatDate(response.data.subscription.currentPeriodEnd ?? '', i18n.language) }),
        { tone: 'success' },
      );
      onClose();
    },
  });

  const kind = choice ? changeKind({ plan: subscription.plan.key, interval: subscription.interval }, { plan: choice.plan.key, interval: choice.interval }) : 'upgrade';
  const price = (cents: number) => formatPrice(cents, choice?.plan.currency ?? subscription.currency, i18n.language);
  const newPrice = choice ? (choice.interval === 'annual' ? choice.plan.price_annually : choice.plan.price_monthly) : 0;
  const now = Date.now();
  const viaPaypal = subscription.provider === 'paypal';
  const preview = useQuery({ ...changePreviewQuery(choice ? { planId: choice.plan.id, interval: choice.interval } : null), enabled: choice !== null && kind === 'upgrade' && !viaPaypal });
  const due = preview.data?.proration?.amountDue ?? null;
  const periodEnd = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, i18n.language) : '';
  const interval = choice ? t(`perInterval.${choice.interval}`, { price: price(newPrice) }) : '';

  return (
    <ConfirmDialog
      open={choice !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      destructive={false}
      title={kind === 'upgrade' ? t('change.upgradeTitle', { plan: choice?.plan.name }) : t('change.downgradeTitle', { plan: choice?.plan.name })}
      description={
        viaPaypal
          ? kind === 'upgrade'
            ? t('change.paypalUpgradeBody', { plan: choice?.plan.name, price: interval, date: periodEnd })
            : t('change.paypalDowngradeBody', { current: subscription.plan.name, plan: choice?.plan.name, date: periodEnd, price: interval })
          : kind === 'upgrade'
            ? t('change.upgradeBody', { price: interval, date: periodEnd })
            : t('change.downgradeBody', { current: subscription.plan.name, plan: choice?.plan.name, date: periodEnd, price: interval })
      }
      confirmLabel={
        viaPaypal
          ? t('change.continuePaypal')
          : kind === 'upgrade'
            ? due === null
              ? t('change.upgradeConfirmPlain')
              : t('change.upgradeConfirm', { amount: price(due) })
            : t('change.downgradeConfirm')
      }
      pendingLabel={t('change.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => choice && mutation.mutate(choice)}
    >
      {kind === 'upgrade' && !viaPaypal && (
        <dl className="grid gap-1.5 rounded-lg border bg-muted/40 p-4 text-sm" aria-busy={preview.isPending || undefined}>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('change.dueNow')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="proration-amount">
              {due !== null ? price(due) : preview.isError ? '—' : <Skeleton className="h-5 w-16" />}
            </dd>
          </div>
          {preview.isError ? <div className="text-xs text-destructive">{t('change.previewFailed')}</div> : null}
          <div className="text-xs text-muted-foreground">
            {t('change.prorated', { count: subscription.currentPeriodEnd ? daysLeft(subscription.currentPeriodEnd, now) : 0 })}
          </div>
        </dl>
      )}
      <PlanLimitAlert error={mutation.error} />
    </ConfirmDialog>
  );
}
