import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '@cadence/service-kit/testing';
import { billingService } from '../src/app';
import { clientOf, registered, startBillingWithPeers, type BillingWithPeers } from './helpers';

let b: BillingWithPeers;
beforeAll(async () => {
  b = await startBillingWithPeers();
});
afterAll(() => b?.close());

type Json = Record<string, unknown>;

const planId = (key: string) => b.planId(key);

async function startCheckout(owner: Record<string, string>, key = 'scale') {
  const response = await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await planId(key), interval: 'monthly', method: 'card' } });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; url: string };
}

const count = async (query: string, workspaceId: number) => (await b.t.database.sql.unsafe<{ n: number }[]>(query, [workspaceId]))[0]?.n ?? 0;
const payments = (workspaceId: number) => count('select count(*)::int as n from billing.payments where workspace_id = $1', workspaceId);
const subscriptionRow = async (workspaceId: number) => (await b.t.database.sql`select * from billing.subscriptions where workspace_id = ${workspaceId}`)[0];
const entitlementEvents = (workspaceId: number) =>
  count("select count(*)::int as n from billing.outbox where name = 'billing.entitlements.changed' and (payload->>'workspaceId')::int = $1", workspaceId);

/** A Stripe subscription object as Stripe sends it, for events this test builds itself. */
function stripeSubscription(id: string, checkoutId: string, amount: number, start: number, end: number): Json {
  return {
    id,
    object: 'subscription',
    customer: 'cus_test',
    status: 'active',
    cancel_at_period_end: false,
    metadata: { checkoutId },
    items: { object: 'list', data: [{ id: 'si_test', price: { id: 'price_x', currency: 'eur', unit_amount: amount, recurring: { interval: 'month' } }, current_period_start: start, current_period_end: end }] },
  };
}

const sessionCompleted = (checkoutId: string, subscriptionId: string, amount: number) =>
  b.peers.stripe.event('checkout.session.completed', { id: `cs_${checkoutId}`, object: 'checkout.session', mode: 'subscription', client_reference_id: checkoutId, metadata: { checkoutId }, subscription: subscriptionId, amount_total: amount, status: 'complete' });

describe('webhooks delivered twice, out of order or late', () => {
  it('changes nothing when the same events come again', async () => {
    const owner = await b.signUp(601, 6001);
    const { url } = await startCheckout(owner);
    await b.peers.stripe.pay(url.split('/').pop() ?? '');
    const before = { payments: await payments(6001), events: await entitlementEvents(6001), row: await subscriptionRow(6001) };
    expect(before.payments).toBe(1);
    const sent = b.peers.stripe.deliveries.filter((delivery) => JSON.stringify(delivery.event).includes(String(before.row?.provider_subscription_id)));
    for (const delivery of sent) {
      const again = await b.peers.stripe.deliver(delivery.event);
      expect(again.status).toBe(200);
      expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });
    }
    const invoicePaid = sent.find((delivery) => delivery.event.type === 'invoice.paid');
    const sameInvoiceNewEvent = b.peers.stripe.event('invoice.paid', (invoicePaid?.event.data as { object: Json }).object);
    expect((await b.peers.stripe.deliver(sameInvoiceNewEvent)).status).toBe(200);
    expect(await payments(6001)).toBe(1);
    expect(await entitlementEvents(6001)).toBe(before.events);
    expect((await subscriptionRow(6001))?.updated_at).toEqual(before.row?.updated_at);
  });

  it('completes the subscription once when invoice.paid arrives before checkout.session.completed', async () => {
    const owner = await b.signUp(602, 6002);
    const { id: checkoutId } = await startCheckout(owner);
    const start = Math.floor(Date.now() / 1000);
    const subscription = stripeSubscription('sub_out_of_order', checkoutId, 16_500, start, start + 30 * 86_400);
    const invoice = b.peers.stripe.invoice(subscription, 16_500, true, { start, end: start + 30 * 86_400 });
    expect((await b.peers.stripe.deliver(b.peers.stripe.event('invoice.paid', invoice))).status).toBe(200);
    const afterInvoice = { row: await subscriptionRow(6002), events: await entitlementEvents(6002) };
    expect(afterInvoice.row).toMatchObject({ status: 'active', provider_subscription_id: 'sub_out_of_order', amount: 16_500 });
    expect(await payments(6002)).toBe(1);
    expect((await b.peers.stripe.deliver(sessionCompleted(checkoutId, 'sub_out_of_order', 16_500))).status).toBe(200);
    expect(await payments(6002)).toBe(1);
    expect(await entitlementEvents(6002)).toBe(afterInvoice.events);
    expect((await b.api.inject('GET', `/api/billing/checkout/${checkoutId}/status`, { headers: owner })).json().data.status).toBe('completed');
  });

  it('ignores a subscription update older than the one applied', async () => {
    const owner = await b.signUp(603, 6003);
    const { id: checkoutId } = await startCheckout(owner);
    const start = Math.floor(Date.now() / 1000);
    const subscription = stripeSubscription('sub_late', checkoutId, 16_500, start, start + 30 * 86_400);
    await b.peers.stripe.deliver(sessionCompleted(checkoutId, 'sub_late', 16_500));
    const newer = { ...b.peers.stripe.event('customer.subscription.updated', { ...subscription, cancel_at_period_end: true }), created: start + 120 };
    const stale = { ...b.peers.stripe.event('customer.subscription.updated', { ...subscription, status: 'past_due' }), created: start + 60 };
    expect((await b.peers.stripe.deliver(newer)).status).toBe(200);
    expect((await subscriptionRow(6003))?.status).toBe('cancelled');
    const events = await entitlementEvents(6003);
    expect((await b.peers.stripe.deliver(stale)).status).toBe(200);
    expect(await subscriptionRow(6003)).toMatchObject({ status: 'cancelled', scheduled_kind: 'cancel' });
    expect(await entitlementEvents(6003)).toBe(events);
  });
});

describe('abandoned checkout', () => {
  it('expires the checkout and gives its coupon use back when Stripe expires the session', async () => {
    const owner = await b.signUp(605, 6005);
    const staff = b.api.auth({ userId: 1, permissions: ['Coupons'] });
    const coupon = (await b.api.inject('POST', '/api/membership/coupons', { headers: staff, payload: { code: 'ABANDON', discount_type: 'fixed', discount_value: 100, max_usage: 1, status: true } })).json().data;
    const started = await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await planId('creator'), interval: 'monthly', method: 'card', couponCode: 'ABANDON' } });
    const { id } = started.json().data;
    expect((await b.api.inject('GET', `/api/membership/coupons/${coupon.id}`, { headers: staff })).json().data.usage_count).toBe(1);
    const expired = b.peers.stripe.event('checkout.session.expired', { id: 'cs_expired', object: 'checkout.session', client_reference_id: id, metadata: { checkoutId: id }, status: 'expired' });
    expect((await b.peers.stripe.deliver(expired)).status).toBe(200);
    expect((await b.api.inject('GET', `/api/billing/checkout/${id}/status`, { headers: owner })).json().data.status).toBe('expired');
    expect((await b.api.inject('GET', `/api/membership/coupons/${coupon.id}`, { headers: staff })).json().data.usage_count).toBe(0);
  });
});

describe('one transaction', () => {
  it('records neither the subscription nor the payment when recording the payment fails, and takes the retry', async () => {
    const owner = await b.signUp(611, 6011);
    const { id: checkoutId } = await startCheckout(owner);
    const start = Math.floor(Date.now() / 1000);
    const subscription = stripeSubscription('sub_atomic', checkoutId, 16_500, start, start + 30 * 86_400);
    const tooLarge = b.peers.stripe.invoice(subscription, 3_000_000_000, true, { start, end: start + 30 * 86_400 });
    const failed = await b.peers.stripe.deliver(b.peers.stripe.event('invoice.paid', tooLarge));
    expect(failed.status).toBe(500);
    expect(await subscriptionRow(6011)).toMatchObject({ provider: 'trial' });
    expect(await payments(6011)).toBe(0);
    expect((await b.api.inject('GET', `/api/billing/checkout/${checkoutId}/status`, { headers: owner })).json().data.status).toBe('open');
    const good = b.peers.stripe.invoice(subscription, 16_500, true, { start, end: start + 30 * 86_400 });
    expect((await b.peers.stripe.deliver(b.peers.stripe.event('invoice.paid', good))).status).toBe(200);
    expect(await subscriptionRow(6011)).toMatchObject({ provider: 'stripe', status: 'active' });
    expect(await payments(6011)).toBe(1);
  });
});

describe('signatures', () => {
  const post = (headers: Record<string, string>, payload: string, path = '/api/billing/webhooks/stripe') =>
    b.t.platform.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload });

  it('refuses a forged Stripe signature, a stale timestamp and a missing header with 400', async () => {
    const payload = JSON.stringify(b.peers.stripe.event('invoice.paid', { id: 'in_forged' }));
    const forged = await post({ 'stripe-signature': b.peers.stripe.sign(payload, undefined, 'whsec_not_the_secret') }, payload);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, code: 'BILLING_WEBHOOK_INVALID' });
    const stale = await post({ 'stripe-signature': b.peers.stripe.sign(payload, Math.floor(Date.now() / 1000) - 600) }, payload);
    expect(stale.statusCode).toBe(400);
    expect((await post({}, payload)).statusCode).toBe(400);
    const tampered = await post({ 'stripe-signature': b.peers.stripe.sign(payload) }, payload.replace('in_forged', 'in_other'));
    expect(tampered.statusCode).toBe(400);
    expect((await b.t.database.sql`select count(*)::int as n from billing.provider_events`)[0]?.n).toBeGreaterThan(0);
    expect((await b.t.database.sql`select count(*)::int as n from billing.provider_events where event_id = ${JSON.parse(payload).id}`)[0]?.n).toBe(0);
  });

  it('refuses Stripe and PayPal notifications signed too far in the future, like stale ones', async () => {
    const payload = JSON.stringify(b.peers.stripe.event('invoice.paid', { id: 'in_future' }));
    const ahead = await post({ 'stripe-signature': b.peers.stripe.sign(payload, Math.floor(Date.now() / 1000) + 600) }, payload);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ success: false, code: 'BILLING_WEBHOOK_INVALID' });
    const body = JSON.stringify(b.peers.paypal.event('PAYMENT.SALE.COMPLETED', { id: 'SALE-FUTURE', billing_agreement_id: 'I-NONE', amount: { total: '1.00', currency: 'EUR' } }));
    for (const offset of [600_000, -600_000]) {
      const refused = await post(b.peers.paypal.headersFor(body, new Date(Date.now() + offset).toISOString()), body, '/api/billing/webhooks/paypal');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'BILLING_WEBHOOK_INVALID' });
    }
    expect((await b.t.database.sql`select count(*)::int as n from billing.provider_events where event_id in (${JSON.parse(payload).id}, ${JSON.parse(body).id})`)[0]?.n).toBe(0);
    expect((await post(b.peers.paypal.headersFor(body), body, '/api/billing/webhooks/paypal')).statusCode).toBe(200);
  });

  it('refuses a PayPal notification whose signature PayPal does not confirm', async () => {
    const body = JSON.stringify(b.peers.paypal.event('PAYMENT.SALE.COMPLETED', { id: 'SALE1', billing_agreement_id: 'I-NONE', amount: { total: '1.00', currency: 'EUR' } }));
    const headers = b.peers.paypal.headersFor(body);
    const tampered = await post({ ...headers, 'paypal-transmission-sig': 'AAAA' }, body, '/api/billing/webhooks/paypal');
    expect(tampered.statusCode).toBe(400);
    const changed = await post(headers, body.replace('1.00', '0.01'), '/api/billing/webhooks/paypal');
    expect(changed.statusCode).toBe(400);
    expect((await post(headers, body, '/api/billing/webhooks/paypal')).statusCode).toBe(200);
  });
});

describe('provider outage during checkout', () => {
  it('answers 503 with a message and writes nothing when Stripe or PayPal fails', async () => {
    const owner = await b.signUp(621, 6021);
    const staff = b.api.auth({ userId: 1, permissions: ['Coupons'] });
    const coupon = (await b.api.inject('POST', '/api/membership/coupons', { headers: staff, payload: { code: 'OUTAGE', discount_type: 'percentage', discount_value: 10, max_usage: 3, status: true } })).json().data;
    b.peers.stripe.setOutage(500);
    b.peers.paypal.setOutage(503);
    try {
      for (const method of ['card', 'paypal']) {
        const response = await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await planId('scale'), interval: 'monthly', method, couponCode: 'OUTAGE' } });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ success: false, code: 'BILLING_PROVIDER_UNAVAILABLE' });
        expect(response.json().message).toMatch(/nothing was charged/);
      }
    } finally {
      b.peers.stripe.setOutage(null);
      b.peers.paypal.setOutage(null);
    }
    expect(await count('select count(*)::int as n from billing.checkouts where workspace_id = $1', 6021)).toBe(0);
    expect((await b.api.inject('GET', `/api/membership/coupons/${coupon.id}`, { headers: staff })).json().data.usage_count).toBe(0);
    expect(await subscriptionRow(6021)).toMatchObject({ provider: 'trial', status: 'trial' });
  });

  it('answers 503 when the provider refuses connections, and marks plan sync failed', async () => {
    const t = await startTestPlatform([billingService], { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE: 'http://127.0.0.1:9' });
    try {
      const api = clientOf(t);
      await t.platform.transport.publish([registered(631, 6031)]);
      const plans = (await api.inject('GET', '/api/membership', { headers: api.auth({ userId: 1, permissions: ['PricePlan'] }) })).json().data;
      expect(plans[0]).toMatchObject({ payment_status: 'failed', payment_sync: { stripe: 'failed', paypal: 'disabled' } });
      const owner = api.auth({ userId: 631, workspaceId: 6031 });
      const response = await api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: plans[0].id, interval: 'monthly', method: 'card' } });
      expect(response.statusCode).toBe(503);
      expect((await api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: plans[0].id, interval: 'monthly', method: 'paypal' } })).statusCode).toBe(409);
      expect((await t.database.sql`select count(*)::int as n from billing.checkouts`)[0]?.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('workspace isolation', () => {
  it('shows a workspace only its own checkout, payments, subscription and entitlements', async () => {
    const alice = await b.signUp(641, 6041);
    const bob = await b.signUp(642, 6042);
    const { id, url } = await startCheckout(alice, 'creator');
    await b.peers.stripe.pay(url.split('/').pop() ?? '');
    expect((await b.api.inject('GET', `/api/billing/checkout/${id}/status`, { headers: bob })).statusCode).toBe(404);
    expect((await b.api.inject('GET', '/api/billing/payments', { headers: bob })).json().total).toBe(0);
    expect((await b.api.inject('GET', '/api/billing/payments', { headers: alice })).json().total).toBe(1);
    expect((await b.api.inject('GET', '/api/subscriptions/current', { headers: bob })).json().data.subscription.plan.key).toBe('traction');
    expect((await b.api.inject('GET', '/api/billing/entitlements', { headers: bob })).json().data.workspaceId).toBe(6042);
    expect((await b.api.inject('POST', '/api/subscriptions/cancel', { headers: bob })).json().data.subscription.workspaceId).toBe(6042);
    expect((await subscriptionRow(6041))?.status).toBe('active');
    expect((await b.api.inject('POST', '/api/billing/portal', { headers: bob })).statusCode).toBe(409);
    const noWorkspace = b.api.auth({ userId: 1, permissions: ['Subscriptions'] });
    expect((await b.api.inject('GET', '/api/subscriptions/current', { headers: noWorkspace })).statusCode).toBe(403);
  });
});
