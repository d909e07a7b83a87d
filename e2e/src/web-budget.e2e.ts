import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { signIn, signUpClient } from './shell-session';

/**
 * What each first screen makes the browser download, cold: the number of script files and their
 * gzipped bytes (level 6, as the benchmarks count). Counted from the responses of a real load in
 * headless Chromium, so locale and route chunks fetched at start count too; nothing here is timed.
 */
interface Budget {
  path: string;
  signedIn: boolean;
  /** Stored preferences (the language's messages come with the English fallback). */
  preferences?: { locale: string; theme: string };
  maxFiles: number;
  maxGzipKiB: number;
  /** Visible once the screen has rendered. */
  ready: (page: Page) => Promise<void>;
}

/**
 * Measured at 20 files and 301.1 KiB (/login; 314.5 KiB in French) and 27 files and 297.5 KiB
 * (/dashboard/default, whose budget is the 300 KiB that screen must stay under); a little room above
 * the sign-in screens.
 */
const BUDGETS: Budget[] = [
  { path: '/login', signedIn: false, maxFiles: 20, maxGzipKiB: 305, ready: (page) => page.getByRole('button', { name: /^sign in$/i }).waitFor() },
  {
    path: '/login',
    signedIn: false,
    preferences: { locale: 'fr', theme: 'dark' },
    maxFiles: 21,
    maxGzipKiB: 318,
    ready: (page) => page.getByRole('button', { name: /^se connecter$/i }).waitFor(),
  },
  { path: '/register', signedIn: false, maxFiles: 20, maxGzipKiB: 305, ready: (page) => page.getByRole('button', { name: /create account|sign up/i }).first().waitFor() },
  {
    path: '/dashboard/default',
    signedIn: true,
    maxFiles: 27,
    maxGzipKiB: 300,
    ready: (page) => page.getByRole('navigation', { name: /main menu/i }).first().waitFor(),
  },
];

interface Loaded {
  /** Path and gzipped bytes of each script, largest first. */
  files: { path: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** Loads a path in a fresh context (no cache) and sums the scripts it fetched until the network is idle. */
async function loadScripts(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<Loaded> {
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(new URL(response.url()).pathname, response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all([...scripts].map(async ([path, body]) => ({ path, gzipBytes: gzipSync(await body, { level: 6 }).length })));
  await page.close();
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

describe('first screens stay within their JavaScript budgets', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  let signedInState: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    platform = await startPlatform();
    browser = await launchBrowser();
    const user = { name: 'Budget Tester', email: 'budget@example.com', password: 'a long enough password' };
    await signUpClient(platform.url, user);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, platform.url, user.email, user.password);
    signedInState = await context.storageState();
    await context.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  for (const budget of BUDGETS) {
    const label = budget.preferences ? `${budget.path} (${budget.preferences.locale}, ${budget.preferences.theme})` : budget.path;
    it(`${label}: at most ${budget.maxFiles} script files and ${budget.maxGzipKiB} KiB gzipped`, async () => {
      const context = await browser.newContext(budget.signedIn ? { storageState: signedInState } : {});
      const preferences = budget.preferences;
      if (preferences) {
        await context.addInitScript((values) => {
          localStorage.setItem('cadence.locale', JSON.stringify(values.locale));
          localStorage.setItem('cadence.theme', JSON.stringify(values.theme));
        }, preferences);
      }
      const loaded = await loadScripts(context, `${platform.url}${budget.path}`, budget.ready);
      await context.close();
      const kib = loaded.gzipBytes / 1024;
      console.log(`${label}: ${loaded.files.length} script files, ${kib.toFixed(1)} KiB gzipped`);
      const listing = loaded.files.map((file) => `${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KiB ${file.path}`).join('\n');
      expect(loaded.files.length).toBeGreaterThan(0);
      expect(loaded.files.length, listing).toBeLessThanOrEqual(budget.maxFiles);
      expect(kib, listing).toBeLessThanOrEqual(budget.maxGzipKiB);
    }, 60_000);
  }
});
