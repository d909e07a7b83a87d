import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Post, SocialAccount } from '@cadence/contracts';
import { startWordPress, type WordPressSite } from '@cadence/posting/peers/wordpress';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi } from './platform-api';

let wordpress: WordPressSite;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const maya = { name: 'Maya Lambert', email: `maya.wp.${stamp}@northwind.test`, password: 'correct horse battery' };
const shots = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  wordpress = await startWordPress();
  platform = await startPlatform({
    // WordPress listens on 127.0.0.1.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, maya);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await wordpress?.stop();
});

async function keep(page: Page, name: string): Promise<void> {
  if (shots) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/wordpress-${name}.png`, fullPage: true });
  }
}

describe('the WordPress screen', () => {
  it('opens from the menu, says when no site is connected, then saves a quick draft aimed at the connected site', async () => {
    const token = await apiLogin(platform.url, maya);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, platform.url, maya.email, maya.password);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'WordPress', exact: true }).click();
    await page.waitForURL(/\/wordpress$/);
    await page.getByText('No WordPress site connected').waitFor();
    expect(await page.getByRole('link', { name: 'Connect a site' }).getAttribute('href')).toBe('/manage_platform');
    await keep(page, 'empty');

    const connected = await callApi<{ kind: string; account: SocialAccount }>(platform.url, token, 'POST', '/api/accounts/connect/wordpress-org', {
      fields: { siteUrl: wordpress.url, username: wordpress.username, appPassword: wordpress.appPassword },
    });
    expect([200, 201]).toContain(connected.status);
    const site = connected.data.account;

    await page.reload();
    const card = page.getByTestId('wordpress-site');
    await card.waitFor();
    expect(await card.textContent()).toContain(wordpress.url);

    // An empty draft is refused on the page, field by field.
    await card.getByRole('button', { name: 'Save draft' }).click();
    await card.getByText('Give the post a title.').waitFor();
    await card.getByText("Write the post's text.").waitFor();

    await card.getByLabel('Title').fill(`Autumn notes ${stamp}`);
    await card.getByLabel('Text').fill('A first draft written from the WordPress screen.');
    await card.getByRole('button', { name: 'Save draft' }).press('Enter');
    await page.getByText(`Draft saved for ${site.name}.`).waitFor();
    expect(await card.getByLabel('Title').inputValue()).toBe('');

    const drafts = await callApi<Post[]>(platform.url, token, 'GET', `/api/posts?status=draft&accountId=${site.id}`);
    const draft = drafts.data.find((post) => post.text === 'A first draft written from the WordPress screen.');
    expect(draft?.settings).toEqual({ 'wordpress-org': { title: `Autumn notes ${stamp}`, status: 'draft' } });
    await keep(page, 'site-light');

    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByText('Brouillon rapide').waitFor();
    await keep(page, 'site-dark-fr');
  }, 120_000);
});
