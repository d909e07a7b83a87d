import type { Executor } from '@cadence/db';
import { billingErrors } from '../../lib/errors';
import type { PaypalGateway } from '../../providers/paypal';
import { toProviderFailure } from '../../providers/provider-call';
import * as accounts from '../accounts/accounts.repository';
import { quote } from '../coupons/pricing';
import * as plansRepo from '../plans/plans.repository';
import { monthlyEquivalent } from './proration';
import { announce } from './subscription-events';
import * as repo from './subscriptions.repository';

/**
 * A PayPal subscription changes plan through PayPal's revise call, which the payer must approve
 * at PayPal; until then PayPal keeps billing the old plan, and PayPal bills the new price from
 * the next cycle (it does not prorate). So the change waits here as `approval` and applies when
 * PayPal shows the new plan: an upgrade's limits at once, a downgrade at the end of the period
 * (already revised at PayPal, so the sweep only changes it here).
 */

export function paypalPlanOf(plan: plansRepo.PlanRow, interval: 'monthly' | 'annual'): string | null {
  return interval === 'monthly' ? plan.paypalMonthlyPlanId : plan.paypalAnnualPlanId;
}

/** Asks PayPal for the switch; returns the approve link, or null when PayPal applied it without consent. */
export async function requestRevision(
  paypal: PaypalGateway | null,
  row: repo.SubscriptionRow,
  plan: plansRepo.PlanRow,
  interval: 'monthly' | 'annual',
  publicUrl: string,
): Promise<{ approveUrl: string | null }> {
  const target = paypalPlanOf(plan, interval);
  if (!paypal || !target || !row.providerSubscriptionId) throw billingErrors.PROVIDER_OFF();
  try {
    return await paypal.revise({
      id: row.providerSubscriptionId,
      planId: target,
      changeKey: `${row.id}-${plan.id}-${interval}-${row.updatedAt.getTime()}`,
      returnUrl: `${publicUrl}/success?change=paypal`,
      cancelUrl: `${publicUrl}/subscriptions`,
    });
  } catch (error) {
    throw toProviderFailure(error);
  }
}

/**
 * Applies the change waiting for approval on the locked `row` when PayPal's subscription now
 * bills `paypalPlanId`: an upgrade at once, a downgrade scheduled for the end of the period.
 * Anything else (no change waiting, another plan) leaves the row as it is.
 */
export async function applyApproved(tx: Executor, row: repo.SubscriptionRow, paypalPlanId: string): Promise<repo.SubscriptionRow> {
  if (row.scheduledKind !== 'approval' || row.scheduledPlanId === null || row.scheduledInterval === null) return row;
  const plan = await plansRepo.find(tx, row.scheduledPlanId);
  if (!plan || paypalPlanOf(plan, row.scheduledInterval) !== paypalPlanId) return row;
  if (plan.id === row.planId && row.scheduledInterval === row.interval) {
    // Back to the plan it has (withdrawing a downgrade PayPal had already approved).
    const next = await repo.update(tx, row.id, { scheduledKind: null, scheduledPlanId: null, scheduledInterval: null });
    await announce(tx, next, 'resumed', { entitlements: false });
    return next;
  }
  const account = await accounts.find(tx, row.workspaceId);
  const price = quote(plan, row.scheduledInterval, { nonprofit: account?.nonprofit ?? false, coupon: null });
  if (monthlyEquivalent(price.amount, row.scheduledInterval) > monthlyEquivalent(row.amount, row.interval)) {
    const next = await repo.update(tx, row.id, {
      planId: plan.id,
      interval: row.scheduledInterval,
      amount: price.amount,
      scheduledKind: null,
      scheduledPlanId: null,
      scheduledInterval: null,
    });
    await announce(tx, next, 'upgraded', { entitlements: true });
    return next;
  }
  const next = await repo.update(tx, row.id, { scheduledKind: 'downgrade' });
  await announce(tx, next, 'downgrade_scheduled', { entitlements: false });
  return next;
}

/**
 * PayPal says which plan it bills the subscription on (BILLING.SUBSCRIPTION.UPDATED): the change
 * waiting for that approval applies; a plan PayPal bills that nothing here waits for (the payer
 * approved a link after withdrawing the change here) applies too, so the limits follow what the
 * payer pays. The plan already in force or already scheduled changes nothing.
 */
export async function followPaypal(tx: Executor, row: repo.SubscriptionRow, paypalPlanId: string): Promise<repo.SubscriptionRow> {
  const applied = await applyApproved(tx, row, paypalPlanId);
  if (applied !== row) return applied;
  const billed = await plansRepo.findByPaypalPlan(tx, paypalPlanId);
  if (!billed) return row;
  const same = (planId: number | null, interval: string | null) => planId === billed.plan.id && interval === billed.interval;
  if (same(row.planId, row.interval) && row.scheduledKind !== 'downgrade') return row;
  if (row.scheduledKind === 'downgrade' && same(row.scheduledPlanId, row.scheduledInterval)) return row;
  const waiting = await repo.update(tx, row.id, { scheduledKind: 'approval', scheduledPlanId: billed.plan.id, scheduledInterval: billed.interval });
  return applyApproved(tx, waiting, paypalPlanId);
}

/** The plan PayPal bills the subscription on now (after the payer approved a change, the new one). */
export async function planAtPaypal(paypal: PaypalGateway | null, row: repo.SubscriptionRow): Promise<string> {
  if (!paypal || !row.providerSubscriptionId) throw billingErrors.PROVIDER_OFF();
  try {
    return (await paypal.getSubscription(row.providerSubscriptionId)).plan_id;
  } catch (error) {
    throw toProviderFailure(error);
  }
}
