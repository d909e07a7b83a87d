import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { startSmtp } from '@cadence/mailer/testing';
import { startTwitterPeer, type TwitterPeer } from '@cadence/posting/peers/twitter';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';

let x: TwitterPeer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const SECRET = `x-app-secret-${stamp}`;
const admin = { email: `admin.${stamp}@cadence.test`, password: 'e2e-admin-password-long' };
const lena = { name: 'Lena Ortiz', email: `lena.${stamp}@northwind.test`, password: 'correct horse battery' };

beforeAll(async () => {
  // A real SMTP server on a local port for the mail server staff save; the platform starts with none.
  smtp = await startSmtp();
  x = await startTwitterPeer({ clientId: `x-app-${stamp}`, clientSecret: SECRET });
  // X's hosts point at the local peer, but its app is not in the server's environment.
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    X_API_BASE: x.url,
    X_AUTH_BASE: x.url,
    X_UPLOAD_BASE: x.url,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, lena);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await x?.close();
  await smtp?.close();
});

async function keep(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${folder}/settings-${name}.png`, fullPage: true });
}

const xCard = (page: Page) => page.getByRole('article', { name: 'X (Twitter)' });

describe('Settings › Network apps', () => {
  it('staff save X’s app id and secret; a client is offered X at once and connects through it', async () => {
    // Before: the client reads that X is not available.
    const client = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const clientPage = await client.newPage();
    await signIn(clientPage, platform.url, lena.email, lena.password);
    await clientPage.goto(`${platform.url}/manage_platform`);
    await xCard(clientPage).waitFor();
    expect(await xCard(clientPage).getByRole('button', { name: /Connect: X \(Twitter\)/ }).isDisabled()).toBe(true);

    const staff = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await staff.newPage();
    await signIn(page, platform.url, admin.email, admin.password);
    await page.goto(`${platform.url}/setting/content`);
    await page.getByTestId('settings-tab-network-apps').click();
    await page.waitForURL(/tab=network-apps/);
    const card = page.getByTestId('network-app-x');
    await card.waitFor();
    expect(await card.textContent()).toContain('Not set up');
    await page.getByTestId('settings-audit-empty').waitFor();

    // A first save without the secret: the server's field error shows on the field.
    await page.getByTestId('network-app-x-client-id').fill(`x-app-${stamp}`);
    await page.getByTestId('network-app-x-save').click();
    await card.getByText('Enter the app secret').waitFor();
    expect(await page.getByTestId('network-app-x-client-secret').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('network-app-x-client-secret').fill(SECRET);
    await page.getByTestId('network-app-x-save').click();
    await card.getByText(`Saved here; secret ending in ${SECRET.slice(-4)}`).waitFor();
    expect(await card.getByText('On', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('network-app-x-client-secret').inputValue()).toBe('');
    const audit = page.getByTestId('settings-audit');
    await audit.getByText('Saved X (Twitter)').waitFor();
    expect(await audit.textContent()).toContain('client ID, client secret');
    expect(await page.content()).not.toContain(SECRET);
    await keep(page, 'network-apps-light');
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByTestId('network-app-x').getByText('Enregistrée ici', { exact: false }).waitFor();
    await keep(page, 'network-apps-dark-fr');
    await setPreferences(page, { theme: 'light', locale: 'en' });

    // The client's connections screen now offers X, without a restart; connecting uses the stored app.
    await clientPage.goto(`${platform.url}/manage_platform`);
    const connect = xCard(clientPage).getByRole('button', { name: /Connect: X \(Twitter\)/ });
    await connect.waitFor();
    expect(await connect.isDisabled()).toBe(false);
    await keep(clientPage, 'connections-x-offered');
    await connect.click();
    await clientPage.waitForURL((url) => url.pathname === '/manage_platform' && url.searchParams.get('connection') === 'connected');
    await clientPage.getByText('@', { exact: false }).first().waitFor();

    await staff.close();
    await client.close();
  });
});

describe('Settings › System, Website and Dashboard', () => {
  it('staff rename the platform, save a mail server, send a test mail through it and read the changes', async () => {
    const staff = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await staff.newPage();
    await signIn(page, platform.url, admin.email, admin.password);
    await page.goto(`${platform.url}/setting/content?tab=system`);
    const form = page.getByTestId('system-settings-form');
    await form.waitFor();
    // No mail server yet: mails are kept, and the test mail cannot be sent.
    expect(await page.getByTestId('system-mail-source').textContent()).toContain('Not sending');
    expect(await page.getByTestId('system-test-mail-send').isDisabled()).toBe(true);
    expect(await page.getByTestId('system-storage').textContent()).toContain('local disk');
    await page.getByTestId('settings-audit-empty').waitFor();

    // A host without the sender address: the server's field error shows beside the field.
    await page.getByTestId('system-platform-name').fill('Northwind Social');
    await page.getByTestId('system-smtp-host').fill('127.0.0.1');
    await page.getByTestId('system-smtp-port').fill(String(smtp.port));
    await page.getByTestId('system-settings-save').click();
    await form.getByText('Enter the address mails are sent from').waitFor();
    expect(await page.getByTestId('system-mail-from').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('system-mail-from').fill('hello@northwind.test');
    await page.getByTestId('system-settings-save').click();
    await page.getByText('System settings saved').waitFor();
    await page.getByTestId('system-mail-source').getByText('Saved here').waitFor();
    // The name is the platform's at once: in the menu and the tab's title.
    await page.getByRole('link', { name: 'Go to the dashboard' }).first().getByText('Northwind Social').waitFor();
    await page.waitForFunction(() => document.title.endsWith('· Northwind Social'));

    // An address the API refuses: its message beside the field.
    await page.getByTestId('system-test-mail-to').fill('not-an-address');
    await page.getByTestId('system-test-mail-send').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="system-test-mail-to"]')?.getAttribute('aria-invalid') === 'true');
    // The test mail goes through the saved server; its answer is shown.
    await page.getByTestId('system-test-mail-to').fill('check@northwind.test');
    await page.getByTestId('system-test-mail-send').click();
    await page.getByTestId('system-test-mail-result').getByText('Test mail accepted for check@northwind.test').waitFor();
    expect(smtp.received.some((mail) => mail.to.includes('check@northwind.test') && mail.raw.includes('Northwind Social: test mail'))).toBe(true);

    // A logo: previewed, saved, then in the menu.
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 14, g: 116, b: 144, alpha: 1 } } }).png().toBuffer();
    await page.getByTestId('system-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('This is a preview: save it to use it.').waitFor();
    await page.getByTestId('system-logo-save').click();
    await page.getByText('Logo saved').waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).first().locator('img[src^="/api/settings/platform/logo/"]').waitFor();

    // Who changed what, newest first, without values.
    const audit = page.getByTestId('settings-audit');
    await audit.getByText('platform name, mail server, port, sender address').waitFor();
    expect(await audit.textContent()).toContain('logo');
    expect(await audit.textContent()).toContain('Saved');
    // The fields' names only, never their values.
    expect(await audit.textContent()).not.toContain('hello@northwind.test');
    await keep(page, 'system-light');
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByTestId('system-mail-source').getByText('Enregistré ici').waitFor();
    await keep(page, 'system-dark-fr');
    await setPreferences(page, { theme: 'light', locale: 'zh' });
    await page.getByTestId('system-mail-source').getByText('在此保存').waitFor();
    await keep(page, 'system-light-zh');
    await setPreferences(page, { theme: 'dark', locale: 'ro' });
    await page.getByTestId('system-mail-source').getByText('Salvat aici').waitFor();
    await keep(page, 'system-dark-ro');
    await setPreferences(page, { theme: 'light', locale: 'en' });
    await staff.close();
  });

  it('staff change the website settings, with a field error from the API first', async () => {
    const staff = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await staff.newPage();
    await signIn(page, platform.url, admin.email, admin.password);
    await page.goto(`${platform.url}/setting/content`);
    await page.getByTestId('settings-tab-website').click();
    await page.waitForURL(/tab=website/);
    await page.getByTestId('website-settings-form').waitFor();
    await page.getByTestId('website-site-name').fill('Northwind');
    await page.getByTestId('website-contact-email').fill('hello@northwind.test');
    await page.getByTestId('website-social-linkedin').fill('http://linkedin.com/company/northwind');
    await page.getByTestId('website-settings-save').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="website-social-linkedin"]')?.getAttribute('aria-invalid') === 'true');
    await page.getByTestId('website-social-linkedin').fill('https://linkedin.com/company/northwind');
    await page.getByTestId('website-settings-save').click();
    await page.getByText('Website settings saved').waitFor();
    const audit = page.getByTestId('settings-audit');
    await audit.getByText('site name, contact e-mail, LinkedIn link').waitFor();
    const site = await (await fetch(`${platform.url}/api/site-settings/public`)).json();
    expect(site.data).toMatchObject({ site_name: 'Northwind', contact_email: 'hello@northwind.test', social: { linkedin: 'https://linkedin.com/company/northwind' } });
    await keep(page, 'website-light');
    await setPreferences(page, { theme: 'dark' });
    await page.getByTestId('website-settings-form').waitFor();
    await keep(page, 'website-dark');
    await setPreferences(page, { theme: 'light' });
    await staff.close();
  });

  it('staff choose the landing page and the first day of the week; a client signs in onto the calendar, weeks from Sunday', async () => {
    const staff = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await staff.newPage();
    await signIn(page, platform.url, admin.email, admin.password);
    await page.goto(`${platform.url}/setting/content?tab=dashboard`);
    await page.getByTestId('dashboard-settings-form').waitFor();
    await page.getByRole('combobox', { name: 'Landing page after sign-in' }).click();
    await page.getByRole('option', { name: 'Calendar' }).click();
    await page.getByRole('combobox', { name: 'First day of the week' }).click();
    await page.getByRole('option', { name: 'Sunday' }).click();
    await page.getByTestId('dashboard-settings-save').click();
    await page.getByText('Dashboard settings saved').waitFor();
    await page.getByTestId('settings-audit').getByText('landing page, first day of the week').waitFor();
    await keep(page, 'dashboard-light');
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByTestId('dashboard-settings-form').waitFor();
    await keep(page, 'dashboard-dark-fr');
    await setPreferences(page, { theme: 'light', locale: 'en' });
    await staff.close();

    const client = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const clientPage = await client.newPage();
    await clientPage.goto(`${platform.url}/login`);
    await clientPage.getByLabel(/e-?mail/i).first().fill(lena.email);
    await clientPage.getByLabel(/^password$/i).fill(lena.password);
    await clientPage.getByRole('button', { name: /^sign in$/i }).click();
    await clientPage.waitForURL((url) => url.pathname === '/posts' && url.searchParams.get('view') === 'calendar');
    const calendar = clientPage.getByTestId('post-calendar');
    await calendar.waitFor();
    await calendar.locator('.fc-col-header-cell').first().getByText('Sun').waitFor();
    expect(await clientPage.title()).toContain('Northwind Social');
    await keep(clientPage, 'calendar-sunday');
    // The platform's settings are staff's: a client's settings hold no such tab.
    await clientPage.goto(`${platform.url}/setting/content?tab=system`);
    await clientPage.locator('main h1').first().waitFor();
    expect(await clientPage.getByTestId('settings-tab-system').count()).toBe(0);
    expect(await clientPage.getByTestId('system-settings-form').count()).toBe(0);
    await client.close();
  });
});
