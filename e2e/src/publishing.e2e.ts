import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBlueskyPds, type BlueskyPds } from '@cadence/posting/peers/bluesky';
import { startWordPress, type WordPressSite } from '@cadence/posting/peers/wordpress';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi } from './platform-api';

let pds: BlueskyPds;
let wordpress: WordPressSite;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const maya = { name: 'Maya Lambert', email: `maya.${stamp}@northwind.test`, password: 'correct horse battery' };
const text = `Spring collection, live from the e2e run ${stamp}`;

beforeAll(async () => {
  pds = await startBlueskyPds();
  wordpress = await startWordPress();
  platform = await startPlatform({
    // The PDS and WordPress listen on 127.0.0.1.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
    BLUESKY_SERVICE_URL: pds.url,
    POSTING_POLL_MS: '250',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, maya);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await wordpress?.stop();
  await pds?.stop();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.url, token, method, path, body);

const login = () => apiLogin(platform.url, maya);

/** The wall clock of `at` in UTC (the new account's profile time zone), as the scheduling fields take it. */
function wallClock(at: Date): { date: string; time: string } {
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Reloads the list until every account of the post has an outcome (the list polls only while a post is publishing). */
async function waitForOutcomes(page: Page, count: number): Promise<void> {
  const settled = page.locator('[data-testid^="target-"][data-status="posted"], [data-testid^="target-"][data-status="failed"]');
  for (let round = 0; round < 60 && (await settled.count()) < count; round++) {
    await page.waitForTimeout(4000);
    await page.reload();
    await page.getByRole('table').waitFor();
  }
}

/** Opens a network's app-password dialog, fills it by its labels and waits for the dialog to close on success. */
async function connectWithPassword(page: Page, network: string, fields: [label: string, value: string][]): Promise<void> {
  await page.getByRole('button', { name: `Connect: ${network}` }).click();
  const dialog = page.getByRole('dialog', { name: `Connect ${network}` });
  await dialog.waitFor();
  for (const [label, value] of fields) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

describe('publishing', () => {
  it('schedules a post with an image to Bluesky and WordPress, shows it on the calendar, then its outcome on each account', async () => {
    const token = await login();
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, maya.email, maya.password);

    // Both accounts are connected through their app-password dialogs on /manage_platform.
    await page.goto(`${platform.url}/manage_platform`);
    // The handle as people write it, with its "@".
    await connectWithPassword(page, 'Bluesky', [
      ['Handle or e-mail', `@${pds.handle}`],
      ['App password', pds.appPassword],
      ['PDS URL', pds.url],
    ]);
    await connectWithPassword(page, 'WordPress (self-hosted)', [
      ['Site URL', wordpress.url],
      ['Username', wordpress.username],
      ['Application password', wordpress.appPassword],
    ]);
    const accounts = await api<{ id: number; type: string; name: string; health: { state: string } }[]>(token, 'GET', '/api/accounts');
    const bluesky = accounts.data.find((account) => account.type === 'bluesky');
    const site = accounts.data.find((account) => account.type === 'wordpress-org');
    expect(bluesky?.health.state).toBe('valid');
    expect(site?.health.state).toBe('valid');
    if (!bluesky || !site) throw new Error('the accounts were not connected');
    for (const account of [bluesky, site]) await page.getByRole('button', { name: `Disconnect: ${account.name}` }).waitFor();

    await page.goto(`${platform.url}/composer`);
    await page.getByTestId(`account-${bluesky.id}`).click();
    await page.getByTestId(`account-${site.id}`).click();
    await page.getByTestId('composer-text').fill(text);

    // The image comes from the media library's picker (uploaded there).
    await page.getByTestId('composer-media-add').click();
    const picker = page.getByRole('dialog');
    await picker.locator('input[type="file"]').setInputFiles({ name: 'launch.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await picker.getByRole('button', { name: 'Add 1' }).click();
    await page.locator('#composer-media img').first().waitFor();
    expect(await page.locator('#composer-media img').count()).toBe(1);

    await page.getByTestId('tab-wordpress-org').click();
    await page.getByLabel('Title').fill('Spring collection');
    await page.getByRole('combobox', { name: 'Featured image' }).click();
    await page.getByRole('option', { name: 'Media 1' }).click();

    const due = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
    const { date, time } = wallClock(due);
    await page.getByTestId('schedule-date').fill(date);
    await page.getByTestId('schedule-time').fill(time);
    await page.getByTestId('composer-schedule').click();

    await page.waitForURL(/\/posts\?view=calendar/);
    const event = page.locator('[data-testid^="calendar-post-"]', { hasText: text });
    await event.waitFor();
    expect(await event.getAttribute('data-status')).toBe('scheduled');

    await page.getByTestId('view-list').click();
    await page.getByRole('table').waitFor();
    await waitForOutcomes(page, 2);
    const targets = page.locator('[data-testid^="target-"]');
    expect(await targets.count()).toBe(2);
    for (const target of await targets.all()) {
      expect(await target.getAttribute('data-status')).toBe('posted');
      expect(await target.getByRole('link', { name: 'View post' }).getAttribute('href')).toMatch(/^https?:\/\//);
    }

    const feed = await pds.agent.com.atproto.repo.listRecords({ repo: pds.did, collection: 'app.bsky.feed.post' });
    const record = feed.data.records.find((item) => (item.value as { text?: string }).text === text);
    expect(record).toBeDefined();
    expect((record?.value as { embed?: { $type?: string } }).embed?.$type).toBe('app.bsky.embed.images');

    const published = (await (await fetch(`${wordpress.url}/wp-json/wp/v2/posts?search=${encodeURIComponent(String(stamp))}`)).json()) as { title: { rendered: string }; featured_media: number }[];
    expect(published).toHaveLength(1);
    expect(published[0]?.title.rendered).toBe('Spring collection');
    expect(published[0]?.featured_media).toBeGreaterThan(0);
    await context.close();
  }, 420_000);

  it('tells a client which networks need no set-up and which are not available yet, keeps a draft without accounts, and opens /draft and /Scheduled-post on their lists', async () => {
    const token = await login();
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, maya.email, maya.password);

    await page.goto(`${platform.url}/manage_platform`);
    const tiktok = page.getByRole('article', { name: 'TikTok' });
    await tiktok.waitFor();
    expect(await tiktok.textContent()).toContain('Not available on this server yet.');
    expect(await page.getByRole('article', { name: 'Bluesky' }).textContent()).toContain('Nothing to set up on the server');
    expect(await page.getByRole('article', { name: 'WordPress (self-hosted)' }).textContent()).toContain('Nothing to set up on the server');
    expect(await page.locator('main').textContent()).not.toMatch(/CLIENT_KEY|CLIENT_SECRET|APP_ID|APP_SECRET/);
    await page.screenshot({ path: `${shots}/manage-platform-client.png`, fullPage: true });

    // Reconnect opens with what the site was connected with; only the password is typed again.
    const accounts = await api<{ id: number; type: string; name: string }[]>(token, 'GET', '/api/accounts');
    const site = accounts.data.find((account) => account.type === 'wordpress-org');
    if (!site) throw new Error('the WordPress site is not connected');
    await page.getByRole('button', { name: `Reconnect: ${site.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reconnect ${site.name}` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Site URL').inputValue()).toBe(wordpress.url);
    expect(await dialog.getByLabel('Username').inputValue()).toBe(wordpress.username);
    expect(await dialog.getByLabel('Application password').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // A draft before any account is chosen.
    const idea = `An idea without accounts ${stamp}`;
    await page.goto(`${platform.url}/composer`);
    await page.getByTestId('composer-text').fill(idea);
    await page.getByTestId('composer-draft').click();
    await page.waitForURL(/\/posts\?status=draft/);
    const drafts = await api<{ text: string; status: string; targets: unknown[] }[]>(token, 'GET', '/api/posts?status=draft&limit=100');
    expect(drafts.data.find((post) => post.text === idea)).toMatchObject({ status: 'draft', targets: [] });

    await page.goto(`${platform.url}/draft`);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Draft posts');
    expect(await page.getByRole('table').textContent()).toContain(idea);

    const later = `Scheduled for next week ${stamp}`;
    const bluesky = accounts.data.find((account) => account.type === 'bluesky');
    const created = await api(token, 'POST', '/api/posts', { mode: 'schedule', text: later, accountIds: [bluesky?.id], scheduledAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    expect(created.status).toBe(201);
    await page.goto(`${platform.url}/Scheduled-post`);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Scheduled posts');
    expect(await page.getByRole('table').textContent()).toContain(later);
    expect(await page.getByRole('table').textContent()).not.toContain(idea);
    await context.close();
  }, 240_000);

  it('previews a link card and takes one alt text per image; a post that WordPress refuses after its password is revoked reads as partly published, with Reconnect instead of Retry', async () => {
    const token = await login();
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, maya.email, maya.password);
    const accounts = await api<{ id: number; type: string; name: string }[]>(token, 'GET', '/api/accounts');
    const bluesky = accounts.data.find((account) => account.type === 'bluesky');
    const site = accounts.data.find((account) => account.type === 'wordpress-org');
    if (!bluesky || !site) throw new Error('the accounts are not connected');

    // The composer previews the card the linked page gives (read by the server through its guard).
    const article = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Spring</title><meta property="og:title" content="Spring collection"><meta property="og:description" content="Twelve new pieces">');
    });
    await new Promise<void>((resolve) => article.listen(0, '127.0.0.1', resolve));
    const articleUrl = `http://127.0.0.1:${(article.address() as AddressInfo).port}/spring`;
    await page.goto(`${platform.url}/composer`);
    await page.getByTestId(`account-${bluesky.id}`).click();
    await page.getByTestId('composer-text').fill(`Read ${articleUrl} today`);
    const card = page.getByTestId('preview-bluesky').getByTestId('preview-link-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('Spring collection');
    expect(await card.textContent()).toContain('Twelve new pieces');
    await new Promise((resolve) => article.close(resolve));

    // One alt text field per image: a description with a comma stays one description.
    await page.getByTestId('composer-media-add').click();
    const picker = page.getByRole('dialog');
    await picker.locator('input[type="file"]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await picker.getByRole('button', { name: /^Add \d+$/ }).click();
    await page.locator('#composer-media img').first().waitFor();
    await page.getByTestId('tab-bluesky').click();
    await page.getByLabel('Alt text, media 1').fill('Bread, butter and jam');
    expect(await page.getByLabel('Alt text, media 1').inputValue()).toBe('Bread, butter and jam');
    await page.screenshot({ path: `${shots}/composer-alt-texts.png`, fullPage: true });

    // WordPress stops accepting the application password; a post to both accounts goes out on Bluesky only.
    await wordpress.php('WP_Application_Passwords::delete_all_application_passwords(1);');
    const half = `Half published ${stamp}`;
    const created = await api<{ id: number }>(token, 'POST', '/api/posts', {
      mode: 'now',
      text: half,
      accountIds: [bluesky.id, site.id],
      settings: { 'wordpress-org': { title: 'Half published' } },
    });
    expect(created.status).toBe(201);
    let status = '';
    for (let round = 0; round < 120 && status !== 'failed'; round++) {
      await page.waitForTimeout(500);
      status = (await api<{ status: string }>(token, 'GET', `/api/posts/${created.data.id}`)).data.status;
    }
    expect(status).toBe('failed');

    await page.goto(`${platform.url}/posts?status=failed&partial=true`);
    await page.getByRole('table').waitFor();
    const row = page.getByRole('row').filter({ hasText: half });
    await row.waitFor();
    expect(await row.getByTestId('post-status').getAttribute('data-partial')).toBe('true');
    expect(await row.getByTestId('post-status').textContent()).toContain('Partly published');
    // The link follows the accounts' state, which loads beside the list.
    await row.getByRole('link', { name: 'Reconnect the account to retry' }).waitFor();
    expect(await row.getByRole('link', { name: 'Reconnect the account to retry' }).count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await row.textContent()).toContain('WordPress no longer accepts this application password');
    await page.screenshot({ path: `${shots}/posts-partial.png`, fullPage: true });
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByRole('row').filter({ hasText: half }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: half }).getByTestId('post-status').textContent()).toContain('Publiée en partie');
    await page.screenshot({ path: `${shots}/posts-partial-dark-fr.png`, fullPage: true });
    await setPreferences(page, { theme: 'light', locale: 'en' });

    await page.goto(`${platform.url}/manage_platform`);
    const broken = page.getByRole('listitem').filter({ hasText: site.name });
    await broken.getByText('WordPress no longer accepts this application password', { exact: false }).waitFor();
    // The site's Gravatar picture cannot load from here: its initials stand in, not a broken image.
    await broken.getByText(site.name.trim().slice(0, 2).toUpperCase(), { exact: true }).waitFor();
    expect(await broken.locator('img').count()).toBe(0);
    await context.close();
  }, 240_000);

  it("says when a chosen time does not exist or happens twice in the post's zone, and that the zone is this post's only", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, maya.email, maya.password);
    await page.goto(`${platform.url}/composer`);
    await page.getByText("This post's zone only; your profile's zone is changed in Profile settings.").waitFor();
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.getByRole('combobox', { name: 'Search time zones' }).fill('Bucharest');
    await page.getByRole('option', { name: /Europe\/Bucharest/ }).click();
    // Bucharest jumps from 03:00 to 04:00 on 2027-03-28.
    await page.getByTestId('schedule-date').fill('2027-03-28');
    await page.getByTestId('schedule-time').fill('03:30');
    const note = page.getByTestId('schedule-clock-change');
    await note.getByText('03:30 does not exist that day in Europe/Bucharest: the clocks go forward an hour. The post goes out at 04:30.').waitFor();
    expect(await page.locator('#schedule-summary').textContent()).toContain('4:30');
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/composer-clock-change.png` });
    // ... and goes back from 04:00 to 03:00 on 2027-10-31.
    await page.getByTestId('schedule-date').fill('2027-10-31');
    await note.getByText(/^03:30 happens twice that night in Europe\/Bucharest: the clocks go back an hour\. The post goes out at the (first|second) 03:30\.$/).waitFor();
    await page.getByTestId('schedule-time').fill('05:00');
    await note.waitFor({ state: 'detached' });
    // "No later than": off by default; switched on it starts two hours after the post's time.
    await page.getByRole('switch', { name: 'Give up if not published by' }).click();
    expect(await page.getByTestId('publish-by-date').inputValue()).toBe('2027-10-31');
    expect(await page.getByTestId('publish-by-time').inputValue()).toBe('07:00');
    expect(await page.locator('#publish-by-summary').textContent()).toMatch(/^If a network does not answer, the post is tried until Oct 31, 2027, 7:00\sAM, then given up on that network\.$/);
    await context.close();
  });
});

const shots = process.env.E2E_SHOTS_DIR ?? tmpdir();

/** A 120×80 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABHUlEQVR4nO3U0YkDARTDwPS6kP7VQRrIb86PY8AVCFmv5509v4fwQvn5E9WADuj+09sYHdDNNWR0c3DS0c1pdEA315DRzcFJRzen0QHdXENGNwcnHd2cRgd0cw0Z3RycdHRzGh3QzTVkdHNw0tHNaXRAN9eQ0c3BSUc3p9EB3VxDRjcHJx3dnEYHdHMNGd0cnHR0cxod0M01ZHRzcNLRzWl0QDfXkNHNwUlHN6fRAd1cQ0Y3Bycd3ZxGB3RzDRndHJx0dHMaHdDNNWR0c3DS0c1pdEA315DRzcFJRzen0QHdXENGNwcnHd2cRgd0cw0Z3RycdHRzGh3QzTVkdHNw0tHNaXRAN9eQ0c3BSUc3p9EB3VxDRjcHJx3NmX7dB0RpwsFvB52AAAAAAElFTkSuQmCC';
