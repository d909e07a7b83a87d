import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBlueskyPds, type BlueskyPds } from '@cadence/posting/peers/bluesky';
import { startTwitterPeer, type TwitterPeer } from '@cadence/posting/peers/twitter';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi, xPeerEnv } from './platform-api';

let x: TwitterPeer;
let pds: BlueskyPds;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const ines = { name: 'Ines Duarte', email: `ines.${stamp}@northwind.test`, password: 'correct horse battery' };
const newcomer = { name: 'Theo Marsh', email: `theo.${stamp}@northwind.test`, password: 'correct horse battery' };

beforeAll(async () => {
  [x, pds] = await Promise.all([startTwitterPeer(), startBlueskyPds()]);
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...xPeerEnv(x),
    BLUESKY_SERVICE_URL: pds.url,
    POSTING_POLL_MS: '250',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await Promise.all([signUpClient(platform.url, ines), signUpClient(platform.url, newcomer)]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await pds?.stop();
  await x?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.url, token, method, path, body);

const login = (user: { email: string; password: string }) => apiLogin(platform.url, user);

/** X's consent screen, walked as the browser would: the network redirects back to our callback. */
async function connectX(token: string): Promise<void> {
  const started = await api<{ authorizationUrl: string }>(token, 'POST', '/api/accounts/connect/twitter', {});
  expect(started.status).toBe(200);
  const atNetwork = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
  const back = await fetch(atNetwork.headers.get('location') ?? '', { redirect: 'manual' });
  expect(new URL(back.headers.get('location') ?? '', platform.url).searchParams.get('connection')).toBe('connected');
}

async function keep(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/trends-${name}.png`, fullPage: true });
}

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 60_000;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

describe('trending hashtags', () => {
  it("shows X's trends, says Bluesky has no source, lists a hashtag rising in the workspace's posts, and starts a post with one click", async () => {
    const token = await login(ines);
    await connectX(token);
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, ines.email, ines.password);
    await page.goto(`${platform.url}/manage_platform`);
    await page.getByRole('button', { name: 'Connect: Bluesky' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Bluesky' });
    await dialog.getByLabel('Handle or e-mail').fill(`@${pds.handle}`);
    await dialog.getByLabel('App password').fill(pds.appPassword);
    await dialog.getByLabel('PDS URL').fill(pds.url);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    // A post published on X this week carries a hashtag the workspace never used before.
    const accounts = await api<{ id: number; type: string }[]>(token, 'GET', '/api/accounts');
    const xAccount = accounts.data.find((account) => account.type === 'twitter');
    const created = await api<{ id: number }>(token, 'POST', '/api/posts', { mode: 'now', text: `Doors open at nine #LaunchWeek ${stamp}`, accountIds: [xAccount?.id] });
    expect(created.status).toBe(201);
    const post = await until(
      () => api<{ status: string }>(token, 'GET', `/api/posts/${created.data.id}`),
      (answer) => answer.data.status === 'posted',
    );
    expect(post.data.status).toBe('posted');

    await page.goto(`${platform.url}/trending_hash`);
    await page.getByRole('heading', { name: 'Trending hashtags' }).waitFor();
    const xList = page.getByRole('list', { name: 'Trending on X' });
    await xList.waitFor();
    expect(await xList.getByRole('link').allTextContents()).toEqual(['#AI250K posts', '#BreakingNews1.2M posts', '#SourdoughSunday950 posts']);
    expect(await page.locator('main').textContent()).toContain('From X trends for this account, read with Ada Lovelace');
    expect(await page.getByTestId('trends-rising').textContent()).toContain('#LaunchWeek');
    await keep(page, 'x-light-en');

    await page.getByTestId('trends-tab-bluesky').click();
    expect(await page.getByTestId('trends-no-source').textContent()).toBe('Bluesky offers no list of trending topics in its API, so there is nothing to show for it here.');

    await page.getByTestId('trends-tab-twitter').click();
    await xList.getByRole('link', { name: 'Start a post with #AI' }).click();
    await page.waitForURL(/\/composer\?hashtag=%23AI$/);
    await expect.poll(() => page.getByRole('textbox').first().inputValue()).toBe('#AI ');

    await page.goto(`${platform.url}/trending_hash`);
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByRole('heading', { name: 'Hashtags tendance' }).waitFor();
    await page.getByRole('list', { name: 'Tendances sur X' }).waitFor();
    await keep(page, 'x-dark-fr');
    await context.close();
  });

  it('says so when the workspace has no connected account', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, platform.url, newcomer.email, newcomer.password);
    await page.goto(`${platform.url}/trending_hash`);
    await page.getByRole('heading', { name: 'No connected accounts' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Nothing rising this week' }).count()).toBe(1);
    await setPreferences(page, { locale: 'zh' });
    await page.getByRole('heading', { name: '尚未连接账号' }).waitFor();
    await keep(page, 'empty-zh');
    await context.close();
  });
});
