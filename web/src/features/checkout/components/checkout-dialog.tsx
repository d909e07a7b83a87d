import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon, CreditCardIcon, LoaderCircleIcon, LockIcon, WalletIcon } from 'lucide-react';
import { startCheckout, validateCoupon, type BillingInterval, type PaymentMethod, type PriceQuote, type PublicPlan } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/form-field';
import { FormAlert } from '../../../components/form/form-alert';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { PlanLimitAlert } from '../../subscriptions/components/plan-limit-alert';
import { couponState, couponToCheck } from '../coupon-check';
import { paymentProvidersQuery } from '../queries';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';

/** How long typing in the coupon field pauses before the code is checked. */
const COUPON_DEBOUNCE_MS = 400;

/**
 * Paying for a plan: monthly or annual, card or PayPal, an optional coupon checked as it is
 * typed (with the reason when it cannot be used), the price to pay, then the provider's page.
 */
export function CheckoutDialog({ plan, interval: initialInterval, onClose }: { plan: PublicPlan | null; interval: BillingInterval; onClose: () => void }) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {plan && <CheckoutForm key={plan.id} plan={plan} initialInterval={initialInterval} />}
    </Dialog>
  );
}

function CheckoutForm({ plan, initialInterval }: { plan: PublicPlan; initialInterval: BillingInterval }) {
  const { t, i18n } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const [interval, setInterval] = useState<BillingInterval>(initialInterval);
  const [chosenMethod, setMethod] = useState<PaymentMethod>('card');
  const [code, setCode] = useState('');
  const settledCode = useDebouncedValue(code, COUPON_DEBOUNCE_MS);
  const providers = useQuery(paymentProvidersQuery());
  const checkCode = couponToCheck(settledCode);
  const validation = useQuery({
    queryKey: ['checkout', 'coupon', plan.id, interval, checkCode],
    queryFn: async ({ signal }) => (await call(validateCoupon, { body: { code: checkCode ?? '', planId: plan.id, interval }, signal })).data,
    enabled: checkCode !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const coupon = couponState({ code, settledCode, pending: validation.isFetching, error: validation.isError, validation: validation.isPlaceholderData ? undefined : validation.data });
  const price = (cents: number) => formatPrice(cents, plan.currency, i18n.language);
  const listAmount = interval === 'annual' ? plan.price_annually : plan.price_monthly;
  const quote: PriceQuote | null = coupon.kind === 'valid' ? coupon.validation.quote : null;
  const methodOff = (value: PaymentMethod) => providers.data !== undefined && !providers.data[value];
  // Neither Stripe nor PayPal is set on this server: said plainly, with whom to ask (staff: what to set).
  const noProvider = methodOff('card') && methodOff('paypal');
  const isStaff = hasPermission(useRequiredSession(), 'SystemSetting');
  // The card until the platform says it takes only PayPal.
  const method: PaymentMethod = chosenMethod === 'card' && methodOff('card') && !methodOff('paypal') ? 'paypal' : chosenMethod;
  const blocked = coupon.kind === 'checking' || coupon.kind === 'invalid' || methodOff(method);
  const checkout = useMutation({
    mutationFn: () =>
      call(startCheckout, { body: { planId: plan.id, interval, method, ...(coupon.kind === 'valid' && checkCode ? { couponCode: checkCode } : {}) } }),
    onSuccess: (response) => window.location.assign(response.data.url),
  });

  return (
    <DialogContent closeLabel={tf('close')} className="max-w-lg">
      <DialogHeader>
        <DialogTitle>{t('title', { plan: plan.name })}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-5"
        aria-label={t('title', { plan: plan.name })}
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked && !checkout.isPending) checkout.mutate();
        }}
      >
        {checkout.error ? (
          <>
            <PlanLimitAlert error={checkout.error} />
            <FormAlert alert={{ message: describeError(tc, checkout.error), details: [] }} />
          </>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('interval')}</legend>
          <RadioGroup value={interval} onValueChange={(value) => setInterval(value === 'annual' ? 'annual' : 'monthly')} className="grid-cols-2" aria-label={t('interval')}>
            {(['monthly', 'annual'] as const).map((value) => (
              <RadioCard key={value} value={value} className="flex-col items-start gap-0.5 px-4 py-3 text-start">
                <span>{t(`intervals.${value}`)}</span>
                <span className="text-xs font-normal text-muted-foreground">
                  {t(`perInterval.${value}`, { price: price(value === 'annual' ? plan.price_annually : plan.price_monthly) })}
                </span>
              </RadioCard>
            ))}
          </RadioGroup>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('method')}</legend>
          <RadioGroup value={method} onValueChange={(value) => setMethod(value === 'paypal' ? 'paypal' : 'card')} className="grid-cols-2" aria-label={t('method')}>
            <RadioCard value="card" disabled={methodOff('card')}>
              <CreditCardIcon aria-hidden="true" />
              {t('methods.card')}
            </RadioCard>
            <RadioCard value="paypal" disabled={methodOff('paypal')}>
              <WalletIcon aria-hidden="true" />
              {t('methods.paypal')}
            </RadioCard>
          </RadioGroup>
          {noProvider ? (
            <p role="status" className="rounded-md bg-amber-500/10 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-500/30 ring-inset dark:text-amber-200" data-testid="checkout-no-provider">
              {t(isStaff ? 'noProviderStaff' : 'noProvider')}
            </p>
          ) : (
            methodOff(method) && <p className="text-sm text-destructive">{t('methodOff')}</p>
          )}
        </fieldset>
        <div className="grid gap-2">
          <TextField
            id="coupon"
            label={t('coupon')}
            labelNote={t('optional')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="[&_input]:font-mono [&_input]:uppercase"
            error={coupon.kind === 'invalid' ? couponReason(t, coupon.validation.reason, coupon.validation.message) : coupon.kind === 'error' ? describeError(tc, validation.error) : undefined}
          />
          <p aria-live="polite" className="min-h-5 text-sm">
            {coupon.kind === 'checking' && (
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <LoaderCircleIcon className="size-3.5 animate-spin" aria-hidden="true" />
                {t('checking')}
              </span>
            )}
            {coupon.kind === 'valid' && (
              <span className="inline-flex items-center gap-1.5 text-success">
                <CircleCheckIcon className="size-3.5" aria-hidden="true" />
                {coupon.validation.message || t('couponApplied')}
              </span>
            )}
          </p>
        </div>
        <dl className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('summary.plan', { plan: plan.name, interval: t(`intervals.${interval}`) })}</dt>
            <dd className="tabular-nums">{price(quote?.list_amount ?? listAmount)}</dd>
          </div>
          {quote && quote.nonprofit_discount > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t('summary.nonprofit')}</dt>
              <dd className="tabular-nums">−{price(quote.nonprofit_discount)}</dd>
            </div>
          )}
          {quote && quote.coupon_discount > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t('summary.coupon')}</dt>
              <dd className="tabular-nums text-success">−{price(quote.coupon_discount)}</dd>
            </div>
          )}
          {quote && quote.trial_days > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t('summary.trial')}</dt>
              <dd>{t('summary.trialDays', { count: quote.trial_days })}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>{t('summary.dueNow')}</dt>
            <dd className="tabular-nums" data-testid="checkout-amount">
              {price(quote?.amount ?? listAmount)}
            </dd>
          </div>
        </dl>
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <LockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {t(method === 'card' ? 'redirect.card' : 'redirect.paypal')}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={checkout.isPending}>
              {tf('cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" aria-disabled={blocked || checkout.isPending || undefined} aria-busy={checkout.isPending || undefined}>
            {checkout.isPending && <Spinner />}
            {checkout.isPending ? t('pending') : t('submit', { amount: price(quote?.amount ?? listAmount) })}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function couponReason(t: ReturnType<typeof useTranslation<'checkout'>>['t'], reason: string | null, message: string): string {
  switch (reason) {
    case 'not_found':
    case 'inactive':
    case 'expired':
    case 'used_up':
    case 'not_for_plan':
      return t(`couponReasons.${reason}`);
    default:
      return message;
  }
}
