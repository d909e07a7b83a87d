import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;

const admin = { email: `admin.${Date.now()}@example.com`, password: 'first admin password' };

beforeAll(async () => {
  platform = await startPlatform({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('register → login → dashboard', () => {
  const email = `maria.${Date.now()}@example.com`;
  const password = 'correct horse battery';

  it('registers a client, who lands on the dashboard and sees the welcome notification', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/register`);
    await page.getByLabel('Display name').fill('Maria Lopez');
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/dashboard\/default$/);
    await page.getByText('Maria Lopez').first().waitFor();
    // The welcome notification comes through auth.user.registered → outbox → relay →
    // notifications; until realtime push exists, the user sees it on the next load.
    const welcome = page.getByText(/Welcome to Cadence, Maria Lopez/).first();
    for (let attempt = 0; attempt < 20 && !(await welcome.isVisible()); attempt++) {
      await page.waitForTimeout(500);
      if (!(await welcome.isVisible())) await page.reload();
    }
    await welcome.waitFor({ timeout: 5_000 });
    await page.close();
  });

  it('greets the first visit and tells the Traction trial and its end alike on the dashboard, in the header and on Subscriptions', async () => {
    const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${platform.url}/login`);
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard\/default$/);
    // Registering signed the user in; this is their first sign-in of their own.
    await page.getByRole('heading', { name: 'Welcome, Maria' }).waitFor();
    expect(await page.getByText('Welcome back').count()).toBe(0);

    const account = page.getByRole('region', { name: 'Your account' });
    await expect.poll(() => account.getByTestId('dashboard-plan').innerText()).toBe('Traction');
    await account.getByText('Trial', { exact: true }).waitFor();
    const ends = (await account.getByText(/^Trial ends /).innerText()).replace('Trial ends ', '');
    expect(await account.getByText('No plan yet').count()).toBe(0);
    await page.getByText(`Traction trial until ${ends}`).waitFor();

    // The address is not verified yet: the dashboard says so once, and the badge offers a new code.
    await page.getByTestId('verify-reminder').getByText(`We sent a 6-digit code to ${email}.`).waitFor();
    await page.getByRole('link', { name: 'Composer' }).first().click();
    await page.waitForURL(/\/composer$/);
    // Leaving the dashboard: it stays on screen until the composer has loaded.
    await page.getByRole('heading', { name: 'Composer', exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Welcome, Maria' }).waitFor();
    expect(await page.getByTestId('verify-reminder').count()).toBe(0);
    await account.getByText('Not verified').waitFor();
    await account.getByRole('button', { name: 'Send the code again' }).click();
    await account.getByText('Code sent.').waitFor();
    await account.getByRole('link', { name: 'Enter the code' }).click();
    await page.waitForURL((url) => url.pathname === '/code-verficiation' && url.searchParams.get('email') === email);
    await page.goto(`${platform.url}/dashboard/default`);
    await page.getByRole('heading', { name: 'Welcome, Maria' }).waitFor();

    await page.getByRole('link', { name: 'Upgrade plan' }).click();
    await page.waitForURL(/\/subscriptions$/);
    await expect.poll(() => page.getByTestId('current-plan-name').innerText()).toBe('Traction');
    expect(await page.getByTestId('period-end').innerText()).toBe(ends);

    // The next visit is a return.
    await page.getByRole('button', { name: /^Account menu for Maria Lopez/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome back, Maria' }).waitFor();
    await context.close();
  });

  it('shows staff what staff have: no client plan on the dashboard, Unlimited in the header', async () => {
    const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${platform.url}/login`);
    await page.getByLabel(/email/i).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard\/default$/);
    const account = page.getByRole('region', { name: 'Your account' });
    await account.getByText('None needed: staff use Cadence through their roles').waitFor();
    expect(await account.getByText('No plan yet').count()).toBe(0);
    await page.getByText('Unlimited', { exact: true }).waitFor();
    await context.close();
  });

  it('signs the same user in on a fresh browser context and lands on /dashboard/default', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${platform.url}/dashboard/default`);
    await page.waitForURL(/\/login(\?|$)/);
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard\/default$/);
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.length).toBeGreaterThan(0);
    await page.goto(`${platform.url}/login`);
    await page.waitForURL(/\/dashboard\/default$/);
    await context.close();
  });

  it('shows the server refusing a wrong password', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${platform.url}/login`);
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('The e-mail or password is not correct').waitFor();
    expect(page.url()).toContain('/login');
    await context.close();
  });
});
