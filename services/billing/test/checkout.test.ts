import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingWithPeers, type BillingWithPeers } from './helpers';

let b: BillingWithPeers;
beforeAll(async () => {
  b = await startBillingWithPeers();
});
afterAll(() => b?.close());

const planId = (key: string) => b.planId(key);

const sessionOf = (url: string) => url.split('/').pop() ?? '';

describe('plans at the providers', () => {
  it('creates each seeded plan as a Stripe product with monthly and annual prices and as PayPal plans', async () => {
    const staff = b.api.auth({ userId: 1, permissions: ['PricePlan'] });
    const plans = (await b.api.inject('GET', '/api/membership?limit=10', { headers: staff })).json().data as { name: string; payment_status: string; price_annually: number }[];
    expect(plans.map((plan) => plan.payment_status)).toEqual(['synced', 'synced', 'synced', 'synced', 'synced']);
    expect([...b.peers.stripe.products.values()].map((product) => product.name)).toEqual(['Creator', 'Traction', 'Scale', 'Advanced', 'Enterprise']);
    expect([...b.peers.stripe.prices.values()].filter((price) => price.unit_amount === 24_192)).toHaveLength(1);
    expect(b.peers.paypal.plans.size).toBe(10);
    expect(b.peers.stripe.requests.filter((request) => request.method === 'POST').every((request) => request.idempotencyKey !== null)).toBe(true);
  });

  it('creates new provider prices when staff change a plan price', async () => {
    const staff = b.api.auth({ userId: 1, permissions: ['PricePlan'] });
    const id = await planId('creator');
    const changed = await b.api.inject('PATCH', `/api/membership/${id}`, { headers: staff, payload: { price_monthly: 2_500 } });
    expect(changed.json().data).toMatchObject({ price_monthly: 2_500, price_annually: 25_200, payment_status: 'synced' });
    expect([...b.peers.stripe.prices.values()].filter((price) => price.unit_amount === 2_500 || price.unit_amount === 25_200)).toHaveLength(2);
    expect([...b.peers.paypal.plans.values()].filter((plan) => JSON.stringify(plan).includes('"25.00"'))).toHaveLength(1);
    await b.api.inject('PATCH', `/api/membership/${id}`, { headers: staff, payload: { price_monthly: 2_400 } });
  });
});

describe('card checkout', () => {
  it('starts on the trial, pays on the hosted page and becomes an active Scale subscription with its payment', async () => {
    const owner = await b.signUp(101, 1001);
    const before = (await b.api.inject('GET', '/api/subscriptions/current', { headers: owner })).json().data;
    expect(before.subscription).toMatchObject({ status: 'trial', provider: 'trial', plan: { key: 'traction' } });
    expect(before.entitlements).toMatchObject({ plan: 'traction', status: 'trial', limits: { users: 4 } });

    const started = await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await planId('scale'), interval: 'monthly', method: 'card' } });
    expect(started.statusCode).toBe(201);
    const { id, url, quote } = started.json().data;
    expect(quote).toMatchObject({ list_amount: 16_500, amount: 16_500 });
    expect((await b.api.inject('GET', `/api/billing/checkout/${id}/status`, { headers: owner })).json().data.status).toBe('open');

    const paid = await b.peers.stripe.pay(sessionOf(url));
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://app.localhost/success?session=${id}`);
    expect((await b.api.inject('GET', `/api/billing/checkout/${id}/status`, { headers: owner })).json().data).toMatchObject({ status: 'completed', planName: 'Scale' });
    const after = (await b.api.inject('GET', '/api/subscriptions/current', { headers: owner })).json().data;
    expect(after.subscription).toMatchObject({ status: 'active', provider: 'stripe', plan: { key: 'scale' }, amount: 16_500 });
    expect(after.entitlements).toMatchObject({ plan: 'scale', status: 'active', limits: { socialProfiles: 49 } });
    expect(after.entitlements.features).toContain('teamCollaboration');
    const payments = (await b.api.inject('GET', '/api/billing/payments', { headers: owner })).json();
    expect(payments.data).toMatchObject([{ amount_paid: 16_500, currency: 'EUR', payment_method: 'card', status: 'active', plan: { key: 'scale' } }]);
    const events = await b.t.database.sql<{ name: string; payload: Record<string, unknown> }[]>`
      select name, payload from billing.outbox where payload->>'workspaceId' = '1001' and name like 'billing.%' order by id`;
    expect(events.map((event) => event.name)).toEqual([
      'billing.subscription.changed',
      'billing.entitlements.changed',
      'billing.subscription.changed',
      'billing.entitlements.changed',
      'billing.payment.succeeded',
    ]);
    expect(events[2]?.payload).toMatchObject({ change: 'started', plan: 'scale', userIds: [101] });
    expect(events[4]?.payload).toMatchObject({ amount: 16_500, currency: 'EUR', method: 'card', planName: 'Scale', userIds: [101] });
  });

  it('records a declined card as a declined payment and leaves the workspace on its trial', async () => {
    const owner = await b.signUp(102, 1002);
    const { url, id } = (await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await planId('creator'), interval: 'annual', method: 'card' } })).json().data;
    const declined = await b.peers.stripe.pay(sessionOf(url), '4000000000000002');
    expect(declined.status).toBe(200);
    expect((await b.api.inject('GET', `/api/billing/checkout/${id}/status`, { headers: owner })).json().data).toMatchObject({ status: 'failed', failed_reason: 'Your card was declined.' });
    expect((await b.api.inject('GET', '/api/subscriptions/current', { headers: owner })).json().data.subscription.status).toBe('trial');
    const staff = b.api.auth({ userId: 1, permissions: ['PaymentList'] });
    const declinedList = (await b.api.inject('GET', '/api/membership/payments?status=declined&workspaceId=1002', { headers: staff })).json();
    expect(declinedList.data).toMatchObject([{ status: 'declined', failed_reason: 'Your card was declined.', amount_paid: 24_192 }]);
  });

  it('opens the customer portal for a workspace that pays by card', async () => {
    const owner = b.api.auth({ userId: 101, workspaceId: 1001 });
    const portal = await b.api.inject('POST', '/api/billing/portal', { headers: owner });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data.url).toMatch(new RegExp(`^${b.peers.stripe.url}/p/session/bps_`));
    const trialOnly = await b.signUp(103, 1003);
    expect((await b.api.inject('POST', '/api/billing/portal', { headers: trialOnly })).statusCode).toBe(409);
  });
});

describe('PayPal checkout', () => {
  it('approves on the PayPal page, activates the subscription and records the sale', async () => {
    const owner = await b.signUp(104, 1004);
    const started = await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await planId('traction'), interval: 'annual', method: 'paypal' } });
    expect(started.statusCode).toBe(201);
    const { id, url } = started.json().data;
    expect(url).toContain(`${b.peers.paypal.url}/webapps/billing/subscriptions?ba_token=`);
    const approved = await b.peers.paypal.approve(url);
    expect(approved.location).toContain(`http://app.localhost/success?session=${id}`);
    expect((await b.api.inject('GET', `/api/billing/checkout/${id}/status`, { headers: owner })).json().data.status).toBe('completed');
    const current = (await b.api.inject('GET', '/api/subscriptions/current', { headers: owner })).json().data;
    expect(current.subscription).toMatchObject({ provider: 'paypal', interval: 'annual', status: 'active', plan: { key: 'traction' } });
    const payments = (await b.api.inject('GET', '/api/billing/payments', { headers: owner })).json().data;
    expect(payments).toMatchObject([{ amount_paid: 75_600, payment_method: 'paypal', status: 'active' }]);
  });
});
