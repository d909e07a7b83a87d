import type { Database, Executor } from '@cadence/db';
import type { PaypalWebhookEvent } from '../../providers/paypal';
import { completeCheckout } from '../checkout/checkout.service';
import * as checkouts from '../checkout/checkout.repository';
import * as payments from '../payments/payments.repository';
import { chargedTo, recordCharge } from '../payments/payments.service';
import { paypalSaleRef, recordRefund } from '../payments/refunds';
import { followPaypal } from '../subscriptions/paypal-revision';
import { periodEnd } from '../subscriptions/proration';
import * as subscriptions from '../subscriptions/subscriptions.repository';
import { applyProviderState, extendPeriod } from './apply-provider-state';
import { claim } from './provider-events.repository';

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The subscription a PayPal id names, completing its checkout first when the activation notice has not come yet. */
async function subscriptionOf(tx: Executor, paypalSubscriptionId: string, at: Date) {
  const existing = await subscriptions.lockByProviderRef(tx, paypalSubscriptionId);
  if (existing) return existing;
  const checkout = await checkouts.lockByProviderRef(tx, paypalSubscriptionId);
  if (!checkout) return undefined;
  return completeCheckout(tx, checkout.id, { providerSubscriptionId: paypalSubscriptionId, periodStart: at, periodEnd: null, trial: false, providerTime: at });
}

async function onSaleCompleted(tx: Executor, resource: Record<string, unknown>, at: Date): Promise<void> {
  const subscriptionId = text(resource.billing_agreement_id);
  const saleId = text(resource.id);
  if (!subscriptionId || !saleId) return;
  const row = await subscriptionOf(tx, subscriptionId, at);
  if (!row) return;
  const paidAt = text(resource.create_time) ? new Date(String(resource.create_time)) : at;
  const current = await extendPeriod(tx, row, paidAt, periodEnd(paidAt, row.interval));
  const amount = record(resource.amount);
  await recordCharge(tx, {
    ...chargedTo(current),
    amount: Math.round(Number(amount.total ?? 0) * 100),
    currency: text(amount.currency) ?? current.currency,
    method: 'paypal',
    status: 'active',
    failedReason: null,
    providerRef: paypalSaleRef(saleId),
  });
}

async function onPaymentFailed(tx: Executor, event: PaypalWebhookEvent, at: Date): Promise<void> {
  const subscriptionId = text(event.resource.id);
  if (!subscriptionId) return;
  const row = await subscriptions.lockByProviderRef(tx, subscriptionId);
  if (!row) return;
  await recordCharge(tx, {
    ...chargedTo(row),
    amount: row.amount,
    currency: row.currency,
    method: 'paypal',
    status: 'declined',
    failedReason: 'PayPal could not collect the payment',
    providerRef: `paypal-event:${event.id}`,
  });
  await applyProviderState(tx, subscriptionId, { status: 'past_due', periodEnd: null, cancelAtPeriodEnd: null, at });
}

/** Applies one verified PayPal notification once (its id recorded with its effects, in one transaction). */
export async function handlePaypalEvent(db: Database, event: PaypalWebhookEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, 'paypal', event.id, event.event_type))) return false;
    const at = new Date(text(event.resource.status_update_time) ?? event.create_time);
    switch (event.event_type) {
      case 'BILLING.SUBSCRIPTION.ACTIVATED': {
        const id = text(event.resource.id);
        if (id) await subscriptionOf(tx, id, at);
        break;
      }
      case 'BILLING.SUBSCRIPTION.UPDATED': {
        // The payer approved a plan change (revise): the subscription now names the plan PayPal bills.
        const id = text(event.resource.id);
        const planId = text(event.resource.plan_id);
        const row = id ? await subscriptions.lockByProviderRef(tx, id) : undefined;
        if (row && planId) await followPaypal(tx, row, planId);
        break;
      }
      case 'PAYMENT.SALE.REFUNDED': {
        // Only a full refund marks the payment refunded (a partial one leaves it settled).
        const saleId = text(event.resource.sale_id);
        const refunded = Math.round(Number(record(event.resource.amount).total ?? 0) * 100);
        const payment = saleId ? await payments.findByRef(tx, paypalSaleRef(saleId)) : undefined;
        if (payment && refunded >= payment.amountPaid) await recordRefund(tx, { id: payment.id }, null, at);
        break;
      }
      case 'PAYMENT.SALE.COMPLETED':
        await onSaleCompleted(tx, event.resource, at);
        break;
      case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
        await onPaymentFailed(tx, event, at);
        break;
      case 'BILLING.SUBSCRIPTION.CANCELLED':
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
      case 'BILLING.SUBSCRIPTION.EXPIRED': {
        const id = text(event.resource.id);
        const status = event.event_type === 'BILLING.SUBSCRIPTION.EXPIRED' ? 'expired' : event.event_type === 'BILLING.SUBSCRIPTION.SUSPENDED' ? 'past_due' : 'cancelled';
        if (id) await applyProviderState(tx, id, { status, periodEnd: null, cancelAtPeriodEnd: null, at });
        break;
      }
      default:
        break;
    }
    return true;
  });
}
