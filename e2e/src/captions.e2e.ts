import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTwitterPeer, type TwitterPeer } from '@cadence/posting/peers/twitter';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi, xPeerEnv } from './platform-api';

let x: TwitterPeer;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const mira = { name: 'Mira Osei', email: `mira.${stamp}@northwind.test`, password: 'correct horse battery' };
const shots = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  x = await startTwitterPeer();
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
    ...xPeerEnv(x),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, mira);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await x?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.url, token, method, path, body);

const login = () => apiLogin(platform.url, mira);

async function connectX(token: string): Promise<void> {
  const started = await api<{ authorizationUrl: string }>(token, 'POST', '/api/accounts/connect/twitter', {});
  expect(started.status).toBe(200);
  const atNetwork = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
  const back = await fetch(atNetwork.headers.get('location') ?? '', { redirect: 'manual' });
  expect(new URL(back.headers.get('location') ?? '', platform.url).searchParams.get('connection')).toBe('connected');
}

async function keep(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/captions-${name}.png`, fullPage: true });
}

describe('captions and hashtag groups', () => {
  it('saves a hashtag group on /caption, finds it, inserts it at the cursor in the composer with its variables filled in, and counts the use', async () => {
    const token = await login();
    await connectX(token);
    const account = (await api<{ id: number; type: string; name: string }[]>(token, 'GET', '/api/accounts')).data.find((item) => item.type === 'twitter');
    if (!account) throw new Error('X was not connected');
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, mira.email, mira.password);

    // The empty screen invites a first caption.
    await page.goto(`${platform.url}/caption`);
    await page.getByRole('heading', { level: 1, name: 'Captions' }).waitFor();
    await page.getByRole('heading', { name: 'No captions yet' }).waitFor();
    await keep(page, 'empty-light-en');

    // A hashtag group, typed with and without its #; an unknown variable is flagged as typed.
    await page.getByTestId('caption-add').first().click();
    const dialog = page.getByRole('dialog', { name: 'New caption' });
    await dialog.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Hashtag group' }).click();
    await dialog.getByLabel('Name').fill('Launch tags');
    await dialog.getByTestId('caption-text').fill('for {account} on {network} {promo}');
    expect(await dialog.getByTestId('caption-unknown-variables').textContent()).toBe('Not a variable, left as written: {promo}.');
    await dialog.getByTestId('caption-tags').fill('#launch summer, Cadence');
    await keep(page, 'dialog-light-en');
    await dialog.getByRole('button', { name: 'Save caption' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The same name again, whatever its case, is refused beside the field.
    await page.getByTestId('caption-add').first().click();
    await dialog.getByLabel('Name').fill('LAUNCH TAGS');
    await dialog.getByTestId('caption-text').fill('Again');
    await dialog.getByRole('button', { name: 'Save caption' }).click();
    await dialog.getByText('Your workspace already has a caption or hashtag group with this name').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const other = await api<{ id: number }>(token, 'POST', '/api/captions', { kind: 'caption', name: 'Sign-off', text: 'See you at {link}' });
    expect(other.status).toBe(201);
    await page.reload();
    const table = page.getByRole('table');
    await table.getByText('Sign-off').waitFor();
    expect(await table.getByText('#launch #summer #Cadence').count()).toBe(1);

    // Search reaches the tags.
    await page.getByRole('searchbox', { name: 'Search captions' }).fill('summer');
    await page.waitForURL(/search=summer/);
    await table.getByText('Sign-off').waitFor({ state: 'detached' });
    expect(await table.getByText('Launch tags').count()).toBe(1);
    await keep(page, 'list-light-en');

    // In the composer: the picker, by keyboard, puts the group where the cursor is.
    await page.goto(`${platform.url}/composer`);
    await page.getByTestId(`account-${account.id}`).click();
    const text = page.getByTestId('composer-text');
    await text.fill('Hello world');
    await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(5, 5));
    await page.getByTestId('caption-picker').click();
    await page.getByTestId('caption-picker-search').fill('launch');
    // The server's search answers: only the group is left, and it is the active option.
    await page.getByRole('option', { name: /Sign-off/ }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('option', { name: /Launch tags/ }).getAttribute('aria-selected')).toBe('true');
    await keep(page, 'picker-light-en');
    await page.keyboard.press('Enter');
    await expect.poll(() => text.inputValue()).toBe(`Hello for ${account.name} on X {promo} #launch #summer #Cadence world`);
    expect(await page.getByTestId('composer-left-variables').textContent()).toContain('{promo}');

    // The use is counted.
    await page.goto(`${platform.url}/caption`);
    await table.getByText('Used 1 time').waitFor();
    const listed = await api<{ name: string; usageCount: number }[]>(token, 'GET', '/api/captions?orderBy=usageCount&order=desc');
    expect(listed.data.map((item) => [item.name, item.usageCount])).toEqual([
      ['Launch tags', 1],
      ['Sign-off', 0],
    ]);

    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByRole('heading', { level: 1, name: 'Légendes' }).waitFor();
    await table.getByText('Utilisée 1 fois').waitFor();
    await keep(page, 'list-dark-fr');
    await page.goto(`${platform.url}/composer`);
    await page.getByTestId('caption-picker').click();
    await page.getByRole('option', { name: /Sign-off/ }).waitFor();
    await keep(page, 'picker-dark-fr');
    await setPreferences(page, { theme: 'light', locale: 'zh' });
    await page.goto(`${platform.url}/caption?kind=hashtags`);
    await page.getByRole('heading', { level: 1, name: '文案' }).waitFor();
    await keep(page, 'list-light-zh');
    await context.close();
  });
});
