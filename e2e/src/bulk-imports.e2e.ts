import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
const mara = { name: 'Mara Quinn', email: `mara.${stamp}@northwind.test`, password: 'correct horse battery' };

beforeAll(async () => {
  x = await startTwitterPeer();
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
    ...xPeerEnv(x),
    BULK_IMPORT_POLL_MS: '200',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, mara);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await x?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.url, token, method, path, body);

const login = (user: { email: string; password: string }) => apiLogin(platform.url, user);

async function connectX(token: string): Promise<void> {
  const started = await api<{ authorizationUrl: string }>(token, 'POST', '/api/accounts/connect/twitter', {});
  expect(started.status).toBe(200);
  const atNetwork = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
  const back = await fetch(atNetwork.headers.get('location') ?? '', { redirect: 'manual' });
  expect(new URL(back.headers.get('location') ?? '', platform.url).searchParams.get('connection')).toBe('connected');
}

async function keep(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/bulk-import-${name}.png`, fullPage: true });
}

/** The wall-clock date `ahead` days from now, as the file writes it. */
function day(ahead: number): string {
  return new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
}

describe('bulk scheduling', () => {
  it('uploads 50 posts with 3 bad rows, fixes them in the preview, imports them and finds them on the calendar', async () => {
    const token = await login(mara);
    await connectX(token);
    const accounts = await api<{ id: number; name: string; type: string }[]>(token, 'GET', '/api/accounts');
    const account = accounts.data.find((item) => item.type === 'twitter');
    expect(account).toBeDefined();
    const name = account?.name ?? '';

    const rows = Array.from({ length: 50 }, (_, i) => {
      const n = i + 1;
      const text = n === 30 ? `Row ${n} ${stamp} ${'is far too long for X '.repeat(20)}` : `Row ${n} of the week ${stamp}, "fresh"`;
      const accountCell = n === 10 ? 'Nobody at all' : name;
      const date = n === 20 ? '2031-02-30' : day(1 + (i % 3));
      return `"${text.replace(/"/g, '""')}",${accountCell},${date},${String(8 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`;
    });
    const folder = await mkdtemp(path.join(tmpdir(), 'cadence-bulk-'));
    const file = path.join(folder, 'week.csv');
    await writeFile(file, `\uFEFFtext,accounts,date,time\r\n${rows.join('\r\n')}\r\n`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, mara.email, mara.password);
    await page.goto(`${platform.url}/bulk_post`);
    await page.waitForURL(/\/posts\/bulk-posting$/);
    await page.getByRole('heading', { name: 'Bulk scheduling' }).waitFor();
    await page.getByText('No file imported yet.').waitFor();
    await keep(page, 'upload-light-en');

    await page.getByTestId('bulk-file').setInputFiles(file);
    await page.waitForURL(/import=\d+/);
    await page.getByText('50 rows: 47 ready, 3 with errors').waitFor();
    const table = page.getByTestId('bulk-rows');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    expect(await page.getByTestId('bulk-row-10').textContent()).toContain('No connected account "Nobody at all" in this workspace');
    expect(await page.getByTestId('bulk-row-20').textContent()).toContain('"2031-02-30" is not a date');
    expect(await page.getByTestId('bulk-row-30').textContent()).toMatch(/X/);
    await keep(page, 'preview-light-en');

    // Fix each bad row in the preview.
    const fix = async (number: number, label: string, value: string) => {
      await page.getByTestId(`bulk-edit-${number}`).click();
      const dialog = page.getByRole('dialog', { name: `Row ${number}` });
      await dialog.getByLabel(label, { exact: true }).fill(value);
      await dialog.getByTestId('bulk-row-save').click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await fix(10, 'accounts', name);
    await fix(20, 'date', day(2));
    await page.getByTestId('bulk-edit-30').click();
    const dialog = page.getByRole('dialog', { name: 'Row 30' });
    await keep(page, 'fix-row-light-en');
    await dialog.getByLabel('text', { exact: true }).fill(`Row 30 ${stamp}, now short`);
    await dialog.getByTestId('bulk-row-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('50 rows: 50 ready, 0 with errors').waitFor();

    await page.getByTestId('bulk-start').click();
    await expect.poll(async () => page.getByTestId('bulk-progress').textContent(), { timeout: 90_000, interval: 500 }).toBe('50 imported, 0 failed, 0 skipped.');
    // Once started, every row shows with its outcome.
    await expect.poll(async () => table.locator('tbody tr').count(), { timeout: 30_000 }).toBe(50);
    expect(await page.getByTestId('bulk-row-30').textContent()).toContain('Imported');
    await keep(page, 'done-light-en');

    const posts = await api<{ status: string; text: string; scheduledAt: string }[]>(token, 'GET', '/api/posts?limit=100&status=scheduled');
    expect(posts.data.filter((post) => post.text.includes(String(stamp)))).toHaveLength(50);

    await page.getByTestId('bulk-calendar').click();
    await page.waitForURL(/view=calendar/);
    await page.getByText(`Row 1 of the week ${stamp}`, { exact: false }).first().waitFor({ timeout: 30_000 });

    // Importing the same file again makes nothing new.
    await page.goto(`${platform.url}/posts/bulk-posting`);
    await page.getByTestId('bulk-file').setInputFiles(file);
    await page.waitForURL(/import=\d+/);
    await page.getByTestId('bulk-progress').waitFor();
    const again = await api<unknown[]>(token, 'GET', '/api/posts?limit=100');
    expect(again.data).toHaveLength(50);

    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByRole('heading', { name: 'Planification en masse' }).waitFor();
    await keep(page, 'done-dark-fr');
    await page.goto(`${platform.url}/posts/bulk-posting`);
    await setPreferences(page, { theme: 'dark', locale: 'zh' });
    await page.getByRole('heading', { name: '批量排期' }).waitFor();
    await keep(page, 'upload-dark-zh');
    await context.close();
  });
});
