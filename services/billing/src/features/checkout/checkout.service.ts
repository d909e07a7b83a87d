import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutBody, CheckoutStarted, CheckoutStatus, PaymentProviders } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import type { Principal } from '@cadence/service-kit';
import { requireWorkspace } from '@cadence/service-kit';
import { billingErrors } from '../../lib/errors';
import type { Gateways } from '../../providers/gateways';
import { toProviderFailure } from '../../providers/provider-call';
import * as accounts from '../accounts/accounts.repository';
import * as couponsRepo from '../coupons/coupons.repository';
import { rejectionMessage, rejectionOf } from '../coupons/coupons.service';
import { quote } from '../coupons/pricing';
import { syncPlan } from '../plans/plan-sync';
import * as plansRepo from '../plans/plans.repository';
import { announce } from '../subscriptions/subscription-events';
import { periodEnd } from '../subscriptions/proration';
import * as subscriptions from '../subscriptions/subscriptions.repository';
import * as repo from './checkout.repository';

export interface CheckoutDeps {
  db: Database;
  gateways: Gateways;
  log: FastifyBaseLogger;
  /** Where the web app is served: the provider sends the payer back to PUBLIC_URL/success. */
  publicUrl: string;
}

export function providers(gateways: Gateways): PaymentProviders {
  return { card: gateways.stripe !== null, paypal: gateways.paypal !== null };
}

const newCheckoutId = () => `co_${randomBytes(12).toString('base64url')}`;

/**
 * Starts paying for a plan. The provider's page is created first (with our checkout id as its
 * idempotency key); only then, in one transaction, the checkout row and the coupon use are
 * written. A provider failure therefore leaves nothing behind, and a coupon used up in the
 * meantime refuses the checkout without writing anything.
 */
export async function start(deps: CheckoutDeps, principal: Principal, body: CheckoutBody): Promise<CheckoutStarted> {
  const workspaceId = requireWorkspace(principal);
  await accounts.insertIfMissing(deps.db, { workspaceId, ownerUserId: principal.userId, ownerName: '', ownerEmail: '' });
  let plan = await plansRepo.find(deps.db, body.planId);
  if (!plan || plan.status !== 'active') throw billingErrors.PLAN_NOT_FOUND(undefined, [{ field: 'planId', message: 'is not a plan on offer' }]);
  const gateway = body.method === 'card' ? deps.gateways.stripe : deps.gateways.paypal;
  if (!gateway) throw billingErrors.PROVIDER_OFF(undefined, [{ field: 'method', message: 'is not available' }]);

  const coupon = body.couponCode ? await couponsRepo.findByCode(deps.db, body.couponCode) : undefined;
  if (body.couponCode) {
    const reason = rejectionOf(coupon, plan.id, new Date());
    if (reason) throw billingErrors.COUPON_NOT_USABLE(rejectionMessage(reason), [{ field: 'couponCode', message: rejectionMessage(reason) }]);
  }
  const account = await accounts.find(deps.db, workspaceId);
  const price = quote(plan, body.interval, { nonprofit: account?.nonprofit ?? false, coupon: coupon ? { discountType: coupon.discountType, discountValue: coupon.discountValue } : null });

  const id = newCheckoutId();
  const successUrl = `${deps.publicUrl}/success?session=${id}`;
  const cancelUrl = `${deps.publicUrl}/pricing?cancelled=${id}`;
  let provider: { ref: string; url: string };
  try {
    const missing = body.method === 'card' ? !plan.stripeProductId || !plan.stripeMonthlyPriceId : !plan.paypalMonthlyPlanId || !plan.paypalAnnualPlanId;
    if (missing) plan = (await syncPlan(deps.db, deps.gateways, plan.id, false, deps.log)) ?? plan;
    if (deps.gateways.stripe && body.method === 'card') {
      const stripe = deps.gateways.stripe;
      if (!plan.stripeProductId) throw billingErrors.PROVIDER_UNAVAILABLE();
      let customerId = account?.stripeCustomerId ?? null;
      if (!customerId) {
        customerId = await stripe.ensureCustomer(workspaceId, account?.ownerEmail ?? '', account?.ownerName ?? '');
        await accounts.update(deps.db, workspaceId, { stripeCustomerId: customerId });
      }
      const listPriceId = body.interval === 'monthly' ? plan.stripeMonthlyPriceId : plan.stripeAnnualPriceId;
      const session = await stripe.createCheckoutSession({
        checkoutId: id,
        customerId,
        productId: plan.stripeProductId,
        priceId: price.amount === price.list_amount ? listPriceId : null,
        interval: body.interval,
        amount: price.amount,
        currency: plan.currency,
        trialDays: price.trial_days,
        successUrl,
        cancelUrl,
      });
      provider = { ref: session.id, url: session.url };
    } else if (deps.gateways.paypal) {
      const paypalPlanId = body.interval === 'monthly' ? plan.paypalMonthlyPlanId : plan.paypalAnnualPlanId;
      if (!paypalPlanId) throw billingErrors.PROVIDER_UNAVAILABLE();
      const subscription = await deps.gateways.paypal.createSubscription({
        checkoutId: id,
        planId: paypalPlanId,
        interval: body.interval,
        amount: price.amount,
        listAmount: price.list_amount,
        currency: plan.currency,
        trialDays: price.trial_days,
        returnUrl: successUrl,
        cancelUrl,
      });
      provider = { ref: subscription.id, url: subscription.approveUrl };
    } else throw billingErrors.PROVIDER_OFF();
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw toProviderFailure(error);
  }

  const chosen = plan;
  await deps.db.transaction(async (tx) => {
    if (coupon && !(await couponsRepo.redeem(tx, coupon.id, new Date()))) {
      const message = rejectionMessage('used_up');
      throw billingErrors.COUPON_NOT_USABLE(message, [{ field: 'couponCode', message }]);
    }
    await repo.insert(tx, {
      id,
      workspaceId,
      userId: principal.userId,
      planId: chosen.id,
      interval: body.interval,
      method: body.method,
      couponId: coupon?.id ?? null,
      amount: price.amount,
      currency: price.currency,
      providerRef: provider.ref,
    });
  });
  return { id, url: provider.url, quote: price };
}

export async function status(deps: CheckoutDeps, workspaceId: number, id: string): Promise<CheckoutStatus> {
  let row = await repo.findForWorkspace(deps.db, id, workspaceId);
  if (!row) throw billingErrors.CHECKOUT_NOT_FOUND();
  if (row.status === 'open' && row.method === 'paypal' && row.providerRef && deps.gateways.paypal) {
    const remote = await deps.gateways.paypal.getSubscription(row.providerRef).catch(() => null);
    if (remote?.status === 'ACTIVE') {
      const when = remote.status_update_time ? new Date(remote.status_update_time) : new Date();
      await deps.db.transaction((tx) => completeCheckout(tx, id, { providerSubscriptionId: remote.id, periodStart: when, periodEnd: null, trial: false, providerTime: when }));
      row = (await repo.findForWorkspace(deps.db, id, workspaceId)) ?? row;
    }
  }
  const plan = await plansRepo.find(deps.db, row.planId);
  return {
    id: row.id,
    status: row.status,
    planName: plan?.name ?? '',
    interval: row.interval,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    failed_reason: row.failedReason,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export interface Completion {
  providerSubscriptionId: string;
  periodStart: Date;
  /** null: one interval from the start. */
  periodEnd: Date | null;
  trial: boolean;
  providerTime: Date;
}

/**
 * Makes a paid checkout the workspace's subscription, once: a repeat (the other notification of
 * the same payment, a retry) returns the subscription already made. Runs in the caller's
 * transaction, which also records the payment when there is one.
 */
export async function completeCheckout(tx: Executor, checkoutId: string, completion: Completion): Promise<subscriptions.SubscriptionRow | undefined> {
  const checkout = await repo.lock(tx, checkoutId);
  if (!checkout) return undefined;
  if (checkout.status === 'completed') return subscriptions.lockByProviderRef(tx, completion.providerSubscriptionId);
  await accounts.lock(tx, checkout.workspaceId);
  const provider = checkout.method === 'card' ? 'stripe' : 'paypal';
  const row = await subscriptions.upsert(tx, {
    workspaceId: checkout.workspaceId,
    planId: checkout.planId,
    interval: checkout.interval,
    status: completion.trial ? 'trial' : 'active',
    provider,
    providerSubscriptionId: completion.providerSubscriptionId,
    amount: checkout.amount,
    currency: checkout.currency,
    couponId: checkout.couponId,
    currentPeriodStart: completion.periodStart,
    currentPeriodEnd: completion.periodEnd ?? periodEnd(completion.periodStart, checkout.interval),
    scheduledKind: null,
    scheduledPlanId: null,
    scheduledInterval: null,
    providerUpdatedAt: completion.providerTime,
  });
  await repo.update(tx, checkout.id, { status: 'completed', completedAt: new Date(), failedReason: null });
  await announce(tx, row, 'started', { entitlements: true });
  return row;
}

/** A first payment was declined (failed) or the payer never paid (expired): the checkout ends and gives back its coupon use. */
export async function endCheckout(tx: Executor, checkoutId: string, outcome: { status: 'failed' | 'expired'; reason: string | null }): Promise<void> {
  const checkout = await repo.lock(tx, checkoutId);
  if (!checkout || checkout.status !== 'open') return;
  await repo.update(tx, checkout.id, { status: outcome.status, failedReason: outcome.reason });
  if (checkout.couponId !== null) await repo.releaseCoupon(tx, checkout.couponId);
}

/** The card provider's customer portal for the workspace (payment method, invoices, cancellation). */
export async function portal(deps: CheckoutDeps, workspaceId: number): Promise<{ url: string }> {
  const account = await accounts.find(deps.db, workspaceId);
  if (!deps.gateways.stripe || !account?.stripeCustomerId) throw billingErrors.NO_PORTAL();
  try {
    return { url: await deps.gateways.stripe.portalUrl(account.stripeCustomerId, `${deps.publicUrl}/subscriptions`) };
  } catch (error) {
    throw toProviderFailure(error);
  }
}
