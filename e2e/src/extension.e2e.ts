import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { startBlueskyPds, type BlueskyPds } from '@cadence/posting/peers/bluesky';
import { CHROMIUM, browserEnv, shiftPages } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { apiLogin, callApi } from './platform-api';
import { setPreferences, signIn, signUpClient } from './shell-session';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shots = process.env.EXTENSION_SHOTS_DIR;
let pds: BlueskyPds;
let platform: RunningPlatform;
let context: BrowserContext;
let pageServer: Server;
let pageUrl = '';
let extensionDir = '';
let profileDir = '';
const stamp = Date.now();
const maya = { name: 'Maya Lambert', email: `maya.ext.${stamp}@northwind.test`, password: 'correct horse battery' };
const quote = `Boots that last a decade ${stamp}`;

/**
 * The built extension, as a store would get it, except that host access to the local platform is
 * granted up front: a headless browser cannot click the permission prompt of the sign-in.
 */
async function buildExtension(): Promise<string> {
  execFileSync('npm', ['run', 'build:chrome', '-w', '@cadence/extension'], { cwd: root, stdio: 'ignore' });
  const dir = await mkdtemp(path.join(tmpdir(), 'cadence-extension-'));
  await cp(path.join(root, 'extension/build/chrome-mv3-prod'), dir, { recursive: true });
  const manifestPath = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
  await writeFile(manifestPath, JSON.stringify({ ...manifest, host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'] }));
  return dir;
}

beforeAll(async () => {
  extensionDir = await buildExtension();
  pds = await startBlueskyPds();
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
    BLUESKY_SERVICE_URL: pds.url,
    POSTING_POLL_MS: '250',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  await signUpClient(platform.url, maya);

  // A page to share from: a paragraph to select and its og:image.
  const image = await sharp({ create: { width: 600, height: 315, channels: 3, background: '#2f6f4e' } }).png().toBuffer();
  pageServer = createServer((request, response) => {
    if (request.url === '/boots.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      response.end(image);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Northwind boots</title><meta property="og:image" content="/boots.png"></head><body><h1>Northwind boots</h1><p id="quote">${quote}</p></body></html>`);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/boots`;

  profileDir = await mkdtemp(path.join(tmpdir(), 'cadence-profile-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    // Extensions load only in the new headless mode, given as a flag.
    headless: false,
    viewport: { width: 1280, height: 900 },
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
    ...browserEnv(),
  });
  await shiftPages(context);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await new Promise<void>((resolve) => (pageServer ? pageServer.close(() => resolve()) : resolve()));
  await platform?.close();
  await pds?.stop();
  for (const dir of [extensionDir, profileDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

type ExtensionGlobal = { chrome: { storage: { local: { get(keys: null): Promise<Record<string, unknown>> } } } };

/** The keys in the extension's storage, read in its service worker. */
function storedKeys(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => Object.keys(await (globalThis as unknown as ExtensionGlobal).chrome.storage.local.get(null)));
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: path.join(shots, `extension-${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('the browser extension', () => {
  it('signs in through the dashboard, shares a selection from a page and schedules it to Bluesky, where it is published', async () => {
    const zip = await stat(path.join(root, 'extension/build/chrome-mv3-prod')).then(() => stat(path.join(root, 'extension/build/chrome-mv3-prod.zip')).catch(() => null));
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const popupUrl = `chrome-extension://${extensionId}/popup.html`;

    // The Bluesky account on the local PDS, connected with its app password.
    const token = await apiLogin(platform.url, maya);
    const connected = await callApi<{ kind: string; account: { id: number; name: string } }>(platform.url, token, 'POST', '/api/accounts/connect/bluesky', { fields: { identifier: pds.handle, password: pds.appPassword, service: pds.url } });
    expect(connected.data.kind).toBe('connected');

    // Sign-in: the server's address in the extension, the code approved in the dashboard.
    const dashboard = await context.newPage();
    await signIn(dashboard, platform.url, maya.email, maya.password);
    const popup = await context.newPage();
    await popup.setViewportSize({ width: 420, height: 640 });
    await popup.goto(popupUrl);
    await popup.getByTestId('server-url').fill(platform.url);
    await shot(popup, 'sign-in');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    const code = (await popup.getByTestId('sign-in-code').textContent({ timeout: 30_000 }))?.trim() ?? '';
    expect(code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    await shot(popup, 'waiting');
    await dashboard.goto(`${platform.url}/extension/approve?code=${code}`);
    expect(await dashboard.getByTestId('extension-code').textContent()).toBe(code);
    expect(await dashboard.getByTestId('extension-device').textContent()).toContain('Chromium on Linux');
    if (shots) {
      await dashboard.screenshot({ path: path.join(shots, 'extension-approve-web-light.png') });
      await setPreferences(dashboard, { theme: 'dark', locale: 'fr' });
      await dashboard.getByTestId('extension-approve').waitFor();
      await dashboard.screenshot({ path: path.join(shots, 'extension-approve-web-dark-fr.png') });
      await setPreferences(dashboard, { theme: 'light', locale: 'en' });
    }
    await dashboard.getByTestId('extension-approve').click();
    await dashboard.getByText('The extension is signed in').waitFor();
    // The same code again: no longer valid.
    await dashboard.goto(`${platform.url}/extension/approve?code=${code}`);
    await dashboard.getByText('This code is no longer valid').waitFor();
    if (shots) await dashboard.screenshot({ path: path.join(shots, 'extension-approve-web-gone.png') });
    await popup.getByRole('tab', { name: /Compose/ }).waitFor({ timeout: 30_000 });
    // The extension's tokens are in extension storage, not in any page's.
    const stored = await storedKeys(worker);
    expect(stored).toContain('cadence.session');

    // The page, its selection, and the composer opened with them (as the context menu does).
    const page = await context.newPage();
    await page.goto(pageUrl);
    await page.locator('#quote').selectText();
    const selection = await page.evaluate(() => String(window.getSelection()));
    expect(selection).toBe(quote);
    const search = new URLSearchParams({ url: pageUrl, title: await page.title(), selection, image: new URL('/boots.png', pageUrl).href });
    const composer = await context.newPage();
    const pageErrors: string[] = [];
    composer.on('pageerror', (error) => pageErrors.push(error.message));
    await composer.setViewportSize({ width: 420, height: 760 });
    await composer.goto(`${popupUrl}?${search}`);
    const text = composer.getByTestId('composer-text');
    await text.waitFor();
    expect(await text.inputValue()).toBe(`“${quote}”\n\nNorthwind boots ${pageUrl}`);

    // Time from opening the popup page to a composer ready for typing (focused text box).
    const readyMs: number[] = [];
    for (let round = 0; round < 5; round++) {
      const timing = await context.newPage();
      await timing.goto(`${popupUrl}?${search}`);
      await timing.locator('body[data-ready-ms]').waitFor();
      readyMs.push(Number(await timing.evaluate(() => document.body.dataset.readyMs)));
      await timing.close();
    }
    const sorted = [...readyMs].sort((a, b) => a - b);
    process.stdout.write(`extension: composer ready in ${sorted[Math.floor(sorted.length / 2)]} ms (median of ${readyMs.join(', ')} ms); chrome zip ${zip?.size ?? 'not built'} bytes\n`);

    // Schedule it to the Bluesky account a minute ahead in the user's time zone (UTC here).
    await composer.getByLabel(new RegExp(connected.data.account.name)).click();
    await composer.getByText(/Bluesky \d+\/300/).waitFor();
    const at = new Date(Date.now() + 60_000);
    await composer.getByTestId('schedule-at').fill(at.toISOString().slice(0, 16));
    await shot(composer, 'composer');
    await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
    await composer.getByText('Scheduled.').waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
    // The draft is gone from storage once the server has the post.
    expect(await storedKeys(worker)).not.toContain('cadence.draft');

    // Published on the PDS, with the page's image.
    let record: { value: { text?: string; embed?: { $type?: string } } } | undefined;
    for (let round = 0; round < 75 && !record; round++) {
      const feed = await pds.agent.com.atproto.repo.listRecords({ repo: pds.did, collection: 'app.bsky.feed.post' });
      record = (feed.data.records as { value: { text?: string; embed?: { $type?: string } } }[]).find((r) => r.value.text?.includes(quote));
      if (!record) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    expect(record?.value.text).toContain(pageUrl);
    expect(record?.value.embed?.$type).toBe('app.bsky.embed.images');
  }, 300_000);
});
