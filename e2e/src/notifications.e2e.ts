import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { signIn, signUpClient } from './shell-session';

let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const admin = { email: `admin.${stamp}@cadence.test`, password: 'notifications-admin-password' };
const ana = { name: 'Ana Popescu', email: `ana.${stamp}@example.com`, password: 'correct horse battery' };
const ben = { name: 'Ben Okafor', email: `ben.${stamp}@example.com`, password: 'correct horse battery' };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // WEB_DIST: a web build elsewhere (for example while web/dist is being rebuilt).
  platform = await startPlatform({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) });
  browser = await launchBrowser();
  await signUpClient(platform.url, ana);
  await signUpClient(platform.url, ben);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await platform?.close();
});

async function apiLogin(user: { email: string; password: string }): Promise<{ token: string; id: number }> {
  const response = await fetch(`${platform.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = (await response.json()) as { data: { access_token: string; user: { id: number } } };
  return { token: body.data.access_token, id: body.data.user.id };
}

async function staffSend(payload: object): Promise<void> {
  const { token } = await apiLogin(admin);
  const response = await fetch(`${platform.url}/api/notifications/broadcasts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'announcement', in_app: true, email: false, ...payload }),
  });
  expect(response.status).toBe(201);
}

/** A signed-in browser on /notifications; `beforeOpening` runs once signed in, before the page loads. */
async function notificationsPage(user: { email: string; password: string }, beforeOpening?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, platform.url, user.email, user.password);
  await beforeOpening?.(page);
  await page.goto(`${platform.url}/notifications`);
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  return page;
}

/** The top bar's bell. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const socketOpen = (page: Page) => page.locator('[data-socket-state="open"]').first().waitFor();

describe('the bell follows events without a reload', () => {
  it('rises when a notification arrives and falls as notifications are read', async () => {
    const page = await notificationsPage(ana);
    // The welcome written on sign-up.
    await bell(page).and(page.getByRole('button', { name: 'Notifications, 1 unread' })).waitFor();
    await socketOpen(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const { id } = await apiLogin(ana);
    await staffSend({ audience: 'user', userId: id, message: 'Your report for March is ready' });
    await bell(page).and(page.getByRole('button', { name: 'Notifications, 2 unread' })).waitFor();
    // Pushed notifications go on top of the list.
    const firstItem = page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first();
    await expect(firstItem.textContent()).resolves.toContain('Your report for March is ready');

    await bell(page).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: /Your report for March is ready/ }).click();
    await bell(page).and(page.getByRole('button', { name: 'Notifications, 1 unread' })).waitFor();
    // The end of the list is not "caught up" while something is still unread.
    await panel.getByText('No older notifications').waitFor();
    expect(await panel.getByText('You’re all caught up').count()).toBe(0);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await bell(page).and(page.getByRole('button', { name: 'Notifications', exact: true })).waitFor();
    await panel.getByText('You’re all caught up').waitFor();
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
  });
});

describe('a notification written from a template', () => {
  it('is shown in the language the reader chooses', async () => {
    const page = await notificationsPage(ben);
    const list = page.getByRole('list', { name: 'Your notifications' });
    await list.getByText('Welcome to Cadence, Ben Okafor!', { exact: false }).waitFor();
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByText('Bienvenue sur Cadence, Ben Okafor', { exact: false }).first().waitFor();
    expect(await page.getByText('Welcome to Cadence, Ben Okafor!', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: /^Langue/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await list.getByText('Welcome to Cadence, Ben Okafor!', { exact: false }).waitFor();
  });
});

describe('a staff broadcast', () => {
  it('reaches two signed-in browsers at once', async () => {
    const anaPage = await notificationsPage(ana);
    const benPage = await notificationsPage(ben);
    await Promise.all([socketOpen(anaPage), socketOpen(benPage)]);
    const anaBefore = await bell(anaPage).getAttribute('aria-label');

    const staff = await notificationsPage(admin);
    await staff.goto(`${platform.url}/user/send-notification`);
    await staff.getByRole('heading', { level: 1, name: 'Send a notification' }).waitFor();
    await staff.getByRole('radio', { name: /Everyone/ }).click();
    await staff.getByLabel('Message').fill('Scheduled maintenance on Sunday at 02:00 UTC');
    await staff.getByRole('button', { name: 'Send notification' }).click();
    await staff.getByRole('region', { name: /Send #\d+/ }).getByText('Sent', { exact: true }).waitFor();

    await Promise.all([
      anaPage.getByText('Scheduled maintenance on Sunday at 02:00 UTC').first().waitFor(),
      benPage.getByText('Scheduled maintenance on Sunday at 02:00 UTC').first().waitFor(),
    ]);
    await bell(benPage).and(benPage.getByRole('button', { name: 'Notifications, 2 unread' })).waitFor();
    expect(await bell(anaPage).getAttribute('aria-label')).not.toBe(anaBefore);
  });
});

describe('the socket when the server cannot be reached', () => {
  it('retries five times, then shows it is offline and reconnects on request', async () => {
    let refuse = true;
    let attempts = 0;
    // Every socket this document opens is refused until told otherwise.
    const page = await notificationsPage(ben, (signedIn) =>
      signedIn.routeWebSocket(/\/api\/notifications\/ws/, (socket) => {
        if (!refuse) {
          socket.connectToServer();
          return;
        }
        attempts += 1;
        void socket.close({ code: 1011, reason: 'unavailable' });
      }),
    );
    await page.getByText('Live updates are offline.').first().waitFor({ timeout: 30_000 });
    // The first attempt and five retries.
    expect(attempts).toBe(6);

    refuse = false;
    await page.getByRole('button', { name: 'Reconnect' }).first().click();
    await socketOpen(page);
    await expect(page.getByText('Live updates are offline.').count()).resolves.toBe(0);
    const { id } = await apiLogin(ben);
    await staffSend({ audience: 'user', userId: id, message: 'Back online' });
    await page.getByText('Back online').first().waitFor();
  });
});
