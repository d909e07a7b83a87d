import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrizzle } from '@cadence/db';
import { createPeriodSweep } from '../src/features/subscriptions/period-sweep';
import { createPaypalGateway } from '../src/providers/paypal';
import { startBillingWithPeers, type BillingWithPeers } from './helpers';

/**
 * PayPal bills a plan change only after the payer approves it on PayPal's page, from the next
 * cycle on; until then the subscription keeps its plan here too.
 */
let b: BillingWithPeers;
let sweep: ReturnType<typeof createPeriodSweep>;
beforeAll(async () => {
  b = await startBillingWithPeers();
  const paypal = b.peers.paypal;
  sweep = createPeriodSweep(
    {
      db: createDrizzle(b.t.database.sql),
      gateways: { stripe: null, paypal: createPaypalGateway({ clientId: paypal.clientId, clientSecret: paypal.clientSecret, webhookId: paypal.webhookId, apiBase: paypal.url }) },
      log: b.t.platform.app.log,
      publicUrl: 'http://app.localhost',
    },
    60_000,
  );
});
afterAll(() => b?.close());

const planId = (key: string) => b.planId(key);

/** A workspace paying for `key` through PayPal; returns its token header and PayPal subscription id. */
async function payingByPaypal(userId: number, workspaceId: number, key: string) {
  const owner = await b.signUp(userId, workspaceId);
  const { url } = (await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await planId(key), interval: 'monthly', method: 'paypal' } })).json().data;
  await b.peers.paypal.approve(url);
  const { subscription } = await current(owner);
  const [row] = await b.t.database.sql<{ ref: string }[]>`select provider_subscription_id as ref from billing.subscriptions where id = ${subscription.id}`;
  if (!row) throw new Error('no subscription');
  return { owner, paypalId: row.ref };
}

const current = async (owner: Record<string, string>) => (await b.api.inject('GET', '/api/subscriptions/current', { headers: owner })).json().data;
const change = (owner: Record<string, string>, planId: number, interval = 'monthly') => b.api.inject('POST', '/api/subscriptions/change', { headers: owner, payload: { planId, interval } });
const paypalPlanOf = (paypalId: string) => String(b.peers.paypal.subscriptions.get(paypalId)?.plan_id);

describe('a PayPal upgrade', () => {
  it('waits for the payer to approve it at PayPal, then gives the new limits at once', async () => {
    const { owner, paypalId } = await payingByPaypal(701, 7001, 'creator');
    const creatorAtPaypal = paypalPlanOf(paypalId);
    const scale = await planId('scale');

    const preview = (await b.api.inject('GET', `/api/subscriptions/change/preview?planId=${scale}&interval=monthly`, { headers: owner })).json().data;
    expect(preview).toMatchObject({ effective: 'approval', proration: null, amount: 16_500 });
    expect(new Date(preview.priceFrom).getTime()).toBe(new Date((await current(owner)).subscription.currentPeriodEnd).getTime());

    const requested = await change(owner, scale);
    expect(requested.statusCode).toBe(200);
    const result = requested.json().data;
    expect(result).toMatchObject({ effective: 'approval', proration: null, subscription: { plan: { key: 'creator' }, scheduledChange: { kind: 'approval', plan: { key: 'scale' } } } });
    expect(result.approveUrl).toMatch(new RegExp(`^${b.peers.paypal.url}/webapps/billing/subscriptions\\?ba_token=`));
    expect((await current(owner)).entitlements).toMatchObject({ plan: 'creator' });
    expect(paypalPlanOf(paypalId)).toBe(creatorAtPaypal);

    const page = await (await fetch(result.approveUrl)).text();
    expect(page).toContain('Change your subscription to');
    const approved = await b.peers.paypal.approve(result.approveUrl);
    expect(approved.location).toMatch(/^http:\/\/app\.localhost\/success\?change=paypal&subscription_id=/);

    const after = await current(owner);
    expect(after.subscription).toMatchObject({ plan: { key: 'scale' }, amount: 16_500, scheduledChange: null });
    expect(after.entitlements).toMatchObject({ plan: 'scale', limits: { socialProfiles: 49, users: 7 } });

    const confirmed = await b.api.inject('POST', '/api/subscriptions/change/confirm', { headers: owner });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ effective: 'now', subscription: { plan: { key: 'scale' } } });
    const [events] = await b.t.database.sql<{ count: number }[]>`
      select count(*)::int as count from billing.outbox
      where name = 'billing.subscription.changed' and payload->>'change' = 'upgraded' and (payload->>'workspaceId')::int = 7001`;
    expect(events?.count).toBe(1);
  });

  it('applies on the payer\'s return when PayPal\'s notice has not arrived', async () => {
    const { owner, paypalId } = await payingByPaypal(702, 7002, 'creator');
    const { approveUrl } = (await change(owner, await planId('traction'))).json().data;
    const early = (await b.api.inject('POST', '/api/subscriptions/change/confirm', { headers: owner })).json().data;
    expect(early).toMatchObject({ effective: 'approval', subscription: { plan: { key: 'creator' } } });

    b.peers.paypal.holdUpdates(paypalId, true);
    await b.peers.paypal.approve(approveUrl);
    expect((await current(owner)).subscription.plan.key).toBe('creator');
    const confirmed = (await b.api.inject('POST', '/api/subscriptions/change/confirm', { headers: owner })).json().data;
    expect(confirmed).toMatchObject({ effective: 'now', subscription: { plan: { key: 'traction' }, scheduledChange: null } });
    expect((await current(owner)).entitlements).toMatchObject({ plan: 'traction' });
  });

  it('can be withdrawn before approval, and PayPal keeps the old plan', async () => {
    const { owner, paypalId } = await payingByPaypal(703, 7003, 'creator');
    const before = paypalPlanOf(paypalId);
    await change(owner, await planId('advanced'));
    const withdrawn = await b.api.inject('POST', '/api/subscriptions/resume', { headers: owner });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ plan: { key: 'creator' }, scheduledChange: null });
    expect(paypalPlanOf(paypalId)).toBe(before);
  });

  it('follows PayPal when the payer approves at PayPal a change withdrawn here', async () => {
    const { owner } = await payingByPaypal(704, 7004, 'creator');
    const { approveUrl } = (await change(owner, await planId('traction'))).json().data;
    expect((await b.api.inject('POST', '/api/subscriptions/resume', { headers: owner })).statusCode).toBe(200);
    await b.peers.paypal.approve(approveUrl);
    const after = await current(owner);
    expect(after.subscription).toMatchObject({ plan: { key: 'traction' }, scheduledChange: null });
    expect(after.entitlements).toMatchObject({ plan: 'traction' });
  });
});

describe('a PayPal downgrade', () => {
  it('is approved at PayPal, then applies here at the end of the period without asking PayPal again', async () => {
    const { owner, paypalId } = await payingByPaypal(711, 7011, 'scale');
    const creator = await planId('creator');
    const { approveUrl, effective } = (await change(owner, creator)).json().data;
    expect(effective).toBe('approval');
    await b.peers.paypal.approve(approveUrl);
    const scheduled = (await current(owner)).subscription;
    expect(scheduled).toMatchObject({ plan: { key: 'scale' }, scheduledChange: { kind: 'downgrade', plan: { key: 'creator' } } });
    const creatorAtPaypal = paypalPlanOf(paypalId);

    const resume = await b.api.inject('POST', '/api/subscriptions/resume', { headers: owner });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().code).toBe('BILLING_NEEDS_APPROVAL');

    await b.t.database.sql`update billing.subscriptions set current_period_end = now() - interval '1 minute' where workspace_id = 7011`;
    expect(await sweep.runOnce()).toBe(1);
    const after = await current(owner);
    expect(after.subscription).toMatchObject({ plan: { key: 'creator' }, scheduledChange: null });
    expect(after.entitlements).toMatchObject({ plan: 'creator' });
    expect(paypalPlanOf(paypalId)).toBe(creatorAtPaypal);
  });
});
