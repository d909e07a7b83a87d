import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { createTestDatabase } from '@cadence/db/testing';
import { startServer, type ServerProcess } from '../lib/children';
import { postJson } from '../lib/http';
import { onInterrupt, throwIfInterrupted } from '../lib/interrupt';
import { repoRoot } from '../lib/paths';
import { median, ratio } from '../lib/stats';
import { SkipBenchmark, type Benchmark, type Figure } from '../lib/types';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { lcpMs: 1500, cls: 0.05, jsKiB: 350 };
const SETTLE_MS = 1000;

/** Google's web-vitals (IIFE build) plus the callbacks that keep the latest LCP, CLS and FCP on window. */
async function vitalsScript(): Promise<string> {
  const require = createRequire(import.meta.url);
  // The IIFE build is not in the package's exports; it sits beside the main build.
  const iife = await readFile(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
  return `${iife}
window.__vitals = { lcp: null, cls: 0, fcp: null };
webVitals.onLCP((m) => { window.__vitals.lcp = m.value; }, { reportAllChanges: true });
webVitals.onCLS((m) => { window.__vitals.cls = m.value; }, { reportAllChanges: true });
webVitals.onFCP((m) => { window.__vitals.fcp = m.value; });`;
}

interface PageLoad {
  lcpMs: number;
  cls: number;
  fcpMs: number;
  /** Every script the page fetched until the network went quiet, each gzipped (level 6). */
  jsGzipKiB: number;
  jsRawKiB: number;
  scripts: number;
}

/** One cold load (fresh context, empty cache) of `url`, measured in the page. */
async function measureLoad(browser: Browser, url: string, script: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<PageLoad> {
  throwIfInterrupted();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...(storageState ? { storageState } : {}) });
  try {
    await context.addInitScript(script);
    const page = await context.newPage();
    const bodies: Promise<Buffer | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate('document.fonts.ready');
    await page.waitForTimeout(SETTLE_MS);
    const vitals = (await page.evaluate('window.__vitals')) as { lcp: number | null; cls: number; fcp: number | null };
    const scripts = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
    return {
      lcpMs: vitals.lcp ?? Number.NaN,
      cls: vitals.cls,
      fcpMs: vitals.fcp ?? Number.NaN,
      jsGzipKiB: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024,
      jsRawKiB: scripts.reduce((sum, body) => sum + body.length, 0) / 1024,
      scripts: scripts.length,
    };
  } finally {
    await context.close();
  }
}

/** The baseline: a static page with a heading and a paragraph, from node:http on loopback. */
async function startStaticPage(): Promise<{ url: string; server: Server }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Cadence</title></head>' +
    '<body style="font-family:sans-serif;margin:40px"><h1>Welcome back</h1><p>Sign in to plan, publish and measure your posts.</p></body></html>';
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { url: `http://localhost:${address.port}/`, server };
}

/** A signed-in browser state (localStorage with the session) for a client made through the API. */
async function signedInState(browser: Browser, baseUrl: string) {
  const email = `vitals.${Date.now()}@example.com`;
  const password = 'benchmark password 1';
  const { status } = await postJson(`${baseUrl}/api/auth/signup`, { email, password, name: 'Web Vitals' });
  if (status !== 201) throw new Error(`signup answered ${status}`);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/e-?mail/i).first().fill(email);
    await page.getByLabel(/^password$/i).fill(password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/dashboard\/default$/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What a person waits for: LCP and CLS of /login and /dashboard/default in headless Chromium on
 * localhost (cold cache each time), and the JavaScript each page loads, gzipped. Baseline: LCP of a
 * static HTML page from node:http, loaded the same way, i.e. the floor of this browser and machine.
 */
export const webVitals: Benchmark = {
  name: 'web-vitals',
  title: 'Web app: LCP, CLS and JavaScript (gzip) of /login and /dashboard/default in headless Chromium',
  about: 'about 40 s',
  async run({ options, log }) {
    const webDist = options.webDist ?? path.join(repoRoot, 'web', 'dist');
    if (!existsSync(path.join(webDist, 'index.html'))) {
      throw new SkipBenchmark(`${webDist} has no index.html: build the web app first (npm run build -w @cadence/web) or pass --web-dist`);
    }
    if (!existsSync(CHROMIUM)) throw new SkipBenchmark(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    const database = await createTestDatabase('bench_vitals');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-vitals-'));
    let platform: ServerProcess | undefined;
    let browser: Browser | undefined;
    let baselineServer: Server | undefined;
    const cleanUp = async () => {
      await browser?.close().catch(() => undefined);
      baselineServer?.close();
      await platform?.stop().catch(() => undefined);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const forget = onInterrupt(cleanUp);
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', WEB_DIST: webDist };
      platform = await startServer('platform', 'platform.ts', { env });
      const baseUrl = platform.url.replace('127.0.0.1', 'localhost');
      const staticPage = await startStaticPage();
      baselineServer = staticPage.server;
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
      log(`platform ${baseUrl} serving ${webDist}; baseline ${staticPage.url}`);
      const script = await vitalsScript();
      const state = await signedInState(browser, baseUrl);

      const rounds: { login: PageLoad; dashboard: PageLoad; baseline: PageLoad }[] = [];
      for (let round = 1; round <= options.rounds; round++) {
        // Alternate the order so a drift of the machine falls on every side.
        const order = round % 2 === 1 ? (['baseline', 'login', 'dashboard'] as const) : (['dashboard', 'login', 'baseline'] as const);
        const result: Partial<(typeof rounds)[number]> = {};
        for (const side of order) {
          if (side === 'baseline') result.baseline = await measureLoad(browser, staticPage.url, script);
          if (side === 'login') result.login = await measureLoad(browser, `${baseUrl}/login`, script);
          if (side === 'dashboard') result.dashboard = await measureLoad(browser, `${baseUrl}/dashboard/default`, script, state);
        }
        const { login, dashboard, baseline } = result;
        if (!login || !dashboard || !baseline) throw new Error('unreachable: three loads measured');
        rounds.push({ login, dashboard, baseline });
        log(
          `round ${round}: /login LCP ${login.lcpMs.toFixed(0)} ms, CLS ${login.cls.toFixed(3)}, JS ${login.jsGzipKiB.toFixed(1)} KiB gz; ` +
            `/dashboard/default LCP ${dashboard.lcpMs.toFixed(0)} ms, CLS ${dashboard.cls.toFixed(3)}, JS ${dashboard.jsGzipKiB.toFixed(1)} KiB gz; baseline LCP ${baseline.lcpMs.toFixed(0)} ms`,
        );
      }

      const med = (pick: (round: (typeof rounds)[number]) => number) => median(rounds.map(pick));
      const baselineLcp = med((r) => r.baseline.lcpMs);
      const figures: Figure[] = [];
      for (const [label, pick] of [
        ['/login', (r: (typeof rounds)[number]) => r.login],
        ['/dashboard/default', (r: (typeof rounds)[number]) => r.dashboard],
      ] as const) {
        const lcp = med((r) => pick(r).lcpMs);
        const cls = med((r) => pick(r).cls);
        const js = med((r) => pick(r).jsGzipKiB);
        figures.push(
          { metric: `${label} LCP`, unit: 'ms', value: lcp, baseline: baselineLcp, ratio: ratio(lcp, baselineLcp), target: `≤ ${TARGETS.lcpMs} ms`, meets: lcp <= TARGETS.lcpMs },
          { metric: `${label} CLS`, unit: '', value: round2(cls * 100) / 100, target: `≤ ${TARGETS.cls}`, meets: cls <= TARGETS.cls },
          { metric: `${label} JavaScript (gzip)`, unit: 'KiB', value: js, target: `≤ ${TARGETS.jsKiB} KiB`, meets: js <= TARGETS.jsKiB },
        );
      }
      const first = rounds[0];
      return {
        status: 'ok',
        baseline: 'a static HTML page (heading and paragraph) from node:http, loaded the same way',
        figures,
        notes: [
          'Each load is a fresh browser context (empty cache) at 1440×900 on localhost, no CPU or network throttling; LCP and CLS come from web-vitals (reportAllChanges) after the network is idle, fonts are ready and 1 s has passed.',
          `JavaScript counts every script the page fetched until the network was idle (entry, vendor chunks, the route's lazy chunk, locale chunks), each gzipped at level 6: ${first?.login.scripts ?? 0} files for /login, ${first?.dashboard.scripts ?? 0} for /dashboard/default.`,
        ],
        details: { rounds, webDist },
      };
    } finally {
      await cleanUp();
      forget();
    }
  },
};
