import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { startTwitterPeer, type TwitterPeer } from '@cadence/posting/peers/twitter';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi, xPeerEnv } from './platform-api';

let x: TwitterPeer;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const ines = { name: 'Ines Varga', email: `ines.${stamp}@northwind.test`, password: 'correct horse battery' };
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
  await signUpClient(platform.url, ines);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await x?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.url, token, method, path, body);

async function upload(token: string, bytes: Buffer, name: string): Promise<{ id: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${platform.url}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { item: { id: number } } }).data.item;
}

const login = () => apiLogin(platform.url, ines);

async function connectX(token: string): Promise<void> {
  const started = await api<{ authorizationUrl: string }>(token, 'POST', '/api/accounts/connect/twitter', {});
  expect(started.status).toBe(200);
  const atNetwork = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
  const back = await fetch(atNetwork.headers.get('location') ?? '', { redirect: 'manual' });
  expect(new URL(back.headers.get('location') ?? '', platform.url).searchParams.get('connection')).toBe('connected');
}

async function keep(page: Page, name: string): Promise<void> {
  if (shots) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/watermark-${name}.png`, fullPage: true });
  }
}

describe('brand watermark', () => {
  it('creates a text watermark with a live preview on /watermark, gives an image one to an account, and switches it off for a post in the composer', async () => {
    const token = await login();
    await connectX(token);
    const account = (await api<{ id: number; type: string; name: string }[]>(token, 'GET', '/api/accounts')).data.find((item) => item.type === 'twitter');
    if (!account) throw new Error('X was not connected');
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, ines.email, ines.password);

    await page.goto(`${platform.url}/watermark`);
    await page.getByRole('heading', { level: 1, name: 'Brand watermark' }).waitFor();
    await page.getByRole('heading', { name: 'No watermarks yet' }).waitFor();
    await keep(page, 'empty-light-en');

    // A text mark: its preview follows the fields as they change.
    await page.getByTestId('watermark-add').first().click();
    const form = page.getByTestId('watermark-form');
    await form.getByLabel('Name').fill('Handle');
    await form.getByLabel('Made of').click();
    await page.getByRole('option', { name: 'Text' }).click();
    await form.getByLabel('Text').fill('@northwind');
    await page.getByTestId('position-top-left').click();
    const mark = form.getByTestId('watermark-preview-mark').first();
    await mark.waitFor();
    const box = await mark.boundingBox();
    const frame = await form.getByTestId('watermark-preview').first().boundingBox();
    if (!box || !frame) throw new Error('no preview');
    // Top left, a 3 % margin of the width away from the edges, a fifth of the width wide.
    expect(Math.abs(box.x - frame.x - frame.width * 0.03)).toBeLessThan(3);
    expect(Math.abs(box.width - frame.width * 0.2)).toBeLessThan(3);
    await keep(page, 'editor-light-en');
    await form.getByTestId('watermark-save').click();
    await page.getByText('Watermark Handle created.').waitFor();

    // Nothing to draw: the field says so.
    await page.getByTestId('watermark-add').first().click();
    await form.getByLabel('Name').fill('No image');
    await form.getByTestId('watermark-save').click();
    await form.getByText('An image watermark needs an image of the media library').waitFor();
    expect(await form.locator('#mediaId').getAttribute('aria-invalid')).toBe('true');

    // An image mark from the library, given to the X account.
    const logo = await upload(token, await sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 230, g: 40, b: 90, alpha: 1 } } }).png().toBuffer(), 'logo.png');
    const created = await api<{ id: number }>(token, 'POST', '/api/watermarks', { name: 'Logo', kind: 'image', mediaId: logo.id, accountIds: [account.id], opacity: 90 });
    expect(created.status).toBe(201);
    await page.reload();
    await page.getByTestId('watermark-item').filter({ hasText: 'Logo' }).click();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('Logo');
    await form.getByTestId('watermark-preview-mark').first().waitFor();
    await keep(page, 'image-light-en');

    // The composer shows the mark on the post's image and can switch it off for this post.
    const photo = await upload(token, await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 120, b: 160 } } }).jpeg().toBuffer(), 'photo.jpg');
    const draft = await api<{ id: number }>(token, 'POST', '/api/posts', { mode: 'draft', text: 'Spring menu', mediaIds: [photo.id], accountIds: [account.id] });
    expect(draft.status).toBe(201);
    await page.goto(`${platform.url}/composer?post=${draft.data.id}`);
    const switcher = page.getByTestId('composer-watermark');
    await switcher.getByText('On: Logo').waitFor();
    await switcher.getByTestId('watermark-preview-mark').waitFor();
    await keep(page, 'composer-light-en');
    await switcher.getByRole('switch').click();
    await switcher.getByText('Off for this post').waitFor();
    await page.getByTestId('composer-draft').click();
    await expect.poll(async () => (await api<{ watermark?: boolean }>(token, 'GET', `/api/posts/${draft.data.id}`)).data.watermark).toBe(false);

    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.goto(`${platform.url}/watermark`);
    await page.getByRole('heading', { level: 1, name: 'Filigrane de marque' }).waitFor();
    await keep(page, 'list-dark-fr');
    await setPreferences(page, { theme: 'light', locale: 'zh' });
    await page.getByRole('heading', { level: 1, name: '品牌水印' }).waitFor();
    await keep(page, 'list-light-zh');
    await setPreferences(page, { theme: 'light', locale: 'ro' });
    await page.getByRole('heading', { level: 1, name: 'Filigran de brand' }).waitFor();
    await context.close();
  });
});
