import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startThreadsPeer, type ThreadsPeer } from '@cadence/posting/peers/threads';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';

let peer: ThreadsPeer;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const ada = { name: 'Ada Baker', email: `ada.${stamp}@bakery.test`, password: 'correct horse battery' };
const shots = process.env.E2E_SHOTS_DIR ?? '/tmp/helpers/shots';

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  peer = await startThreadsPeer();
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    THREADS_APP_ID: peer.clientId,
    THREADS_APP_SECRET: peer.clientSecret,
    THREADS_API_BASE: peer.url,
    THREADS_AUTH_BASE: peer.url,
    POSTING_POLL_MS: '250',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, ada);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await peer?.close();
});

describe('Threads', () => {
  it('connects Threads through its authorisation window, composes with a topic tag and who may reply, and publishes the post with its chain', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, ada.email, ada.password);

    await page.goto(`${platform.url}/manage_platform`);
    await page.getByRole('button', { name: 'Connect: Threads' }).click();
    // Threads' window agrees at once and sends the browser back to our callback, then to the list.
    await page.waitForURL(/\/manage_platform/);
    await page.getByRole('button', { name: 'Disconnect: Ada Bakes' }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${shots}/h1-threads-connected.png`, fullPage: true });

    await page.goto(`${platform.url}/composer`);
    const accountButton = page.locator('[data-testid^="account-"]', { hasText: 'Ada Bakes' }).first();
    await accountButton.click();
    const text = `Our spring menu is out ${stamp}`;
    await page.getByTestId('composer-text').fill(text);
    await page.getByTestId('tab-threads').click();
    await page.getByLabel('Topic tag').fill('Bakery');
    await page.getByRole('combobox', { name: 'Who can reply' }).click();
    await page.getByRole('option', { name: 'Profiles you follow' }).click();
    const preview = page.getByTestId('preview-threads');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('› Bakery');
    await page.screenshot({ path: `${shots}/h1-threads-composer.png`, fullPage: true });

    // The same in the dark theme, then published now through the composer's own button.
    await setPreferences(page, { theme: 'dark' });
    await page.locator('[data-testid^="account-"]', { hasText: 'Ada Bakes' }).first().click();
    await page.getByTestId('composer-text').fill(text);
    await page.getByTestId('tab-threads').click();
    await page.getByLabel('Topic tag').fill('Bakery');
    await page.getByTestId('preview-threads').waitFor();
    await page.screenshot({ path: `${shots}/h1-threads-composer-dark.png`, fullPage: true });
    await page.goto(`${platform.url}/manage_platform`);
    await page.getByRole('button', { name: 'Disconnect: Ada Bakes' }).waitFor();
    await page.screenshot({ path: `${shots}/h1-threads-connected-dark.png`, fullPage: true });
    await page.goto(`${platform.url}/composer`);
    await page.locator('[data-testid^="account-"]', { hasText: 'Ada Bakes' }).first().click();
    await page.getByTestId('composer-text').fill(text);
    await page.getByTestId('tab-threads').click();
    await page.getByLabel('Topic tag').fill('Bakery');
    await page.getByTestId('composer-now').click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish now?' }).or(page.getByRole('dialog', { name: 'Publish now?' }));
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && ![...peer.posts.values()].some((post) => post.text === text)) await page.waitForTimeout(500);
    const published = [...peer.posts.values()].find((post) => post.text === text);
    expect(published).toMatchObject({ topicTag: 'Bakery', mediaType: 'TEXT_POST' });
    await context.close();
  }, 240_000);
});
