import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ContentLocale, FaqEntry, PublishedPage, SectionOf } from '@cadence/contracts';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { signIn, signUpClient } from './shell-session';

let platform: RunningPlatform;
let browser: Browser;
const shotsDir = path.resolve(fileURLToPath(new URL('../../', import.meta.url)), process.env.SCREENSHOTS_DIR ?? 'screenshots', 'public-site');

beforeAll(async () => {
  // WEB_DIST lets a run use a web build other than web/dist.
  platform = await startPlatform(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
  browser = await launchBrowser();
  await mkdir(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** What the content service serves, to compare with what the browser shows. */
async function api<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${platform.url}${pathAndQuery}`);
  expect(response.status, pathAndQuery).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
const pageOf = (slug: string, locale: ContentLocale) => api<PublishedPage>(`/api/pages/by-slug/${slug}?locale=${locale}`);
const heroOf = (page: PublishedPage) => page.components.find((section): section is SectionOf<'hero'> => section.type === 'hero');

async function visitor(options: { locale: ContentLocale; theme: 'light' | 'dark'; width?: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  await context.addInitScript(
    ([locale, theme]) => {
      localStorage.setItem('cadence.locale', JSON.stringify(locale));
      localStorage.setItem('cadence.theme', JSON.stringify(theme));
    },
    [options.locale, options.theme],
  );
  return { context, page: await context.newPage() };
}

async function expectHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

async function expectTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
  // The page itself is dark or light, not only the class: compare the background's lightness.
  const lightness = await page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return -1;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return (r + g + b) / 3;
  });
  expect(theme === 'dark' ? lightness < 60 : lightness > 200).toBe(true);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const WALKS: { locale: ContentLocale; theme: 'light' | 'dark' }[] = [
  { locale: 'en', theme: 'light' },
  { locale: 'fr', theme: 'dark' },
  { locale: 'ro', theme: 'light' },
  { locale: 'zh', theme: 'dark' },
];

describe.each(WALKS)('the public site in $locale ($theme)', ({ locale, theme }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await visitor({ locale, theme }));
  });
  afterAll(() => context?.close());

  it('shows the home page as the content service wrote it, with its meta fields and the ten FAQ entries', async () => {
    const home = await pageOf('home', locale);
    expect(home.locale).toBe(locale);
    await page.goto(`${platform.url}/`);
    await expectHeading(page, heroOf(home)?.title ?? '');
    await expectTheme(page, theme);
    expect(await page.title()).toBe(home.meta_title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(home.meta_description);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${locale}`));
    await page.getByRole('main').waitFor();
    await page.getByRole('contentinfo').waitFor();

    const faq = await api<FaqEntry[]>(`/api/faq?locale=${locale}`);
    expect(faq).toHaveLength(10);
    const questions = page.locator('#faq').getByRole('button');
    expect(await questions.count()).toBe(10);
    const first = faq[0];
    if (!first) throw new Error('no FAQ entry');
    await page.locator('#faq').getByRole('button', { name: first.question }).click();
    await page.getByText(first.answer).waitFor();
    await shot(page, `home-${locale}-${theme}`);
  });

  it('prices the five plans monthly, then annually with the 16% saving', async () => {
    await page.goto(`${platform.url}/pricing`);
    const pricing = await pageOf('pricing', locale);
    await expectHeading(page, heroOf(pricing)?.title ?? '');
    const plans = page.locator('article[data-plan]');
    expect(await plans.count()).toBe(5);
    const creatorPrice = page.locator('article[data-plan="creator"] [data-testid="plan-price"]');
    const monthly = await creatorPrice.textContent();
    expect(monthly).toMatch(/24/);

    const annual = page.locator('[role="radio"][value="annual"]');
    await expect(annual.textContent()).resolves.toMatch(/16\s?%/);
    await annual.click();
    expect(await annual.getAttribute('aria-checked')).toBe('true');
    await page.waitForFunction((before) => document.querySelector('article[data-plan="creator"] [data-testid="plan-price"]')?.textContent !== before, monthly);
    expect(await creatorPrice.textContent()).toMatch(/20[.,]16/);
    expect(await page.locator('article[data-plan="enterprise"] [data-testid="plan-price"]').textContent()).toMatch(/567/);
    await shot(page, `pricing-annual-${locale}-${theme}`);
  });

  it('opens a feature page, a platform page (spec spelling) and the terms under each of their three paths', async () => {
    await page.goto(`${platform.url}/feature/team_collaboration`);
    await expectHeading(page, heroOf(await pageOf('feature-team-collaboration', locale))?.title ?? '');

    await page.goto(`${platform.url}/platform/instragram`);
    await expectHeading(page, heroOf(await pageOf('platform-instagram', locale))?.title ?? '');

    const terms = await pageOf('terms', locale);
    for (const termsPath of ['/terms-conditions', '/terms_of_service', '/terms_of_serivce']) {
      await page.goto(`${platform.url}${termsPath}`);
      await expectHeading(page, terms.title);
      expect(await page.title()).toBe(terms.meta_title);
    }
    await page.goto(`${platform.url}/refund_policy`);
    await expectHeading(page, (await pageOf('refund-policy', locale)).title);
  });
});

describe('switching language and theme on the page', () => {
  it('redraws the page in the chosen language and theme without a reload', async () => {
    const { context, page } = await visitor({ locale: 'en', theme: 'light' });
    await page.goto(`${platform.url}/`);
    await expectHeading(page, heroOf(await pageOf('home', 'en'))?.title ?? '');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectTheme(page, 'dark');
    await page.getByRole('banner').getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Română' }).click();
    await expectHeading(page, heroOf(await pageOf('home', 'ro'))?.title ?? '');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Începe gratuit' }).count()).toBe(1);
    await context.close();
  });
});

describe('screenshots of home and pricing', () => {
  it('captures light, dark and a small screen', async () => {
    for (const [theme, width] of [
      ['light', 1440],
      ['dark', 1440],
      ['light', 390],
    ] as const) {
      const { context, page } = await visitor({ locale: 'en', theme, width });
      for (const [name, pagePath] of [
        ['home', '/'],
        ['pricing', '/pricing'],
      ] as const) {
        await page.goto(`${platform.url}${pagePath}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Nothing may stick out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `${name}-${theme}-${width}`);
      }
      await context.close();
    }
  });
});

describe('newsletter and signed-in visitors', () => {
  it('subscribes from the footer', async () => {
    const { context, page } = await visitor({ locale: 'en', theme: 'light' });
    await page.goto(`${platform.url}/platform`);
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await email.fill(`reader.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText('Thanks!').waitFor();
    await context.close();
  });

  it('sends a signed-in visitor from /pricing, /feature and /platform-detail to the dashboard, and offers the dashboard on the home page', async () => {
    const user = { name: 'Pia Price', email: `pia.${Date.now()}@example.com`, password: 'a long enough password' };
    await signUpClient(platform.url, user);
    const { context, page } = await visitor({ locale: 'en', theme: 'light' });
    await signIn(page, platform.url, user.email, user.password);
    for (const guarded of ['/pricing', '/feature', '/platform-detail']) {
      await page.goto(`${platform.url}${guarded}`);
      await page.waitForURL(/\/dashboard\/default$/);
    }
    await page.goto(`${platform.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Go to dashboard' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await page.goto(`${platform.url}/feature/analytics`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/feature\/analytics$/);
    await context.close();
  });
});
