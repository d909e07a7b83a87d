import { paymentFailed, paymentRefunded, paymentSucceeded, subscriptionChanged, type PayloadOf } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { defineHandler } from '@cadence/events';
import { findActiveByIds } from '../features/recipients/recipients.repository';
import type { Delivery } from '../features/delivery/deliver';
import { isToldChange, paymentContent, subscriptionContent, type PaymentKind } from '../features/delivery/billing-content';

type PaymentPayload = PayloadOf<typeof paymentSucceeded> & { reason?: string };

/** billing.payment.* and billing.subscription.changed → the workspace owner (the events' `userIds`). */
export function notifyBillingEvents(delivery: Delivery) {
  const tellOwner = (kind: PaymentKind) => async (tx: Executor, payload: PaymentPayload) => {
    await delivery.deliver(tx, await findActiveByIds(tx, payload.userIds), paymentContent(kind, payload), { workspaceId: payload.workspaceId });
  };
  return [
    defineHandler({ event: paymentSucceeded, handle: tellOwner('payment_succeeded') }),
    defineHandler({ event: paymentFailed, handle: tellOwner('payment_failed') }),
    defineHandler({ event: paymentRefunded, handle: tellOwner('payment_refunded') }),
    defineHandler({
      event: subscriptionChanged,
      async handle(tx, payload) {
        if (!isToldChange(payload.change)) return;
        const content = subscriptionContent(payload.change, { planName: payload.planName, effectiveAt: payload.effectiveAt });
        await delivery.deliver(tx, await findActiveByIds(tx, payload.userIds), content, { workspaceId: payload.workspaceId });
      },
    }),
  ];
}
