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
  it("opens from the menu, says when no site is connected, then shows the site's latest posts and saves a quick draft filed under its category and tag", async () => {
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

    await wordpress.php(
      [
        "wp_insert_term('Bread & Rolls', 'category');",
        "wp_insert_term('sourdough', 'post_tag');",
        `wp_insert_post(['post_title' => 'Opening hours ${stamp}', 'post_content' => 'From 7', 'post_status' => 'publish', 'post_author' => 1]);`,
        `wp_insert_post(['post_title' => 'Winter menu ${stamp}', 'post_content' => 'Soon', 'post_status' => 'draft', 'post_author' => 1]);`,
      ].join(' '),
    );

    await page.reload();
    const card = page.getByTestId('wordpress-site');
    await card.waitFor();
    expect(await card.textContent()).toContain(wordpress.url);
    // The site's latest posts, read from the site: published and draft.
    const recent = card.getByTestId('wordpress-recent');
    await recent.getByRole('link', { name: `Opening hours ${stamp}` }).waitFor();
    expect(await recent.textContent()).toContain(`Winter menu ${stamp}`);
    expect(await recent.getByRole('link', { name: `Opening hours ${stamp}` }).getAttribute('href')).toContain(wordpress.url);

    // An empty draft is refused on the page, field by field.
    await card.getByRole('button', { name: 'Save draft' }).click();
    await card.getByText('Give the post a title.').waitFor();
    await card.getByText("Write the post's text.").waitFor();

    await card.getByLabel('Title').fill(`Autumn notes ${stamp}`);
    await card.getByLabel('Text').fill('A first draft written from the WordPress screen.');
    await card.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Bread & Rolls' }).click();
    const tag = card.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'sourdough' });
    await tag.focus();
    await tag.press('Space');
    expect(await tag.getAttribute('aria-pressed')).toBe('true');
    await keep(page, 'draft-terms-light');
    await card.getByRole('button', { name: 'Save draft' }).press('Enter');
    await page.getByText(`Draft saved for ${site.name}.`).waitFor();
    expect(await card.getByLabel('Title').inputValue()).toBe('');

    const drafts = await callApi<Post[]>(platform.url, token, 'GET', `/api/posts?status=draft&accountId=${site.id}`);
    const draft = drafts.data.find((post) => post.text === 'A first draft written from the WordPress screen.');
    expect(draft?.settings).toEqual({ 'wordpress-org': { title: `Autumn notes ${stamp}`, status: 'draft', categories: ['Bread & Rolls'], tags: ['sourdough'] } });
    await keep(page, 'site-light');

    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByText('Brouillon rapide').waitFor();
    await page.getByText('Dernières publications du site').waitFor();
    await page.getByTestId('wordpress-recent').waitFor();
    await keep(page, 'site-dark-fr');
  }, 120_000);
});
