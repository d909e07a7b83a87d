import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingWithPeers, type BillingWithPeers } from './helpers';

/** Staff refund a settled payment in full through its provider; a refund made at the provider is recorded too, once. */
let b: BillingWithPeers;
beforeAll(async () => {
  b = await startBillingWithPeers();
});
afterAll(() => b?.close());

const staff = (permissions: ('PaymentList' | 'PaymentsReport')[] = ['PaymentList', 'PaymentsReport']) => b.api.auth({ userId: 1, permissions });

interface PaymentView {
  id: number;
  status: string;
  refundedAt: string | null;
  amount_paid: number;
}

/** A workspace that paid for `key` by card or PayPal; returns its settled payment. */
async function paid(userId: number, workspaceId: number, key: string, method: 'card' | 'paypal'): Promise<PaymentView> {
  const owner = await b.signUp(userId, workspaceId);
  const { url } = (await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await b.planId(key), interval: 'monthly', method } })).json().data;
  if (method === 'card') await b.peers.stripe.pay(url.split('/').pop());
  else await b.peers.paypal.approve(url);
  const [payment] = await paymentsOf(workspaceId);
  if (!payment) throw new Error('no payment');
  return payment;
}

async function paymentsOf(workspaceId: number): Promise<PaymentView[]> {
  return (await b.api.inject('GET', `/api/membership/payments?workspaceId=${workspaceId}`, { headers: staff() })).json().data;
}

const refund = (id: number, headers = staff()) => b.api.inject('POST', `/api/membership/payments/${id}/refund`, { headers });

async function refundEvents(paymentId: number): Promise<number> {
  const [row] = await b.t.database.sql<{ count: number }[]>`
    select count(*)::int as count from billing.outbox where name = 'billing.payment.refunded' and (payload->>'paymentId')::int = ${paymentId}`;
  return row?.count ?? 0;
}

const invoiceOf = async (paymentId: number) => (await b.t.database.sql<{ ref: string }[]>`select provider_ref as ref from billing.payments where id = ${paymentId}`)[0]?.ref ?? '';

describe('refunding a card payment', () => {
  it('refunds the invoice at Stripe, records it once (with Stripe\'s own notice) and drops it from revenue', async () => {
    const payment = await paid(801, 8001, 'scale', 'card');
    const before = (await b.api.inject('GET', '/api/membership/payments/reports?period=month', { headers: staff() })).json().data.total;

    const response = await refund(payment.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: payment.id, status: 'refunded', amount_paid: 16_500 });
    expect(response.json().data.refundedAt).not.toBeNull();
    const invoice = await invoiceOf(payment.id);
    const intent = (b.peers.stripe.invoicePayments.get(invoice)?.payment as { payment_intent: string }).payment_intent;
    expect(b.peers.stripe.charges.get(intent)).toMatchObject({ refunded: true, amount_refunded: 16_500 });

    await b.peers.stripe.idle();
    const notice = b.peers.stripe.deliveries.filter((delivery) => delivery.event.type === 'charge.refunded').at(-1);
    expect(notice?.status).toBe(200);
    expect(await refundEvents(payment.id)).toBe(1);
    const [row] = await b.t.database.sql<{ refunded_by: number | null }[]>`select refunded_by from billing.payments where id = ${payment.id}`;
    expect(row?.refunded_by).toBe(1);

    const after = (await b.api.inject('GET', '/api/membership/payments/reports?period=month', { headers: staff() })).json().data.total;
    expect(after).toEqual({ count: before.count - 1, amount: before.amount - 16_500 });
    const again = await refund(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BILLING_ALREADY_REFUNDED');
  });

  it('records a refund made in Stripe\'s dashboard from charge.refunded', async () => {
    const payment = await paid(802, 8002, 'creator', 'card');
    expect(b.peers.stripe.refundFromDashboard(await invoiceOf(payment.id)).status).toBe(200);
    await b.peers.stripe.idle();
    const [view] = await paymentsOf(8002);
    expect(view).toMatchObject({ status: 'refunded' });
    expect(await refundEvents(payment.id)).toBe(1);
    const [row] = await b.t.database.sql<{ refunded_by: number | null }[]>`select refunded_by from billing.payments where id = ${payment.id}`;
    expect(row?.refunded_by).toBeNull();
  });

  it('changes nothing when Stripe cannot be reached', async () => {
    const payment = await paid(803, 8003, 'creator', 'card');
    b.peers.stripe.setOutage(503);
    try {
      expect((await refund(payment.id)).statusCode).toBe(503);
    } finally {
      b.peers.stripe.setOutage(null);
    }
    expect((await paymentsOf(8003))[0]).toMatchObject({ status: 'active', refundedAt: null });
    expect(await refundEvents(payment.id)).toBe(0);
  });
});

describe('refunding a PayPal payment', () => {
  it('refunds the sale once when two staff members click at the same time', async () => {
    const payment = await paid(811, 8011, 'traction', 'paypal');
    const answers = await Promise.all([refund(payment.id), refund(payment.id)]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const [ref] = await b.t.database.sql<{ ref: string }[]>`select provider_ref as ref from billing.payments where id = ${payment.id}`;
    expect(b.peers.paypal.sales.get(String(ref?.ref).replace('paypal:', ''))).toMatchObject({ state: 'refunded' });
    await expect.poll(async () => (await paymentsOf(8011))[0]?.status).toBe('refunded');
    // PayPal's own notice (PAYMENT.SALE.REFUNDED) arrives as well; still one refund.
    await expect.poll(() => b.peers.paypal.deliveries.filter((delivery) => delivery.event.event_type === 'PAYMENT.SALE.REFUNDED').length).toBe(1);
    expect(await refundEvents(payment.id)).toBe(1);
  });
});

describe('refusals', () => {
  it('answers 404, 409 and 403 without touching anything', async () => {
    expect((await refund(999_999)).statusCode).toBe(404);
    const owner = await b.signUp(821, 8021);
    const { url } = (await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await b.planId('scale'), interval: 'monthly', method: 'card' } })).json().data;
    await b.peers.stripe.pay(url.split('/').pop(), '4000000000000002');
    const [declined] = await paymentsOf(8021);
    if (!declined) throw new Error('no declined payment');
    const response = await refund(declined.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BILLING_NOT_REFUNDABLE');
    expect((await refund(declined.id, staff(['PaymentsReport']))).statusCode).toBe(403);
    expect((await b.api.inject('POST', '/api/membership/payments/abc/refund', { headers: staff() })).statusCode).toBe(400);
  });
});
