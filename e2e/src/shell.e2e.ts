import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';

let platform: RunningPlatform;
let browser: Browser;
const client = { name: 'Maya Lambert', email: `maya.shell.${Date.now()}@example.com`, password: 'correct horse battery' };

beforeAll(async () => {
  // WEB_DIST: a web build elsewhere (for example while web/dist is being rebuilt).
  platform = await startPlatform(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
  browser = await launchBrowser();
  await signUpClient(platform.url, client);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

async function signedInPage(viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, platform.url, client.email, client.password);
  return { context, page };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const htmlAttribute = (page: Page, name: string) => page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

describe('the signed-in shell for a client', () => {
  it('shows the menu entries a client may use and none of the admin area', async () => {
    const { context, page } = await signedInPage();
    const nav = menu(page);
    for (const name of ['Dashboard', 'Manage Platforms', 'Media Library', 'Composer', 'WordPress', 'Analytics', 'Help & Support Desk', 'Settings', 'Become Content Creator', 'Hire a Professional', 'Logout']) {
      await expect(nav.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }).isVisible(), name).resolves.toBe(true);
    }
    for (const name of ['Manage Users', 'Manage Staff', 'Membership', 'Monitoring Services', 'Push Notification', 'Creator applications']) {
      expect(await nav.getByText(name, { exact: true }).count(), name).toBe(0);
    }
    // The top bar: the bell (with the welcome notification unread), the upgrade button, the plan period.
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/subscriptions');
    // The current page is marked, collapsibles open to show their children.
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('button', { name: 'Team Collaboration' }).click();
    await nav.getByRole('link', { name: 'Manage Teams' }).waitFor();
    // The arrow keys move through the entries.
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Team Collaboration');
    await context.close();
  });

  it('opens a permitted screen as the placeholder page and sends a guarded one back to the dashboard', async () => {
    const { context, page } = await signedInPage();
    await menu(page).getByRole('link', { name: 'Composer' }).click();
    await page.waitForURL(/\/composer$/);
    expect(await menu(page).getByRole('link', { name: 'Composer' }).getAttribute('aria-current')).toBe('page');

    for (const guarded of ['/membership/plans', '/post/monitoring', '/client/list']) {
      await page.goto(`${platform.url}${guarded}`);
      await page.waitForURL(/\/dashboard\/default$/);
    }

    await page.goto(`${platform.url}/Proxies`);
    await page.getByRole('heading', { name: 'Proxies is on its way' }).waitFor();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL(/\/dashboard\/default$/);
    await context.close();
  });

  it('speaks English, French, Romanian and Chinese', async () => {
    const { context, page } = await signedInPage();
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    // The menu's own label is translated too.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tableau de bord' }).waitFor();
    await page.getByRole('link', { name: 'Changer de formule' }).waitFor();
    expect(await htmlAttribute(page, 'lang')).toBe('fr');

    const expected = { ro: ['Panou de control', 'Schimbă planul'], zh: ['仪表板', '升级方案'], en: ['Dashboard', 'Upgrade plan'] } as const;
    for (const [locale, [dashboard, upgrade]] of Object.entries(expected) as [keyof typeof expected, readonly [string, string]][]) {
      await setPreferences(page, { locale });
      await page.getByRole('link', { name: upgrade }).waitFor();
      await page.locator('aside').getByRole('link', { name: dashboard, exact: true }).waitFor();
      expect(await htmlAttribute(page, 'lang')).toBe(locale === 'zh' ? 'zh-Hans' : locale);
    }
    await context.close();
  });

  it('switches to dark and right-to-left from the theme settings, keeps them across a reload, and resets them', async () => {
    const { context, page } = await signedInPage();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();

    await page.getByRole('button', { name: 'Theme settings' }).click();
    const sheet = page.getByRole('dialog', { name: 'Theme settings' });
    await sheet.getByRole('radio', { name: 'Dark' }).click();
    await sheet.getByRole('radio', { name: 'Teal' }).click();
    await sheet.getByRole('switch', { name: 'Right-to-left layout' }).click();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    const check = async () => {
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await background()).not.toBe(light);
      expect(await htmlAttribute(page, 'dir')).toBe('rtl');
      expect(await htmlAttribute(page, 'data-preset')).toBe('teal');
      // The sidebar sits on the right, the page on its left.
      const box = await page.locator('aside').boundingBox();
      expect(box?.x).toBeGreaterThan(1280 / 2);
    };
    await check();
    await page.reload();
    await menu(page).waitFor();
    await check();

    // The profile menu's Settings opens the same sheet.
    await page.getByRole('button', { name: /^Account menu for Maya Lambert/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    expect(await htmlAttribute(page, 'dir')).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    // The reset is confirmed in the snackbar, which can be dismissed.
    const snackbar = page.locator('[data-snackbar]');
    await snackbar.getByText('Theme settings are back to their defaults.').waitFor();
    await page.keyboard.press('Escape');
    await snackbar.getByRole('button', { name: 'Dismiss' }).click();
    await snackbar.waitFor({ state: 'detached' });
    // Once the sheet is closed the page takes clicks again.
    await menu(page).getByRole('link', { name: 'Composer' }).click();
    await page.waitForURL(/\/composer$/);
    await context.close();
  });

  it('shows the menu as a top bar when the navigation type is horizontal', async () => {
    const { context, page } = await signedInPage();
    await setPreferences(page, { appearance: { navigation: 'horizontal' } });
    await menu(page).getByRole('button', { name: 'Create & publish' }).click();
    await page.getByRole('menuitem', { name: 'Media Library' }).click();
    await page.waitForURL(/\/media_manager$/);
    expect(await page.locator('aside').count()).toBe(0);
    await context.close();
  });

  it('opens the menu as a drawer on a phone, which Esc closes', async () => {
    const { context, page } = await signedInPage({ width: 390, height: 844 });
    expect(await menu(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.getByRole('link', { name: 'Composer' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Media Library' }).click();
    await page.waitForURL(/\/media_manager$/);
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });

  it('logs out from the profile menu: local storage is cleared and the user lands on /login', async () => {
    const { context, page } = await signedInPage();
    await setPreferences(page, { theme: 'dark' });
    expect(await page.evaluate(() => localStorage.getItem('cadence.session'))).not.toBeNull();
    await page.getByRole('button', { name: /^Account menu for Maya Lambert/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).not.toContain('cadence.session');
    // Only the device's preferences stay.
    expect(keys.every((key) => ['cadence.theme', 'cadence.locale', 'cadence.appearance'].includes(key))).toBe(true);
    await page.goto(`${platform.url}/dashboard/default`);
    await page.waitForURL(/\/login/);
    await context.close();
  });
});

describe('the API docs', () => {
  it('render under the Content-Security-Policy without console errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${platform.url}/api/docs`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('link', { name: '/api/docs/json' }).first().waitFor();
    await page.getByText('/api/health', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('browsing at an ordinary pace under the rate limit', () => {
  let limited: RunningPlatform;
  const browsing = { name: 'Noor Haddad', email: `noor.limits.${Date.now()}@example.com`, password: 'correct horse battery' };

  beforeAll(async () => {
    // Far below one page load's files: only API calls may count.
    limited = await startPlatform({ RATE_LIMIT_MAX: '80', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) });
    await signUpClient(limited.url, browsing);
  });
  afterAll(() => limited?.close());

  it('loads screen after screen with an empty cache, and shows its own error state with a retry when refused', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, limited.url, browsing.email, browsing.password);
    const headings: Record<string, string> = { '/teams': 'Teams', '/team-member': 'Team members', '/media_manager': 'Media library' };
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(`${limited.url}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }

    // A script chunk refused (a proxy's 429): the app's error page with a retry that fetches it again.
    const chunk = /\/assets\/teams-[^/]+\.js$/;
    await page.route(chunk, (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{"success":false,"statusCode":429}' }));
    await page.goto(`${limited.url}/dashboard/default`);
    await menu(page).getByRole('button', { name: 'Team Collaboration' }).click();
    await menu(page).getByRole('link', { name: 'Manage Teams' }).click();
    await page.getByText('This screen couldn’t be downloaded. Check your connection and try again.').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('statusCode');
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Teams', exact: true }).waitFor();

    // The API's own limit reached: the screen says so inside the shell, never the raw answer.
    const statuses = await page.evaluate(async () => {
      const seen: number[] = [];
      for (let i = 0; i < 100 && !seen.includes(429); i++) seen.push((await fetch('/api/faq')).status);
      return seen;
    });
    expect(statuses).toContain(429);
    await menu(page).getByRole('link', { name: 'Manage Team Member' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('"statusCode"');
    await menu(page).waitFor();
    await context.close();
  });
});
