// `npm run screenshots`: starts the platform on a fresh embedded PostgreSQL in a temporary folder,
// signs in as the first administrator (ADMIN_EMAIL / ADMIN_PASSWORD, created on first start) and
// as a new client, and writes PNGs of the main screens to screenshots/ (or SCREENSHOTS_DIR).
// WEB_DIST points at a web build elsewhere; without it web/dist is used (built when missing).
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { buildGateway } from '@cadence/gateway';
import { launchBrowser } from './browser';
import { setPreferences, signIn, signUpClient } from './shell-session';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = path.resolve(root, process.env.SCREENSHOTS_DIR ?? 'screenshots');
const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@cadence.test', password: process.env.ADMIN_PASSWORD ?? 'screenshots-admin-password' };
const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

function ensureWebBuild(): string {
  if (process.env.WEB_DIST) return path.resolve(process.env.WEB_DIST);
  const dist = path.join(root, 'web', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    process.stdout.write('Building the web app...\n');
    const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@cadence/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  return dist;
}

async function shot(page: Page, name: string): Promise<void> {
  // Fonts and the route's data settle before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, `${name}.png`) });
  process.stdout.write(`  ${name}.png\n`);
}

async function adminScreens(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, url, admin.email, admin.password);
  await shot(page, 'dashboard-light');

  await setPreferences(page, { theme: 'dark' });
  await shot(page, 'dashboard-dark');
  await setPreferences(page, { theme: 'light' });

  for (const locale of ['fr', 'ro', 'zh'] as const) {
    await setPreferences(page, { locale });
    await shot(page, `dashboard-${locale}`);
  }
  await setPreferences(page, { locale: 'en', appearance: { rtl: true } });
  await shot(page, 'dashboard-rtl');
  await setPreferences(page, { appearance: { navigation: 'horizontal', container: 'boxed', preset: 'teal', font: 'inter' } });
  await shot(page, 'dashboard-horizontal-teal');
  await setPreferences(page, { theme: 'dark', appearance: { navigation: 'horizontal', preset: 'rose', radius: 16, fieldStyle: 'filled' } });
  await page.getByRole('button', { name: 'Create & publish' }).click();
  await page.getByRole('menu').waitFor();
  await shot(page, 'horizontal-menu-dark-rose');
  await page.keyboard.press('Escape');
  await setPreferences(page, { theme: 'light', appearance: {} });

  await page.getByRole('button', { name: 'Theme settings' }).click();
  await page.getByRole('dialog', { name: 'Theme settings' }).waitFor();
  await page.waitForTimeout(400); // the sheet's slide-in
  await shot(page, 'settings-drawer');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menu').waitFor();
  await shot(page, 'profile-menu');
  await page.keyboard.press('Escape');

  await page.goto(`${url}/composer`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot(page, 'placeholder-composer');
  await context.close();

  const phone = await browser.newContext({ viewport: MOBILE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await signIn(mobile, url, admin.email, admin.password);
  await shot(mobile, 'mobile-dashboard');
  await mobile.getByRole('button', { name: 'Open menu' }).click();
  await mobile.getByRole('dialog').waitFor();
  await mobile.waitForTimeout(400);
  await shot(mobile, 'mobile-drawer');
  await phone.close();
}

async function clientScreens(browser: Browser, url: string): Promise<void> {
  const client = { name: 'Maya Lambert', email: `maya.${Date.now()}@northwind.test`, password: 'correct horse battery' };
  await signUpClient(url, client);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, url, client.email, client.password);
  // The welcome notification travels through the outbox; give it a moment to arrive.
  for (let attempt = 0; attempt < 10 && !(await page.getByText(/Welcome to Cadence/).first().isVisible()); attempt++) {
    await page.waitForTimeout(500);
    await page.reload();
  }
  await shot(page, 'client-dashboard');
  await context.close();
}

async function main(): Promise<void> {
  const webDist = ensureWebBuild();
  await mkdir(outDir, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-screenshots-'));
  // As root the embedded PostgreSQL runs as its own user, which must reach DATA_DIR.
  await chmod(dataDir, 0o755);
  const platform = await buildGateway({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    WEB_DIST: webDist,
  });
  let browser: Browser | undefined;
  try {
    const url = (await platform.listen()).replace('127.0.0.1', 'localhost');
    browser = await launchBrowser();
    process.stdout.write(`Screenshots of ${url} in ${path.relative(root, outDir) || '.'}/\n`);
    await adminScreens(browser, url);
    await clientScreens(browser, url);
  } finally {
    await browser?.close();
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
