import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarClockIcon, CheckIcon, CreditCardIcon, SendIcon, Share2Icon, UndoIcon, UsersIcon, XCircleIcon } from 'lucide-react';
import { cancelSubscription, changeSubscription, isPlanFeature, openBillingPortal, resumeSubscription, type BillingInterval, type CurrentSubscription, type PublicPlan, type Subscription } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { BillingPeriodSwitch } from '../../public-site/components/pricing/billing-period-switch';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { CheckoutDialog } from '../../checkout/components/checkout-dialog';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { changeKind } from '../plan-change';
import { SUBSCRIPTIONS_KEY, currentSubscriptionQuery, planUsageQuery, publicPlansQuery, type SubscriptionSearch } from '../queries';
import { planOf } from '../use-current-plan';
import { MeterBar } from '../../../components/ui/meter-bar';
import { useUserTimeZone } from '../../posts/use-time-zone';
import { ChangePlanDialog, type PlanChoice } from './change-plan-dialog';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/** A subscription someone pays for through a provider (not the sign-up trial, not a plan staff granted). */
function paidSubscription(subscription: Subscription | null): Subscription | null {
  if (!subscription) return null;
  if (subscription.provider !== 'stripe' && subscription.provider !== 'paypal') return null;
  return subscription.status === 'expired' ? null : subscription;
}

/**
 * /subscriptions for a client: the workspace's plan, its limits, the next charge and any change
 * waiting for the end of the cycle; change plan (upgrade now, downgrade at cycle end), cancel at
 * cycle end, manage the card at the provider, or buy a plan through checkout.
 */
export function MySubscriptionPage({ search }: { search: SubscriptionSearch }) {
  const { t, i18n } = useTranslation('subscriptions');
  useDocumentTitle(t('mine.title'));
  const { data: current } = useSuspenseQuery(currentSubscriptionQuery());
  const { data: plans } = useSuspenseQuery(publicPlansQuery());
  const paid = paidSubscription(current.subscription);
  const [interval, setInterval] = useState<BillingInterval>(search.interval ?? paid?.interval ?? 'monthly');
  const requested = plans.find((plan) => plan.key === search.plan) ?? null;
  const [checkout, setCheckout] = useState<PublicPlan | null>(paid ? null : requested);
  const [change, setChange] = useState<PlanChoice | null>(paid && requested ? { plan: requested, interval } : null);
  const [cancelling, setCancelling] = useState(false);
  const portal = useMutation({
    mutationFn: () => call(openBillingPortal),
    onSuccess: (response) => window.location.assign(response.data.url),
  });

  const choose = (plan: PublicPlan) => (paid ? setChange({ plan, interval }) : setCheckout(plan));

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('mine.title')}
        description={t('mine.description')}
        actions={
          paid?.provider === 'stripe' ? (
            <Button variant="outline" onClick={() => portal.mutate()} aria-disabled={portal.isPending || undefined} aria-busy={portal.isPending || undefined}>
              {portal.isPending ? <Spinner /> : <CreditCardIcon />}
              {t('mine.manageCard')}
            </Button>
          ) : undefined
        }
      />
      {portal.error ? <PortalError error={portal.error} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CurrentPlanCard current={current} paid={paid} locale={i18n.language} onCancel={() => setCancelling(true)} />
        <LimitsCard current={current} locale={i18n.language} />
      </div>
      <section aria-labelledby="plans-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="plans-title" className="text-lg font-semibold">
              {paid ? t('mine.changeTitle') : t('mine.chooseTitle')}
            </h2>
            <p className="text-sm text-muted-foreground">{paid ? (paid.provider === 'paypal' ? t('mine.changeBodyPaypal') : t('mine.changeBody')) : t('mine.chooseBody')}</p>
          </div>
          <BillingPeriodSwitch value={interval} onChange={setInterval} />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
          {plans.map((plan) => (
            <PlanOption key={plan.id} plan={plan} interval={interval} current={current} paid={paid} locale={i18n.language} onChoose={() => choose(plan)} />
          ))}
        </ul>
      </section>
      <CheckoutDialog plan={checkout} interval={interval} onClose={() => setCheckout(null)} />
      {paid && <ChangePlanDialog subscription={paid} choice={change} onClose={() => setChange(null)} />}
      {paid && <CancelDialog subscription={paid} open={cancelling} onClose={() => setCancelling(false)} />}
    </div>
  );
}

function PortalError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <FormAlert alert={{ message: describeError(t, error), details: [] }} />;
}

function CurrentPlanCard({ current, paid, locale, onCancel }: { current: CurrentSubscription; paid: Subscription | null; locale: string; onCancel: () => void }) {
  const { t } = useTranslation('subscriptions');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const subscription = current.subscription;
  const scheduled = subscription?.scheduledChange ?? null;
  const resume = useMutation({
    mutationFn: () => call(resumeSubscription),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      snackbar.show(t('mine.resumed'), { tone: 'success' });
    },
  });
  // PayPal already bills a downgrade it approved: staying means approving the current plan again there.
  const stayAtPaypal = useMutation({
    mutationFn: (kept: Subscription) => call(changeSubscription, { body: { planId: kept.plan.id, interval: kept.interval } }),
    onSuccess: async (response) => {
      if (response.data.approveUrl) return window.location.assign(response.data.approveUrl);
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      snackbar.show(t('mine.resumed'), { tone: 'success' });
    },
  });
  const { name: planName, status } = planOf(current, t);
  const keep = subscription && paid?.provider === 'paypal' && scheduled?.kind === 'downgrade' ? () => stayAtPaypal.mutate(subscription) : () => resume.mutate();
  const keeping = resume.isPending || stayAtPaypal.isPending;
  const keepError = resume.error ?? stayAtPaypal.error;

  return (
    <Card data-testid="current-plan">
      <CardHeader>
        <CardDescription>{t('mine.currentPlan')}</CardDescription>
        <CardTitle className="flex flex-wrap items-center gap-3 text-2xl">
          <span data-testid="current-plan-name">{planName}</span>
          <SubscriptionStatusBadge status={status} />
          {subscription?.nonprofit && <Badge variant="outline">{t('nonprofit.flag')}</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {subscription && subscription.provider !== 'trial' && (
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('mine.billing')}</dt>
              <dd className="font-medium">{t(`perInterval.${subscription.interval}`, { price: formatPrice(subscription.amount, subscription.currency, locale) })}</dd>
            </div>
          )}
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{paid && (!scheduled || scheduled.kind === 'approval') && paid.status !== 'cancelled' ? t('mine.nextCharge') : status === 'trial' ? t('mine.trialEnds') : t('mine.activeUntil')}</dt>
            <dd className="flex items-center gap-1.5 font-medium" data-testid="period-end">
              <CalendarClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              {current.expiresAt ? formatDate(current.expiresAt, locale) : t('unlimited')}
            </dd>
          </div>
        </dl>
        {scheduled && (
          <Alert data-testid="scheduled-change">
            <CalendarClockIcon />
            <AlertTitle>
              {scheduled.kind === 'cancel'
                ? t('mine.pendingCancel', { date: formatDate(scheduled.effectiveAt, locale) })
                : scheduled.kind === 'approval'
                  ? t('mine.pendingApproval', { plan: scheduled.plan?.name ?? '' })
                  : t('mine.pendingDowngrade', { plan: scheduled.plan?.name ?? '', date: formatDate(scheduled.effectiveAt, locale) })}
            </AlertTitle>
            <AlertDescription>
              <p>{scheduled.kind === 'approval' ? t('mine.pendingApprovalBody', { plan: planName }) : t('mine.pendingBody', { plan: planName })}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={keep} aria-disabled={keeping || undefined}>
                {keeping ? <Spinner /> : <UndoIcon />}
                {scheduled.kind === 'cancel' ? t('mine.keepPlan') : scheduled.kind === 'approval' ? t('mine.withdrawChange') : t('mine.keepCurrent', { plan: planName })}
              </Button>
              {keepError ? <p className="mt-2 text-destructive">{describeError(tc, keepError)}</p> : null}
            </AlertDescription>
          </Alert>
        )}
        {subscription?.status === 'past_due' && (
          <Alert variant="destructive">
            <CreditCardIcon />
            <AlertTitle>{t('mine.pastDue')}</AlertTitle>
            <AlertDescription>{t('mine.pastDueBody')}</AlertDescription>
          </Alert>
        )}
        {paid && !scheduled && (
          <Button variant="ghost" className="w-fit text-destructive hover:text-destructive" onClick={onCancel}>
            <XCircleIcon />
            {t('mine.cancel')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** One limit of the plan, with what the workspace uses of it when that is known. */
interface LimitRow {
  key: string;
  icon: ReactNode;
  label: string;
  limit: number | null;
  used: number | null;
  /** How the use is worded ("3 of 6", "12 today of 100"). */
  usedKey: 'limits.usedOf' | 'limits.usedToday';
}

function LimitsCard({ current, locale }: { current: CurrentSubscription; locale: string }) {
  const { t } = useTranslation('subscriptions');
  const { t: tp } = useTranslation('public-site');
  const { data: usage } = useQuery(planUsageQuery(useUserTimeZone()));
  const { limits, features } = current.entitlements;
  const rows: LimitRow[] = [
    { key: 'socialProfiles', icon: <Share2Icon />, label: t('limits.socialProfiles'), limit: limits.socialProfiles, used: usage?.socialProfiles ?? null, usedKey: 'limits.usedOf' },
    { key: 'users', icon: <UsersIcon />, label: t('limits.users'), limit: limits.users, used: usage?.users ?? null, usedKey: 'limits.usedOf' },
    { key: 'postsPerDayPerUser', icon: <SendIcon />, label: t('limits.postsPerDayPerUser'), limit: limits.postsPerDayPerUser, used: usage?.postsToday ?? null, usedKey: 'limits.usedToday' },
  ];
  return (
    <Card data-testid="plan-limits">
      <CardHeader>
        <CardTitle>{t('limits.title')}</CardTitle>
        <CardDescription>{t('limits.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3">
          {rows.map((row) => {
            const limit = row.limit === null ? t('limits.noLimit') : formatNumber(row.limit, locale);
            const value = row.used === null ? limit : t(row.usedKey, { used: formatNumber(row.used, locale), limit });
            return (
              <div key={row.key} className="grid gap-2 rounded-lg border px-3 py-2.5" data-testid={`limit-${row.key}`}>
                <div className="flex items-center justify-between gap-3">
                  <dt className="flex items-center gap-2 text-sm text-muted-foreground [&>svg]:size-4 [&>svg]:text-primary">
                    {row.icon}
                    {row.label}
                  </dt>
                  <dd className={cn('font-semibold tabular-nums', row.used !== null && row.limit !== null && row.used >= row.limit && 'text-destructive')}>{value}</dd>
                </div>
                {row.used !== null && row.limit !== null ? <MeterBar value={row.used} max={row.limit} label={`${row.label}: ${value}`} /> : null}
              </div>
            );
          })}
        </dl>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('limits.features')}>
          {features.filter(isPlanFeature).map((feature) => (
            <li key={feature}>
              <Badge variant="outline" className="gap-1">
                <CheckIcon className="size-3 text-success" aria-hidden="true" />
                {tp(`pricing.features.${feature}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PlanOption({
  plan,
  interval,
  current,
  paid,
  locale,
  onChoose,
}: {
  plan: PublicPlan;
  interval: BillingInterval;
  current: CurrentSubscription;
  paid: Subscription | null;
  locale: string;
  onChoose: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const price = interval === 'annual' ? plan.price_annually : plan.price_monthly;
  const kind = paid ? changeKind({ plan: paid.plan.key, interval: paid.interval }, { plan: plan.key, interval }) : null;
  const isCurrent = kind === 'same';
  const awaitingApproval = paid?.scheduledChange?.kind === 'approval' && paid.scheduledChange.plan?.id === plan.id && paid.scheduledChange.interval === interval;
  const scheduledHere = paid?.scheduledChange?.plan?.id === plan.id && !awaitingApproval;
  const headingId = `plan-option-${plan.key}`;
  return (
    <li aria-labelledby={headingId} className={cn('flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs', (isCurrent || (!paid && current.entitlements.plan === plan.key)) && 'border-primary ring-1 ring-primary')}>
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          {plan.name}
        </h3>
        <p className="text-2xl font-semibold tracking-tight tabular-nums">{formatPrice(price, plan.currency, locale)}</p>
        <p className="text-xs text-muted-foreground">{t(`per.${interval}`)}</p>
      </div>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li>{t('limits.profilesCount', { count: plan.limits.socialProfiles })}</li>
        <li>{t('limits.usersCount', { count: plan.limits.users })}</li>
        <li>{plan.limits.postsPerDayPerUser === null ? t('limits.postsUnlimited') : t('limits.postsCount', { count: plan.limits.postsPerDayPerUser })}</li>
      </ul>
      <Button className="mt-auto w-full" variant={kind === 'downgrade' ? 'outline' : 'default'} disabled={isCurrent || scheduledHere} onClick={onChoose} aria-label={t(`choose.${kind ?? 'buy'}Label`, { plan: plan.name })}>
        {isCurrent ? t('choose.current') : scheduledHere ? t('choose.scheduled') : awaitingApproval ? t('choose.approveAtPaypal') : t(`choose.${kind ?? 'buy'}`)}
      </Button>
    </li>
  );
}

function CancelDialog({ subscription, open, onClose }: { subscription: Subscription; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('subscriptions');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: () => call(cancelSubscription),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      snackbar.show(t('cancel.done'), { tone: 'success' });
      onClose();
    },
  });
  const date = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, i18n.language) : '';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('cancel.title')}
      description={t('cancel.body', { plan: subscription.plan.name, date })}
      confirmLabel={t('cancel.confirm')}
      pendingLabel={t('cancel.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate()}
    />
  );
}
