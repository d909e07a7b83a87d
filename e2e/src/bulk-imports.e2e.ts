import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTwitterPeer, type TwitterPeer } from '@cadence/posting/peers/twitter';
import { connect } from '@cadence/db';
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

  it("adds rows without a date to the account's queue: ticked in the columns, each row takes the next free slot", async () => {
    const token = await login(mara);
    const accounts = await api<{ id: number; name: string; type: string }[]>(token, 'GET', '/api/accounts');
    const account = accounts.data.find((item) => item.type === 'twitter');
    expect(account).toBeDefined();
    const slots = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ day: weekday, time: '10:00' }));
    const queue = await api<{ nextFree: string[] }>(token, 'PATCH', `/api/queues/${account?.id ?? 0}`, { timeZone: 'UTC', slots });
    expect(queue.status).toBe(200);
    const free = queue.data.nextFree;

    const folder = await mkdtemp(path.join(tmpdir(), 'cadence-bulk-queue-'));
    const file = path.join(folder, 'queue.csv');
    await writeFile(file, `text,accounts,date,time\r\nQueued one ${stamp},${account?.name ?? ''},,\r\nQueued two ${stamp},${account?.name ?? ''},,\r\n`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, platform.url, mara.email, mara.password);
    await page.goto(`${platform.url}/posts/bulk-posting`);
    await page.getByTestId('bulk-file').setInputFiles(file);
    await page.waitForURL(/import=\d+/);
    await page.getByText('2 rows: 0 ready, 2 with errors').waitFor();

    await page.getByLabel('Add rows without a date to the queue').check();
    await page.getByTestId('bulk-mapping-save').click();
    await page.getByText('2 rows: 2 ready, 0 with errors').waitFor();
    await page.getByTestId('bulk-filter-ready').click();
    await page.getByRole('cell', { name: 'Next queue slot' }).first().waitFor();
    await keep(page, 'queue-light-en');
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByLabel("Ajouter à la file d'attente les lignes sans date").waitFor();
    await keep(page, 'queue-dark-fr');

    await page.getByTestId('bulk-start').click();
    await expect
      .poll(
        async () => {
          const posts = await api<{ text: string; scheduledAt: string }[]>(token, 'GET', '/api/posts?limit=100&status=scheduled');
          return posts.data
            .filter((post) => post.text.startsWith('Queued '))
            .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))
            .map((post) => [post.text, post.scheduledAt]);
        },
        { timeout: 90_000, interval: 500 },
      )
      .toEqual([
        [`Queued one ${stamp}`, free[0]],
        [`Queued two ${stamp}`, free[1]],
      ]);
    await page.getByTestId('bulk-progress').waitFor();
    await keep(page, 'queue-done-dark-fr');
    await context.close();
  });

  it('downloads the template as an Excel workbook made in the browser and reads it back, a workbook chosen like a CSV file', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, platform.url, mara.email, mara.password);
    await page.goto(`${platform.url}/posts/bulk-posting`);
    expect(await page.getByTestId('bulk-file').getAttribute('accept')).toContain('.xlsx');
    await page.getByText('Drop a CSV file or an Excel workbook here').waitFor();

    // The menu opens from the keyboard and offers both formats.
    await page.getByTestId('bulk-template').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }).waitFor();
    await keep(page, 'template-menu-light-en');
    const csv = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV file (.csv)' }).click();
    expect((await csv).suggestedFilename()).toBe('cadence-bulk-posts.csv');

    await page.getByTestId('bulk-template').click();
    const xlsx = page.waitForEvent('download');
    await page.getByTestId('bulk-template-xlsx').click();
    const download = await xlsx;
    expect(download.suggestedFilename()).toBe('cadence-bulk-posts.xlsx');
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    // Uploaded back, its Excel dates and times read like the CSV's; its example accounts are not this workspace's.
    const folder = await mkdtemp(path.join(tmpdir(), 'cadence-bulk-xlsx-'));
    const named = path.join(folder, 'template.xlsx');
    await writeFile(named, bytes);
    await page.getByTestId('bulk-file').setInputFiles(named);
    await page.waitForURL(/import=\d+/);
    await page.getByText('3 rows: 0 ready, 3 with errors').waitFor();
    expect(await page.getByTestId('bulk-row-1').textContent()).toContain('No connected account "Bakery page" in this workspace');
    expect(await page.getByTestId('bulk-row-1').textContent()).not.toMatch(/is not a (date|time)/);
    await keep(page, 'xlsx-preview-light-en');
    await setPreferences(page, { theme: 'dark', locale: 'zh' });
    await page.goto(`${platform.url}/posts/bulk-posting`);
    await page.getByTestId('bulk-template').click();
    await page.getByRole('menuitem', { name: 'Excel 工作簿(.xlsx)' }).waitFor();
    await keep(page, 'template-menu-dark-zh');
    await context.close();
  });

  it("marks on the calendar the day a connection ends, ahead of the failure, and links to reconnecting it", async () => {
    const token = await login(mara);
    const accounts = await api<{ id: number; name: string; type: string }[]>(token, 'GET', '/api/accounts');
    const account = accounts.data.find((item) => item.type === 'twitter');
    expect(account).toBeDefined();
    // The grant that keeps the connection working ends in two days, at noon UTC.
    const ends = new Date(`${day(2)}T12:00:00Z`);
    const sql = connect({ url: platform.databaseUrl, max: 1 });
    try {
      await sql`
        update posting.social_accounts
        set refresh_expires_at = case when refresh_token_encrypted is null then refresh_expires_at else ${ends} end,
            token_expires_at = case when refresh_token_encrypted is null then ${ends} else token_expires_at end
        where id = ${account?.id ?? 0}`;
    } finally {
      await sql.end({ timeout: 5 });
    }
    const listed = await api<{ id: number; health: { state: string; expiresAt: string | null } }[]>(token, 'GET', '/api/accounts');
    expect(listed.data.find((item) => item.id === account?.id)?.health).toMatchObject({ state: 'expiring', expiresAt: ends.toISOString() });

    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: 'UTC' });
    const page = await context.newPage();
    await signIn(page, platform.url, mara.email, mara.password);
    await page.goto(`${platform.url}/posts?view=calendar`);
    const mark = page.locator(`[data-date="${day(2)}"] [data-testid="calendar-expiring"]`);
    await mark.waitFor();
    expect(await mark.getAttribute('aria-label')).toBe(`${account?.name ?? ''}: the connection ends this day. Reconnect it.`);
    expect(await page.locator('[data-testid="calendar-expiring"]').count()).toBe(1);
    await keep(page, 'calendar-expiry-light-en');
    await mark.focus();
    await mark.press('Enter');
    await page.waitForURL(/\/manage_platform$/);
    await context.close();
  });
});
