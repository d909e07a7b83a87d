import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';

const SHOTS = process.env.PUSH_SHOTS_DIR;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const ana = { name: 'Ana Popescu', email: `ana.push.${stamp}@example.com`, password: 'correct horse battery' };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  platform = await startPlatform(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
  browser = await launchBrowser();
  await signUpClient(platform.url, ana);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await platform?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.getByRole('region', { name: /preferences|préférences/i }).screenshot({ path: `${SHOTS}/push-${name}.png` });
}

async function apiToken(): Promise<string> {
  const response = await fetch(`${platform.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ana.email, password: ana.password }),
  });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

async function preferencesPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.grantPermissions(['notifications'], { origin: platform.url });
  const page = await context.newPage();
  await signIn(page, platform.url, ana.email, ana.password);
  await page.goto(`${platform.url}/notifications`);
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  return page;
}

describe('browser push on the notifications preferences', () => {
  it('shows a push column per kind and this browser’s switch; a kind’s push choice is saved', async () => {
    const page = await preferencesPage();
    const region = page.getByRole('region', { name: 'Delivery preferences' });
    await region.getByRole('columnheader', { name: 'In the browser' }).waitFor();
    const browserSwitch = region.getByRole('switch', { name: 'Notifications in this browser' });
    await browserSwitch.waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-labelledby="browser-push-title"][role="switch"]')?.hasAttribute('disabled'));
    expect(await browserSwitch.getAttribute('aria-checked')).toBe('false');

    const kindSwitch = region.getByRole('switch', { name: 'In the browser: Announcement' });
    await kindSwitch.click();
    await region.getByText('Preferences saved').waitFor();
    const token = await apiToken();
    const preferences = await fetch(`${platform.url}/api/notifications/preferences`, { headers: { authorization: `Bearer ${token}` } });
    const saved = ((await preferences.json()) as { data: { type: string; push: boolean }[] }).data.find((p) => p.type === 'announcement');
    expect(saved?.push).toBe(true);
    expect(await kindSwitch.getAttribute('aria-checked')).toBe('true');
    await shot(page, 'light-en');

    // The service worker is served from the app's origin with a JavaScript type.
    const worker = await page.request.get(`${platform.url}/push-sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(await worker.text()).toContain("addEventListener('push'");

    // Switching this browser on asks the browser's push service; whatever it answers is said in place.
    await browserSwitch.click();
    await page.waitForFunction(() => {
      const status = document.querySelector('[aria-labelledby="browser-push-title"]')?.textContent ?? '';
      return !status.includes('Updating this browser');
    });
    const listed = await fetch(`${platform.url}/api/notifications/push/subscriptions`, { headers: { authorization: `Bearer ${token}` } });
    const subscriptions = ((await listed.json()) as { data: { label: string }[] }).data;
    if ((await browserSwitch.getAttribute('aria-checked')) === 'true') {
      expect(subscriptions).toHaveLength(1);
      expect(subscriptions[0]?.label).toMatch(/Chrome/);
    } else {
      // Headless Chromium without its vendor's push service: the refusal is said, nothing is kept.
      await region.getByText('This browser’s push service did not take the subscription. Try again later.').waitFor();
      expect(subscriptions).toEqual([]);
    }
    await shot(page, 'after-switch-en');

    await setPreferences(page, { theme: 'dark' });
    await page.getByRole('region', { name: 'Delivery preferences' }).waitFor();
    await shot(page, 'dark-en');
    await setPreferences(page, { theme: 'light', locale: 'fr' });
    await page.getByRole('columnheader', { name: 'Dans le navigateur' }).waitFor();
    await shot(page, 'light-fr');
    await setPreferences(page, { locale: 'en' });
  });
});
