import { paymentRefunded, type Payment } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { billingEvents } from '../../db/schema';
import { billingErrors } from '../../lib/errors';
import type { Gateways } from '../../providers/gateways';
import { toProviderFailure } from '../../providers/provider-call';
import * as accounts from '../accounts/accounts.repository';
import * as repo from './payments.repository';
import { views } from './payments.service';

/** PayPal payments are recorded by sale (`paypal:<sale id>`); card payments by Stripe invoice id. */
const PAYPAL_SALE = 'paypal:';

/**
 * Marks a settled payment refunded in the caller's transaction and announces it, once: a refund
 * already recorded (the staff action and the provider's own notice both arrive) changes nothing.
 */
export async function recordRefund(tx: Executor, where: { id: number } | { providerRef: string }, refundedBy: number | null, at = new Date()): Promise<repo.PaymentRow | undefined> {
  const row = await repo.markRefunded(tx, where, refundedBy, at);
  if (!row) return undefined;
  const account = await accounts.find(tx, row.workspaceId);
  const plans = await repo.plansOf(tx, row.planId === null ? [] : [row.planId]);
  await writeEvent(tx, billingEvents, paymentRefunded, {
    workspaceId: row.workspaceId,
    paymentId: row.id,
    userIds: account ? [account.ownerUserId] : [],
    amount: row.amountPaid,
    currency: row.currency,
    method: row.paymentMethod,
    planName: row.planId === null ? null : (plans.get(row.planId)?.name ?? null),
  });
  return row;
}

/**
 * Staff refund a settled payment in full: at the provider first (keyed by the payment, so a
 * repeat or a concurrent click refunds once), then here. A provider failure leaves the payment
 * as it was. The subscription is not changed: cancelling it is a separate decision.
 */
export async function refund(deps: { db: Database; gateways: Gateways }, paymentId: number, staffUserId: number): Promise<Payment> {
  const row = await repo.find(deps.db, paymentId);
  if (!row) throw billingErrors.PAYMENT_NOT_FOUND();
  if (row.status === 'refunded') throw billingErrors.ALREADY_REFUNDED();
  if (row.status !== 'active') throw billingErrors.NOT_REFUNDABLE();
  try {
    if (row.paymentMethod === 'card') {
      if (!deps.gateways.stripe) throw billingErrors.PROVIDER_OFF();
      await deps.gateways.stripe.refundInvoice(row.providerRef, String(row.id));
    } else {
      if (!deps.gateways.paypal || !row.providerRef.startsWith(PAYPAL_SALE)) throw billingErrors.PROVIDER_OFF();
      await deps.gateways.paypal.refundSale(row.providerRef.slice(PAYPAL_SALE.length), String(row.id));
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw toProviderFailure(error);
  }
  await deps.db.transaction(async (tx) => {
    // The provider's own notice may have recorded the refund first: it then only learns who made it.
    if (!(await recordRefund(tx, { id: row.id }, staffUserId))) await repo.nameRefunder(tx, row.id, staffUserId);
  });
  const refunded = await repo.find(deps.db, row.id);
  if (!refunded) throw billingErrors.PAYMENT_NOT_FOUND();
  const [view] = await views(deps.db, [refunded]);
  if (!view) throw new Error('unreachable');
  return view;
}

export const paypalSaleRef = (saleId: string) => `${PAYPAL_SALE}${saleId}`;
