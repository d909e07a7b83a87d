import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { buildGateway } from '@cadence/gateway';
import type { Platform } from '@cadence/service-kit';
import { launchBrowser } from './browser';
import { setPreferences, signIn, signUpClient } from './shell-session';

/**
 * The support desk in Chromium: a client opens a ticket with an image, staff assign it to
 * themselves, add an internal note and answer, and the client sees the answer without reloading
 * (never the note). With SUPPORT_SHOTS_DIR set, the screens are also saved as pictures.
 */
let database: TestDatabase;
let dataDir: string;
let platform: Platform;
let url: string;
let browser: Browser;
const stamp = Date.now();
const admin = { email: `admin.${stamp}@support.test`, password: 'support admin password' };
const cara = { name: 'Cara Client', email: `cara.${stamp}@support.test`, password: 'correct horse battery' };
const shots = process.env.SUPPORT_SHOTS_DIR;

/** A 48x32 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAR0lEQVRYhe2WAQkAMAzDJiz+VUTMZOycwASU0qYb4ambcwUmiByiDFnLOMePgZEcogxZyziHkD1o5BBlyFpGHCIw0nT48bgujdH4apTAMeQAAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  database = await createTestDatabase('e2e');
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-e2e-'));
  platform = await buildGateway({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  url = (await platform.listen()).replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
  await signUpClient(url, cara);
  if (shots) await mkdir(shots, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signedIn(user: { email: string; password: string }, preferences?: Parameters<typeof setPreferences>[1]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  await signIn(page, url, user.email, user.password);
  if (preferences) await setPreferences(page, preferences);
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await page.evaluate(() => document.fonts.ready);
  // The sheet and dialogs slide in: the picture waits for them to settle.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

describe('the support desk', () => {
  it('a client opens a ticket with an image; staff assign and answer; the client sees the answer without reloading', async () => {
    const client = await signedIn(cara);
    await client.goto(`${url}/client/tickets`);
    await client.getByText('No tickets yet').waitFor();
    await shot(client, 'support-client-empty');

    await client.getByTestId('ticket-new').first().click();
    await client.getByTestId('ticket-submit').click();
    await client.getByText('This field is required.').waitFor();
    await shot(client, 'support-client-form-errors');
    const form = client.getByTestId('ticket-form');
    await form.getByLabel('Title').fill('Instagram posts fail');
    expect(await form.getByText('This field is required.').count()).toBe(0);
    await form.getByLabel('Category').selectOption('technical');
    await form.getByLabel('Description').fill('Since Monday every scheduled post to Instagram fails.');
    await client.locator('#ticket-images').setInputFiles({ name: 'error.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'error.png' }).waitFor();
    // A client's form has no status or priority.
    expect(await client.locator('#ticket-status').count()).toBe(0);
    expect(await client.locator('#ticket-priority').count()).toBe(0);
    await shot(client, 'support-client-form');
    await client.getByTestId('ticket-submit').click();
    const sheet = client.getByTestId('ticket-sheet');
    await sheet.getByText('Instagram posts fail').waitFor();
    await sheet.getByRole('img', { name: 'error.png' }).waitFor();
    expect(await sheet.getByText('Open Ticket').count()).toBe(1);
    expect(await sheet.getByText('Medium').count()).toBe(1);

    const staff = await signedIn(admin);
    await staff.goto(`${url}/client/tickets?label=open`);
    await staff.getByRole('heading', { name: 'Support tickets' }).waitFor();
    await staff.getByRole('button', { name: /Instagram posts fail/ }).click();
    const staffSheet = staff.getByTestId('ticket-sheet');
    await staffSheet.getByRole('img', { name: 'error.png' }).waitFor();
    const assignee = staffSheet.getByTestId('ticket-assignee');
    await assignee.locator('option').nth(1).waitFor({ state: 'attached' });
    await assignee.selectOption({ index: 1 });
    await staff.waitForFunction(() => document.querySelector<HTMLSelectElement>('#staff-status')?.value === 'assigned');
    await staffSheet.getByRole('switch').click();
    await staffSheet.getByLabel('Internal note').first().fill('Their Instagram token expired on Monday');
    await staffSheet.getByTestId('reply-submit').click();
    await staffSheet.locator('li', { hasText: 'Their Instagram token expired on Monday' }).waitFor();
    // A saved reply of the desk, its variables filled from the ticket, goes into the reply box.
    await staffSheet.getByTestId('saved-replies-open').click();
    const saved = staff.getByTestId('saved-replies');
    await saved.getByText('No saved replies yet').waitFor();
    await shot(staff, 'support-saved-replies-empty');
    await saved.getByRole('button', { name: 'New' }).click();
    await saved.getByRole('button', { name: 'Save reply' }).click();
    expect(await saved.getByText('This field is required.').count()).toBe(2);
    await saved.getByLabel('Name').fill('Reconnect Instagram');
    await saved.getByLabel('Text').fill('Hello {{client_name}},\n\nPlease reconnect Instagram under Manage Platforms; posts will go out again.');
    await shot(staff, 'support-saved-replies-form');
    await saved.getByRole('button', { name: 'Save reply' }).click();
    await saved.getByRole('button', { name: 'Insert' }).waitFor();
    await shot(staff, 'support-saved-replies-list');
    await saved.getByRole('button', { name: 'Insert' }).click();
    expect(await staffSheet.getByLabel('Your reply').inputValue()).toBe('Hello Cara Client,\n\nPlease reconnect Instagram under Manage Platforms; posts will go out again.');
    await staffSheet.getByTestId('reply-submit').click();
    await staffSheet.locator('li', { hasText: 'Please reconnect Instagram under Manage Platforms; posts will go out again.' }).waitFor();
    await shot(staff, 'support-staff-ticket');
    await staffSheet.press('Escape');
    await shot(staff, 'support-staff-list');

    // The client's open page picks up the answer by itself.
    await sheet.locator('li', { hasText: 'Please reconnect Instagram under Manage Platforms; posts will go out again.' }).waitFor({ timeout: 30_000 });
    expect(await sheet.getByText('Their Instagram token expired on Monday').count()).toBe(0);
    expect(await sheet.getByText('Processing').count()).toBeGreaterThan(0);
    await shot(client, 'support-client-ticket');

    if (shots) {
      const dark = await signedIn(admin, { theme: 'dark' });
      await dark.goto(`${url}/client/tickets`);
      await dark.getByRole('button', { name: /Instagram posts fail/ }).waitFor();
      await shot(dark, 'support-staff-list-dark');
      await dark.getByRole('button', { name: /Instagram posts fail/ }).click();
      await dark.getByTestId('ticket-sheet').locator('li', { hasText: 'Their Instagram token expired on Monday' }).waitFor();
      await shot(dark, 'support-staff-ticket-dark');
      await dark.getByTestId('saved-replies-open').click();
      await dark.getByTestId('saved-replies').getByRole('button', { name: 'Reconnect Instagram', exact: true }).waitFor();
      await shot(dark, 'support-saved-replies-dark');
      for (const locale of ['fr', 'zh'] as const) {
        const localised = await signedIn(admin, { locale });
        await localised.goto(`${url}/client/tickets`);
        await localised.getByRole('button', { name: /Instagram posts fail/ }).click();
        await localised.getByTestId('saved-replies-open').click();
        await localised.getByTestId('saved-replies').getByRole('button', { name: 'Reconnect Instagram', exact: true }).waitFor();
        await shot(localised, `support-saved-replies-${locale}`);
      }
      const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await signIn(phone, url, cara.email, cara.password);
      await phone.goto(`${url}/client/tickets`);
      await phone.getByRole('button', { name: /Instagram posts fail/ }).click();
      await phone.getByTestId('ticket-sheet').locator('li').first().waitFor();
      await shot(phone, 'support-client-ticket-phone');
      for (const locale of ['fr', 'ro', 'zh'] as const) {
        const localised = await signedIn(cara, { locale });
        await localised.goto(`${url}/client/tickets`);
        await localised.getByRole('button', { name: /Instagram posts fail/ }).waitFor();
        await shot(localised, `support-client-list-${locale}`);
      }
    }
  }, 180_000);

  it('a nonprofit discount request: staff approve it on the ticket and billing grants the discount to the workspace', async () => {
    const client = await signedIn(cara);
    await client.goto(`${url}/client/tickets`);
    await client.getByTestId('ticket-new').first().click();
    const form = client.getByTestId('ticket-form');
    await form.getByLabel('Title').fill('Nonprofit discount for our charity');
    await form.getByLabel('Category').selectOption('nonprofit');
    await form.getByLabel('Description').fill('We are registered charity 1234.');
    await client.getByTestId('ticket-submit').click();
    const sheet = client.getByTestId('ticket-sheet');
    await sheet.getByText('Our support team checks your organisation').waitFor();

    const staff = await signedIn(admin);
    await staff.goto(`${url}/client/tickets?category=nonprofit`);
    await staff.getByRole('button', { name: /Nonprofit discount for our charity/ }).click();
    const approval = staff.getByTestId('nonprofit-approval');
    await approval.getByRole('button', { name: 'Approve and grant the discount' }).click();
    await approval.getByText('This field is required.').waitFor();
    await shot(staff, 'support-nonprofit-staff');
    await approval.getByLabel('What you checked').fill('Charity register entry 1234 checked');
    await approval.getByRole('button', { name: 'Approve and grant the discount' }).click();
    await staff.getByTestId('nonprofit-approved').waitFor();
    await shot(staff, 'support-nonprofit-approved');

    // Billing, told by an event, now counts the workspace as a nonprofit.
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: cara.email, password: cara.password }) });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    await expect
      .poll(async () => {
        const current = await fetch(`${url}/api/subscriptions/current`, { headers: { authorization: `Bearer ${token}` } });
        return ((await current.json()) as { data: { subscription: { nonprofit: boolean } | null } }).data.subscription?.nonprofit;
      }, { timeout: 15_000 })
      .toBe(true);
    await sheet.getByTestId('nonprofit-approved').waitFor({ timeout: 30_000 });
    await shot(client, 'support-nonprofit-client');
    if (shots) {
      const dark = await signedIn(cara, { theme: 'dark', locale: 'fr' });
      await dark.goto(`${url}/client/tickets`);
      await dark.getByRole('button', { name: /Nonprofit discount for our charity/ }).click();
      await dark.getByTestId('nonprofit-approved').waitFor();
      await shot(dark, 'support-nonprofit-client-dark-fr');
    }
  }, 120_000);

  it('staff see the clients: each workspace with its owner, plan and status, searched and filtered', async () => {
    const staff = await signedIn(admin);
    await staff.goto(`${url}/client/list`);
    await staff.getByRole('heading', { name: 'Clients' }).waitFor();
    const row = staff.getByRole('row', { name: /Cara Client/ });
    await row.waitFor();
    expect(await row.getByText('Trial').count()).toBe(1);
    expect(await row.getByLabel('Nonprofit discount').count()).toBe(1);
    await shot(staff, 'clients-list');
    await staff.getByLabel('Search clients by name or e-mail').fill('nobody-at-all');
    await staff.getByText('No results for “nobody-at-all”').waitFor();
    await shot(staff, 'clients-list-no-match');
    await staff.goto(`${url}/client/list?status=active`);
    await staff.getByText('Nothing matches').waitFor();
    await staff.goto(`${url}/client/list?status=trial&search=cara`);
    await staff.getByRole('row', { name: /Cara Client/ }).waitFor();
    await staff.goto(`${url}/client/roles`);
    await staff.getByRole('heading', { name: 'Client roles' }).waitFor();
    await staff.getByRole('list', { name: /Permissions/ }).getByText('HelpSupportDesk', { exact: true }).waitFor();
    expect(await staff.getByText('Writes its own posts, which wait for approval; uploads media and drafts with AI. Changes nothing else.').count()).toBe(1);
    await shot(staff, 'client-roles');
    // A client is sent back to the dashboard from both.
    const client = await signedIn(cara);
    for (const path of ['/client/list', '/client/roles']) {
      await client.goto(`${url}${path}`);
      await client.waitForURL(/\/dashboard\/default/);
    }
    if (shots) {
      const dark = await signedIn(admin, { theme: 'dark', locale: 'ro' });
      await dark.goto(`${url}/client/list`);
      await dark.getByRole('row', { name: /Cara Client/ }).waitFor();
      await shot(dark, 'clients-list-dark-ro');
      await dark.goto(`${url}/client/roles`);
      await dark.getByRole('heading', { name: 'Rolurile clienților' }).waitFor();
      await shot(dark, 'client-roles-dark-ro');
    }
  }, 120_000);
});
