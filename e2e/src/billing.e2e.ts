import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPaymentPeers, type PaymentPeers } from '@cadence/billing/peers';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { signIn, signUpClient } from './shell-session';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's port helper (scripts/), shared with the launchers
import { freePort } from '../../scripts/ports.mjs';

/**
 * Membership and billing in the browser against the real platform and the local Stripe and
 * PayPal: a client on Creator buys Scale with a 20% coupon on the card provider's hosted page,
 * lands on /success, has Scale's limits at once, downgrades and keeps Scale until the cycle ends;
 * staff find the payment in the revenue report. Another client pays Creator through PayPal and
 * upgrades to Scale by approving the new price on PayPal's page; staff refund that payment.
 */

const stamp = Date.now();
const admin = { email: `admin.${stamp}@billing.test`, password: 'first admin password' };
const client = { name: 'Nora Quinn', email: `nora.${stamp}@billing.test`, password: 'client password 1' };
const paypalClient = { name: 'Omar Reyes', email: `omar.${stamp}@billing.test`, password: 'client password 2' };
const COUPON = `SPRING${String(stamp).slice(-6)}`;
let peers: PaymentPeers;
let platform: RunningPlatform;
let browser: Browser;

/** A port nobody listens on now, so PUBLIC_URL (where the card provider sends the payer back) is known before the platform starts. */
async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function login(email: string, password: string): Promise<{ access_token: string; user: { workspaceId: number | null } }> {
  return api('POST', '/api/auth/login', null, { email, password });
}

/** With SCREENSHOTS_DIR set, the screens along the way are kept there as PNGs. */
async function keep(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/billing-${name}.png`, fullPage: true });
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  return context.newPage();
}

beforeAll(async () => {
  peers = await startPaymentPeers();
  const port = await freePort();
  platform = await startPlatform({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    ...peers.env,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  peers.connect(platform.url);
  browser = await launchBrowser();

  // Staff set the scene: a 20% coupon, and Creator for the client's workspace.
  const staff = (await login(admin.email, admin.password)).access_token;
  await api('POST', '/api/membership/coupons', staff, { code: COUPON, discount_type: 'percentage', discount_value: 20, max_usage: 10, status: true, plans: [] });
  const { user } = await signUpWithTrial(client);
  await signUpWithTrial(paypalClient);
  const plans = await api<{ id: number; key: string }[]>('GET', '/api/membership/public', null);
  const creator = plans.find((plan) => plan.key === 'creator');
  if (!creator || user.workspaceId === null) throw new Error('no Creator plan or no workspace for the client');
  await api('POST', `/api/subscriptions/${user.workspaceId}/grant`, staff, { planId: creator.id, endsAt: null });
});

/** Signs a client up and waits for billing to open the workspace's account and its trial (it hears of the sign-up by event). */
async function signUpWithTrial(who: { name: string; email: string; password: string }) {
  await signUpClient(platform.url, who);
  const session = await login(who.email, who.password);
  for (let attempt = 0; attempt < 100; attempt++) {
    const current = await fetch(`${platform.url}/api/subscriptions/current`, { headers: { Authorization: `Bearer ${session.access_token}` } });
    if (current.ok && ((await current.json()) as { data: { subscription: unknown } }).data.subscription !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return session;
}

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await peers?.close();
});

/** The value shown beside a limit on the subscription page ("0 of 6" once the usage has loaded). */
async function limitValue(page: Page, key: 'socialProfiles' | 'users' | 'postsPerDayPerUser'): Promise<string> {
  return (await page.getByTestId(`limit-${key}`).locator('dd').innerText()).trim();
}

describe('a client upgrades by card with a coupon, then downgrades', () => {
  it('buys Scale with the coupon on the hosted page and has its limits at once', async () => {
    const page = await newPage();
    await signIn(page, platform.url, client.email, client.password);
    await page.getByRole('link', { name: 'Upgrade plan' }).click();
    await page.waitForURL(/\/subscriptions$/);
    await expect.poll(() => page.getByTestId('current-plan-name').innerText()).toBe('Creator');
    await expect.poll(() => limitValue(page, 'socialProfiles')).toBe('0 of 6');

    await page.getByRole('button', { name: 'Choose Scale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Scale' });
    await dialog.getByLabel(/Coupon code/).fill('NOSUCHCODE');
    await dialog.getByText('No coupon has this code.').waitFor();
    await dialog.getByLabel(/Coupon code/).fill(COUPON.toLowerCase());
    await expect.poll(() => dialog.getByTestId('checkout-amount').innerText()).toBe('€132');
    await dialog.getByRole('radio', { name: 'Card' }).click();
    await keep(page, 'checkout');
    await dialog.getByRole('button', { name: 'Continue to pay €132' }).click();

    await page.waitForURL(/\/c\/pay\//);
    await page.getByRole('heading', { name: 'Pay 132.00 EUR' }).waitFor();
    await keep(page, 'hosted-page');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/success\?session=/);
    await page.getByRole('heading', { name: 'Welcome to Scale' }).waitFor();
    expect(await page.getByText('€132').first().isVisible()).toBe(true);
    await keep(page, 'success');
    await page.getByRole('link', { name: 'See your subscription' }).click();
    await page.waitForURL(/\/subscriptions$/);
    await expect.poll(() => page.getByTestId('current-plan-name').innerText()).toBe('Scale');
    await expect.poll(() => limitValue(page, 'socialProfiles')).toBe('0 of 49');
    expect(await limitValue(page, 'users')).toBe('1 of 7');
    expect(await limitValue(page, 'postsPerDayPerUser')).toBe('0 today of 300');
    // The top bar now shows the end of the paid period instead of Unlimited.
    expect(await page.getByText(/^Until /).isVisible()).toBe(true);
    await keep(page, 'subscription-scale');
    // The owner is told of the payment and of the new plan.
    await page.goto(`${platform.url}/notifications`);
    await page.getByText('We received your payment of €132.00 for Scale. Thank you!').waitFor();
    await keep(page, 'notifications');
    await page.context().close();
  });

  it('downgrades to Creator and keeps Scale until the cycle ends', async () => {
    const page = await newPage();
    await signIn(page, platform.url, client.email, client.password);
    await page.goto(`${platform.url}/subscriptions`);
    await expect.poll(() => page.getByTestId('current-plan-name').innerText()).toBe('Scale');

    // An upgrade shows what it charges now, as the server prorates it, before anything changes:
    // nearly the whole cycle is left, so about Advanced's price less what Scale cost with the coupon (€275 − €132).
    await page.getByRole('button', { name: 'Upgrade to Advanced' }).click();
    const upgrade = page.getByRole('alertdialog', { name: 'Upgrade to Advanced?' });
    await expect.poll(() => upgrade.getByTestId('proration-amount').innerText()).toMatch(/^€14[23](\.\d\d)?$/);
    const due = await upgrade.getByTestId('proration-amount').innerText();
    expect(await upgrade.getByRole('button', { name: `Upgrade and pay ${due}` }).isVisible()).toBe(true);
    await keep(page, 'upgrade-preview');
    await upgrade.getByRole('button', { name: 'Cancel' }).click();
    await upgrade.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Downgrade to Creator' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Downgrade to Creator?' });
    await confirm.getByRole('button', { name: 'Downgrade at cycle end' }).click();
    await confirm.waitFor({ state: 'hidden' });

    const scheduled = page.getByTestId('scheduled-change');
    await scheduled.waitFor();
    expect(await scheduled.innerText()).toMatch(/Changes to Creator on /);
    expect(await page.getByTestId('current-plan-name').innerText()).toBe('Scale');
    await expect.poll(() => limitValue(page, 'socialProfiles')).toBe('0 of 49');
    await page.reload();
    await scheduled.waitFor();
    expect(await page.getByTestId('current-plan-name').innerText()).toBe('Scale');
    expect(await page.getByRole('button', { name: 'Stay on Scale' }).isVisible()).toBe(true);
    await keep(page, 'downgrade-scheduled');
    await page.context().close();
  });
});

describe('staff see the payment', () => {
  it('finds the Scale payment in the revenue report', async () => {
    const page = await newPage();
    await signIn(page, platform.url, admin.email, admin.password);
    await page.goto(`${platform.url}/membership/payments-reports`);
    await page.getByRole('heading', { name: 'Payments report' }).waitFor();
    const byPlan = page.getByRole('table', { name: 'By plan' });
    const scale = byPlan.getByRole('row').filter({ hasText: 'Scale' });
    await scale.waitFor();
    expect(await scale.getByRole('cell').allInnerTexts()).toEqual(['Scale', '1', '€132']);
    await keep(page, 'report');
    const byMethod = page.getByRole('table', { name: 'By payment method' });
    expect(await byMethod.getByRole('row').filter({ hasText: 'Card' }).getByRole('cell').allInnerTexts()).toEqual(['Card', '1', '€132']);

    await page.goto(`${platform.url}/membership/payments`);
    const row = page.getByRole('row').filter({ hasText: '€132' });
    await row.waitFor();
    expect(await row.getByText('Paid').isVisible()).toBe(true);
    expect(await row.getByText('Scale').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('a client paying through PayPal upgrades', () => {
  it('approves the new price on PayPal\'s page and has Scale\'s limits on return', async () => {
    const page = await newPage();
    await signIn(page, platform.url, paypalClient.email, paypalClient.password);
    await page.goto(`${platform.url}/subscriptions`);
    await page.getByRole('button', { name: 'Choose Creator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Creator' });
    await dialog.getByRole('radio', { name: 'PayPal' }).click();
    await dialog.getByRole('button', { name: 'Continue to pay €24' }).click();
    await page.getByRole('button', { name: 'Agree & Subscribe' }).click();
    await page.waitForURL(/\/success\?session=/);
    await page.getByRole('heading', { name: 'Welcome to Creator' }).waitFor();

    await page.goto(`${platform.url}/subscriptions`);
    await expect.poll(() => page.getByTestId('current-plan-name').innerText()).toBe('Creator');
    await page.getByRole('button', { name: 'Upgrade to Scale' }).click();
    const upgrade = page.getByRole('alertdialog', { name: 'Upgrade to Scale?' });
    expect(await upgrade.innerText()).toMatch(/PayPal asks you to approve the new price/);
    expect(await upgrade.getByTestId('proration-amount').count()).toBe(0);
    await keep(page, 'paypal-upgrade');
    await upgrade.getByRole('button', { name: 'Continue to PayPal' }).click();

    // Back from PayPal without approving: nothing changed, the change waits and can be approved later.
    await page.getByRole('heading', { name: /^Change your subscription to / }).waitFor();
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await page.waitForURL(/\/subscriptions$/);
    const waiting = page.getByTestId('scheduled-change');
    await waiting.waitFor();
    expect(await waiting.innerText()).toMatch(/Waiting for your approval at PayPal: Scale/);
    expect(await page.getByTestId('current-plan-name').innerText()).toBe('Creator');
    await expect.poll(() => limitValue(page, 'socialProfiles')).toBe('0 of 6');
    await keep(page, 'paypal-waiting');
    await page.getByRole('button', { name: 'Upgrade to Scale' }).filter({ hasText: 'Approve at PayPal' }).click();
    await page.getByRole('alertdialog', { name: 'Upgrade to Scale?' }).getByRole('button', { name: 'Continue to PayPal' }).click();

    await page.getByRole('heading', { name: /^Change your subscription to / }).waitFor();
    await page.getByRole('button', { name: 'Agree & Continue' }).click();
    await page.waitForURL(/\/success\?change=paypal/);
    await page.getByTestId('paypal-change-title').filter({ hasText: 'You are on Scale now' }).waitFor();
    await keep(page, 'paypal-upgraded');
    await page.getByRole('link', { name: 'Your subscription' }).click();
    await page.waitForURL(/\/subscriptions$/);
    await expect.poll(() => page.getByTestId('current-plan-name').innerText()).toBe('Scale');
    await expect.poll(() => limitValue(page, 'socialProfiles')).toBe('0 of 49');
    await page.context().close();
  });
});

describe('staff refund a payment', () => {
  it('refunds the PayPal payment in full from the payments list', async () => {
    const page = await newPage();
    await signIn(page, platform.url, admin.email, admin.password);
    await page.goto(`${platform.url}/membership/payments`);
    const row = page.getByRole('row').filter({ hasText: '€24' }).filter({ hasText: 'PayPal' });
    await row.waitFor();
    await row.getByRole('button', { name: /^Actions for payment \d+ of €24$/ }).click();
    await page.getByRole('menuitem', { name: 'Refund in full' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Refund €24?' });
    expect(await dialog.innerText()).toMatch(/goes back to the payer by PayPal/);
    await keep(page, 'refund');
    await dialog.getByRole('button', { name: 'Refund €24' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByText('Refunded').isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    await page.context().close();
  });
});
