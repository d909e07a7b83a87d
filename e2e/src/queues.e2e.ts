import { tmpdir } from 'node:os';
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
const lena = { name: 'Lena Okafor', email: `lena.${stamp}@northwind.test`, password: 'correct horse battery' };
const shots = process.env.E2E_SHOTS_DIR ?? tmpdir();

beforeAll(async () => {
  [x, pds] = await Promise.all([startTwitterPeer(), startBlueskyPds()]);
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
    ...xPeerEnv(x),
    BLUESKY_SERVICE_URL: pds.url,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, lena);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await pds?.stop();
  await x?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.url, token, method, path, body);

const login = () => apiLogin(platform.url, lena);

async function connectX(token: string): Promise<void> {
  const started = await api<{ authorizationUrl: string }>(token, 'POST', '/api/accounts/connect/twitter', {});
  expect(started.status).toBe(200);
  const atNetwork = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
  const back = await fetch(atNetwork.headers.get('location') ?? '', { redirect: 'manual' });
  expect(new URL(back.headers.get('location') ?? '', platform.url).searchParams.get('connection')).toBe('connected');
}

interface QueueView {
  accountId: number;
  slots: { day: number; time: string }[];
  paused: boolean;
  entries: { postId: number; slotAt: string }[];
}

async function queues(token: string): Promise<QueueView[]> {
  return (await api<{ queues: QueueView[] }>(token, 'GET', '/api/queues')).data.queues;
}

/** Adds `time` on every day of the week to the open account's slots and saves them. */
async function addEveryDay(page: Page, time: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Every day' }).click();
  await page.getByTestId('slot-time').fill(time);
  await page.getByTestId('slot-add').click();
  await page.getByTestId('slots-save').click();
  await page.getByText(`Slots saved for ${name}`).first().waitFor();
  await page.getByTestId('slots-save').and(page.locator(':disabled')).waitFor();
}

async function queuePost(page: Page, text: string, accountIds: number[], screenshot?: string): Promise<void> {
  await page.goto(`${platform.url}/composer`);
  for (const id of accountIds) await page.getByTestId(`account-${id}`).click();
  await page.getByTestId('composer-text').fill(text);
  if (screenshot) await page.screenshot({ path: `${shots}/${screenshot}.png`, fullPage: true });
  await page.getByTestId('composer-queue').click();
  await page.waitForURL(/\/schedules/);
}

describe('posting queues', () => {
  it('sets weekly slots, adds two posts to the queue from the composer, reorders them by keyboard and by dragging, and shows them on the calendar', async () => {
    const token = await login();
    await connectX(token);
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, lena.email, lena.password);
    await page.goto(`${platform.url}/manage_platform`);
    await page.getByRole('button', { name: 'Connect: Bluesky' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Bluesky' });
    await dialog.getByLabel('Handle or e-mail').fill(`@${pds.handle}`);
    await dialog.getByLabel('App password').fill(pds.appPassword);
    await dialog.getByLabel('PDS URL').fill(pds.url);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const accounts = (await api<{ id: number; type: string; name: string }[]>(token, 'GET', '/api/accounts')).data;
    const xAccount = accounts.find((account) => account.type === 'twitter');
    const bluesky = accounts.find((account) => account.type === 'bluesky');
    if (!xAccount || !bluesky) throw new Error('the accounts were not connected');

    // The queues screen, reached from the menu; a queue without slots says so.
    await page.goto(`${platform.url}/schedules?account=${xAccount.id}`);
    await page.getByRole('heading', { level: 1, name: 'Posting queues' }).waitFor();
    await page.getByTestId('queue-empty').waitFor();
    expect(await page.getByTestId('queue-empty').textContent()).toContain('Add posting slots first');
    await addEveryDay(page, '09:00', xAccount.name);
    await addEveryDay(page, '17:30', xAccount.name);
    await page.getByTestId(`queue-account-${bluesky.id}`).click();
    await page.waitForURL(new RegExp(`account=${bluesky.id}`));
    await addEveryDay(page, '12:15', bluesky.name);
    const saved = await queues(token);
    expect(saved.find((q) => q.accountId === xAccount.id)?.slots).toHaveLength(14);
    expect(saved.find((q) => q.accountId === bluesky.id)?.slots).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, time: '12:15' })));

    // Two posts from the composer's "Add to queue": each account gives them its own next free slot.
    const first = `First in the queue ${stamp}`;
    const second = `Second in the queue ${stamp}`;
    await queuePost(page, first, [xAccount.id, bluesky.id], 'queues-composer');
    await queuePost(page, second, [xAccount.id]);
    const posts = (await api<{ id: number; text: string; scheduledAt: string; targets: { accountId: number; scheduledAt: string }[] }[]>(token, 'GET', '/api/posts?limit=100')).data;
    const one = posts.find((p) => p.text === first);
    const two = posts.find((p) => p.text === second);
    if (!one || !two) throw new Error('the queued posts are missing');
    const slotOf = (post: typeof one, accountId: number) => post.targets.find((t) => t.accountId === accountId)?.scheduledAt ?? '';
    expect(slotOf(one, xAccount.id)).not.toBe(slotOf(one, bluesky.id));
    expect(new Date(slotOf(one, xAccount.id)).getTime()).toBeLessThan(new Date(slotOf(two, xAccount.id)).getTime());

    await page.goto(`${platform.url}/schedules?account=${xAccount.id}`);
    const list = page.getByTestId('queue-list');
    await list.waitFor();
    const order = async () => (await list.locator('li[data-testid^="queue-entry-"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-testid'))));
    expect(await order()).toEqual([`queue-entry-${one.id}`, `queue-entry-${two.id}`]);
    const slots = await list.getByTestId('queue-entry-slot').allTextContents();
    await page.screenshot({ path: `${shots}/queues-light-en.png`, fullPage: true });

    // Keyboard: the first post's "Move down" button.
    await page.getByTestId(`queue-entry-${one.id}`).getByTestId('queue-down').focus();
    await page.keyboard.press('Enter');
    await page.getByText('Queue reordered').first().waitFor();
    await expect.poll(order).toEqual([`queue-entry-${two.id}`, `queue-entry-${one.id}`]);
    // The slot times stay where they were; the posts took them in the new order.
    expect(await list.getByTestId('queue-entry-slot').allTextContents()).toEqual(slots);
    let state = (await queues(token)).find((q) => q.accountId === xAccount.id);
    expect(state?.entries.map((e) => e.postId)).toEqual([two.id, one.id]);

    // Dragging the first post below the second puts them back.
    const handle = page.getByTestId(`queue-entry-${two.id}`).getByRole('button', { name: /^Move post:/ });
    const target = page.getByTestId(`queue-entry-${one.id}`);
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the queue is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
    await page.mouse.move(to.x + 20, to.y + to.height - 4, { steps: 12 });
    await page.mouse.up();
    await expect.poll(async () => (await queues(token)).find((q) => q.accountId === xAccount.id)?.entries.map((e) => e.postId)).toEqual([one.id, two.id]);
    await expect.poll(order).toEqual([`queue-entry-${one.id}`, `queue-entry-${two.id}`]);

    // Paused: the queue says so and still lists its posts.
    await page.getByTestId('queue-pause').click();
    await page.getByTestId('queue-paused').waitFor();
    state = (await queues(token)).find((q) => q.accountId === xAccount.id);
    expect(state?.paused).toBe(true);
    await page.screenshot({ path: `${shots}/queues-paused.png`, fullPage: true });
    await page.getByTestId('queue-pause').click();
    await page.getByTestId('queue-paused').waitFor({ state: 'hidden' });

    // Both posts are on the calendar at their first slot.
    await page.goto(`${platform.url}/posts?view=calendar`);
    for (const post of [one, two]) {
      const event = page.getByTestId(`calendar-post-${post.id}`);
      await event.first().waitFor();
      expect(await event.first().getAttribute('data-status')).toBe('scheduled');
    }

    await page.goto(`${platform.url}/schedules?account=${xAccount.id}`);
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByRole('heading', { level: 1, name: 'Files de publication' }).waitFor();
    await page.getByTestId('queue-list').waitFor();
    await page.screenshot({ path: `${shots}/queues-dark-fr.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('queue-list').waitFor();
    await page.screenshot({ path: `${shots}/queues-narrow.png`, fullPage: true });
    await context.close();
  }, 300_000);
});
