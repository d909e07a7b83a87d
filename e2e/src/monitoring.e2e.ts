import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { buildGateway } from '@cadence/gateway';
import type { Platform } from '@cadence/service-kit';
import { launchBrowser } from './browser';
import { apiLogin } from './platform-api';
import { setPreferences, signIn, signUpClient } from './shell-session';

/**
 * Staff watch the platform at /post/monitoring under a staged failure: posting's copy of the
 * users refuses every insert (a trigger), so the next sign-up's auth.user.registered fills
 * posting's dead letters; the card shows them live and /metrics counts them; once the trigger
 * is gone (the cause fixed), Replay in the screen drains them. With MONITORING_SHOTS_DIR set
 * the screens are saved as pictures (light, dark, French).
 */
let database: TestDatabase;
let dataDir: string;
let platform: Platform;
let url: string;
let browser: Browser;
const stamp = Date.now();
const METRICS_TOKEN = 'e2e-metrics-token-0123456789';
const admin = { email: `admin.${stamp}@monitoring.test`, password: 'correct horse battery staple' };
const cleo = { name: 'Cleo Client', email: `cleo.${stamp}@monitoring.test`, password: 'correct horse battery' };
const dara = { name: 'Dara Late', email: `dara.${stamp}@monitoring.test`, password: 'correct horse battery' };
const shots = process.env.MONITORING_SHOTS_DIR;

beforeAll(async () => {
  database = await createTestDatabase('e2e_monitoring');
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-monitoring-'));
  platform = await buildGateway({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    // The staged failure is logged at every retry; the walk asserts what staff see instead.
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_MAX: '10000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    METRICS_TOKEN,
    NOTIFICATIONS_MONITORING_INTERVAL_MS: '1000',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  url = (await platform.listen()).replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
  await signUpClient(url, cleo);
  // Cleo's library holds one image: storage per workspace has a row.
  const form = new FormData();
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer();
  form.append('file', new Blob([new Uint8Array(png)]), 'garden.png');
  const uploaded = await fetch(`${url}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${await apiLogin(url, cleo)}` }, body: form });
  expect(uploaded.status).toBe(201);
  if (shots) await mkdir(shots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(shots, `monitoring-${name}.png`), fullPage: true });
}

async function signedIn(user: { email: string; password: string }, preferences?: Parameters<typeof setPreferences>[1]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, url, user.email, user.password);
  if (preferences) await setPreferences(page, preferences);
  return page;
}

async function scrape(): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

const sql = () => {
  if (!platform.sql) throw new Error('no database');
  return platform.sql;
};

describe('monitoring services in the browser', () => {
  it('shows a consumer that throws filling the dead letters, and replay draining them once the cause is fixed', async () => {
    const page = await signedIn(admin, { theme: 'light' });
    await page.goto(`${url}/post/monitoring`);
    await page.getByRole('heading', { level: 1, name: 'Monitoring services' }).waitFor();
    const postingCard = page.getByTestId('service-card-posting');
    await postingCard.getByText('Ready', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('dead-letters-posting').textContent()).toBe('0');
    for (const name of ['auth', 'notifications', 'content', 'billing', 'ai', 'analytics', 'support', 'live']) {
      await page.getByTestId(`service-card-${name}`).getByText('Ready', { exact: true }).waitFor();
    }

    // The staged failure: posting's copy of the users refuses inserts.
    await sql().unsafe(`
      create function posting.staged_failure() returns trigger language plpgsql as $$ begin raise exception 'staged failure: users copy refuses writes'; end $$;
      create trigger staged_failure before insert on posting.users for each row execute function posting.staged_failure();`);
    await signUpClient(url, dara);

    // The consumer retries, then dead-letters the event: the card shows it without a reload.
    await expect.poll(() => page.getByTestId('dead-letters-posting').textContent(), { timeout: 20_000 }).toBe('1');
    expect(await scrape()).toMatch(/^cadence_dead_letters_unresolved\{service="posting",consumer="posting",process="all-in-one"\} 1$/m);
    await postingCard.getByRole('button', { name: 'Show dead letters of Publishing' }).click();
    const list = page.getByTestId('dead-letter-list-posts');
    await list.getByText('auth.user.registered').waitFor();
    await list.getByText(/Failed query: insert into "posting"\."users"/).waitFor();
    await shot(page, 'dead-letter-light');

    // Replayed while the cause is still there: it fails again and stays.
    await list.getByRole('button', { name: /^Replay event auth\.user\.registered/ }).click();
    await list.getByRole('status').getByText(/failed again/).waitFor();
    expect(await page.getByTestId('dead-letters-posting').textContent()).toBe('1');

    // The cause fixed, replay applies it and the dead letters drain.
    await sql().unsafe('drop trigger staged_failure on posting.users; drop function posting.staged_failure();');
    await list.getByRole('button', { name: /^Replay event auth\.user\.registered/ }).click();
    await list.getByRole('status').getByText('Event auth.user.registered handled.').waitFor();
    await expect.poll(() => page.getByTestId('dead-letters-posting').textContent()).toBe('0');
    await list.getByText('No dead letters: every event was handled.').waitFor();
    expect((await sql()`select count(*)::int as n from posting.users where email = ${dara.email}`)[0]?.n).toBe(1);
    expect(await scrape()).not.toMatch(/^cadence_dead_letters_unresolved\{service="posting"/m);
    await shot(page, 'services-light');

    // Delivery queue, storage, mail log and the processes, each its own tab kept in the address.
    await page.getByRole('tab', { name: 'Delivery queue' }).click();
    await page.waitForURL(/tab=delivery/);
    await page.getByTestId('monitoring-delivery').getByText('Per network').waitFor();
    expect(await page.getByTestId('delivery-due').textContent()).toBe('0');
    await shot(page, 'delivery-light');

    await page.getByRole('tab', { name: 'Storage' }).click();
    const storage = page.getByTestId('monitoring-storage');
    await storage.getByRole('cell', { name: /^Workspace \d+$/ }).first().waitFor();
    expect(await storage.getByRole('row').count()).toBe(2);
    await shot(page, 'storage-light');

    await page.getByRole('tab', { name: 'Mail log' }).click();
    const mail = page.getByTestId('monitoring-mail');
    await mail.getByRole('cell', { name: dara.email }).first().waitFor();
    await shot(page, 'mail-light');
    // Without an SMTP server every mail is kept: none was sent.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sent' }).click();
    await mail.getByText('No mail yet.').waitFor();

    await page.getByRole('tab', { name: 'State' }).click();
    const state = page.getByTestId('monitoring-state');
    await state.getByRole('cell', { name: 'all-in-one' }).waitFor();
    await state.getByText(`pid ${process.pid}`).waitFor();
    await shot(page, 'state-light');

    // Keyboard: the tabs move with the arrow keys.
    await page.getByRole('tab', { name: 'State' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForURL(/tab=mail/);
    await page.context().close();
  });

  it('reads in the other themes and languages', async () => {
    const dark = await signedIn(admin, { theme: 'dark' });
    await dark.goto(`${url}/post/monitoring?tab=delivery`);
    await dark.getByTestId('monitoring-delivery').waitFor();
    await shot(dark, 'delivery-dark');
    await dark.goto(`${url}/post/monitoring`);
    await dark.getByTestId('service-card-posting').getByText('Ready', { exact: true }).waitFor();
    await shot(dark, 'services-dark');
    await dark.context().close();

    const french = await signedIn(admin, { theme: 'light', locale: 'fr' });
    await french.goto(`${url}/post/monitoring`);
    await french.getByRole('heading', { level: 1, name: 'Surveillance des services' }).waitFor();
    await french.getByTestId('service-card-posting').getByText('Prêt', { exact: true }).waitFor();
    await shot(french, 'services-fr');
    await french.context().close();
  });

  it('keeps alert thresholds: added, checked against the live figure, changed and removed, by keyboard too', async () => {
    const page = await signedIn(admin);
    await page.goto(`${url}/post/monitoring?tab=thresholds`);
    const card = page.getByTestId('monitoring-thresholds');
    await card.getByText('No threshold yet: add one to be alerted when a figure goes over it.').waitFor();
    await shot(page, 'thresholds-empty-light');

    // Dead letters of Publishing over 0: the first test replayed them all, so it is within its limit.
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: 'Publishing' }).click();
    await page.getByLabel('Alert above').fill('0');
    await page.getByRole('button', { name: 'Add threshold' }).click();
    const row = page.getByTestId('threshold-dead_letters-posting');
    await row.getByText('Within limit').waitFor();
    await row.getByRole('cell', { name: '0', exact: true }).waitFor();

    // The oldest due post is always posting's: the service picker is off for it.
    await page.getByRole('combobox', { name: 'Figure' }).click();
    await page.getByRole('option', { name: 'Oldest due post waiting (s)' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Service' }).isDisabled()).toBe(true);
    await page.getByLabel('Alert above').fill('600');
    await page.getByLabel('Alert above').press('Enter');
    await page.getByTestId('threshold-oldest_due_seconds-posting').getByText('Within limit').waitFor();
    await shot(page, 'thresholds-light');

    // The same figure twice is refused with the service's message.
    await page.getByRole('button', { name: 'Add threshold' }).click();
    await card.getByText('A threshold already watches this figure of this service; change its limit instead').waitFor();

    const limit = page.getByLabel('Limit of Dead letters for Publishing', { exact: true });
    await limit.fill('5');
    await limit.press('Enter');
    await expect.poll(async () => (await sql()<{ limit: number }[]>`select "limit" from notifications.monitoring_thresholds where metric = 'dead_letters'`)[0]?.limit).toBe(5);

    await page.getByRole('button', { name: 'Remove the threshold of Oldest due post waiting (s) for Publishing' }).click();
    await page.getByTestId('threshold-oldest_due_seconds-posting').waitFor({ state: 'detached' });
    await page.context().close();

    const dark = await signedIn(admin, { theme: 'dark' });
    await dark.goto(`${url}/post/monitoring?tab=thresholds`);
    await dark.getByTestId('threshold-dead_letters-posting').getByText('Within limit').waitFor();
    await shot(dark, 'thresholds-dark');
    await dark.context().close();

    const french = await signedIn(admin, { theme: 'light', locale: 'fr' });
    await french.goto(`${url}/post/monitoring?tab=thresholds`);
    await french.getByTestId('threshold-dead_letters-posting').getByText('Dans la limite').waitFor();
    await shot(french, 'thresholds-fr');
    await french.context().close();
  });

  it('is closed to a client without MonitoringServices', async () => {
    const page = await signedIn(cleo);
    await page.goto(`${url}/post/monitoring`);
    await page.waitForURL((address) => !address.pathname.startsWith('/post/monitoring'));
    expect(await page.getByRole('heading', { level: 1, name: 'Monitoring services' }).count()).toBe(0);
    await page.context().close();
  });
});
