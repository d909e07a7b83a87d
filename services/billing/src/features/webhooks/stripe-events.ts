import type { Database, Executor } from '@cadence/db';
import type { SubscriptionStatus } from '@cadence/contracts';
import type { StripeEvent, StripeGateway } from '../../providers/stripe';
import { completeCheckout, endCheckout } from '../checkout/checkout.service';
import * as checkouts from '../checkout/checkout.repository';
import { chargedTo, recordCharge } from '../payments/payments.service';
import { recordRefund } from '../payments/refunds';
import * as subscriptions from '../subscriptions/subscriptions.repository';
import { applyProviderState, extendPeriod } from './apply-provider-state';
import { claim } from './provider-events.repository';

type Invoice = Extract<StripeEvent, { type: 'invoice.paid' }>['data']['object'];
type StripeSubscription = Extract<StripeEvent, { type: 'customer.subscription.updated' }>['data']['object'];

const fromUnix = (seconds: number) => new Date(seconds * 1000);

const STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trial',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  canceled: 'expired',
  incomplete_expired: 'expired',
  paused: 'past_due',
};

function invoiceLinks(invoice: Invoice) {
  const details = invoice.parent?.subscription_details ?? null;
  const subscription = details?.subscription;
  const subscriptionId = typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
  const checkoutId = details?.metadata?.checkoutId ?? null;
  const line = invoice.lines.data[0];
  return { subscriptionId, checkoutId, period: line ? { start: fromUnix(line.period.start), end: fromUnix(line.period.end) } : null };
}

/** The subscription an invoice belongs to, completing its checkout first when the invoice arrives before checkout.session.completed. */
async function subscriptionOfInvoice(tx: Executor, invoice: Invoice, at: Date) {
  const links = invoiceLinks(invoice);
  if (!links.subscriptionId) return { row: undefined, links };
  const existing = await subscriptions.lockByProviderRef(tx, links.subscriptionId);
  if (existing) return { row: existing, links };
  if (!links.checkoutId) return { row: undefined, links };
  const row = await completeCheckout(tx, links.checkoutId, {
    providerSubscriptionId: links.subscriptionId,
    periodStart: links.period?.start ?? at,
    periodEnd: links.period?.end ?? null,
    trial: false,
    providerTime: at,
  });
  return { row, links };
}

async function onInvoicePaid(tx: Executor, invoice: Invoice, at: Date): Promise<void> {
  const { row, links } = await subscriptionOfInvoice(tx, invoice, at);
  if (!row) return;
  const current = links.period ? await extendPeriod(tx, row, links.period.start, links.period.end) : row;
  if (invoice.amount_paid <= 0) return;
  await recordCharge(tx, {
    ...chargedTo(current),
    amount: invoice.amount_paid,
    currency: invoice.currency.toUpperCase(),
    method: 'card',
    status: 'active',
    failedReason: null,
    providerRef: invoice.id,
  });
}

function declineReason(invoice: Invoice): string {
  return invoice.last_finalization_error?.message ?? 'The card was declined';
}

async function onInvoiceFailed(tx: Executor, invoice: Invoice): Promise<void> {
  const links = invoiceLinks(invoice);
  const reason = declineReason(invoice);
  const row = links.subscriptionId ? await subscriptions.lockByProviderRef(tx, links.subscriptionId) : undefined;
  if (row) {
      await recordCharge(tx, {
      ...chargedTo(row),
      amount: invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      method: 'card',
      status: 'declined',
      failedReason: reason,
      providerRef: invoice.id,
    });
    if (row.status === 'active') await applyProviderState(tx, links.subscriptionId ?? '', { status: 'past_due', periodEnd: null, cancelAtPeriodEnd: null, at: fromUnix(invoice.created) });
    return;
  }
  if (!links.checkoutId) return;
  const checkout = await checkouts.lock(tx, links.checkoutId);
  if (!checkout) return;
  await recordCharge(tx, {
    workspaceId: checkout.workspaceId,
    subscriptionId: null,
    planId: checkout.planId,
    interval: checkout.interval,
    amount: invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    method: 'card',
    status: 'declined',
    failedReason: reason,
    providerRef: invoice.id,
  });
  await endCheckout(tx, checkout.id, { status: 'failed', reason });
}

function stateOf(subscription: StripeSubscription, at: Date) {
  const end = subscription.items.data[0]?.current_period_end;
  return { status: STATUS[subscription.status] ?? 'past_due', periodEnd: end ? fromUnix(end) : null, cancelAtPeriodEnd: subscription.cancel_at_period_end, at };
}

/**
 * What an event needs from Stripe before it is applied: a full refund (charge.refunded) names the
 * charge's PaymentIntent, and the payment recorded here is the invoice it paid.
 */
export async function lookupsFor(stripe: StripeGateway, event: StripeEvent): Promise<{ refundedInvoice: string | null }> {
  if (event.type !== 'charge.refunded' || !event.data.object.refunded) return { refundedInvoice: null };
  const intent = event.data.object.payment_intent;
  const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
  return { refundedInvoice: paymentIntent ? await stripe.invoiceOfPaymentIntent(paymentIntent) : null };
}

/**
 * Applies one verified Stripe event, once: the event id is recorded in the same transaction as
 * its effects, so a repeat changes nothing and a failure rolls both back (Stripe retries).
 * Returns false for a repeat.
 */
export async function handleStripeEvent(db: Database, event: StripeEvent, lookups: { refundedInvoice: string | null } = { refundedInvoice: null }): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, 'stripe', event.id, event.type))) return false;
    const at = fromUnix(event.created);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const checkoutId = session.metadata?.checkoutId ?? session.client_reference_id;
        const subscription = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        if (checkoutId && subscription) {
          await completeCheckout(tx, checkoutId, { providerSubscriptionId: subscription, periodStart: at, periodEnd: null, trial: session.amount_total === 0, providerTime: at });
        }
        break;
      }
      case 'checkout.session.expired': {
        const session = event.data.object;
        const checkoutId = session.metadata?.checkoutId ?? session.client_reference_id;
        if (checkoutId) await endCheckout(tx, checkoutId, { status: 'expired', reason: null });
        break;
      }
      case 'invoice.paid':
        await onInvoicePaid(tx, event.data.object, at);
        break;
      case 'invoice.payment_failed':
        await onInvoiceFailed(tx, event.data.object);
        break;
      case 'charge.refunded':
        // Refunded in full at Stripe (from the dashboard, or the staff refund here, recorded once).
        if (lookups.refundedInvoice) await recordRefund(tx, { providerRef: lookups.refundedInvoice }, null, at);
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applyProviderState(tx, event.data.object.id, stateOf(event.data.object, at));
        break;
      default:
        break;
    }
    return true;
  });
}
