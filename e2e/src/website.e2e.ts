import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { buildGateway } from '@cadence/gateway';
import type { Platform } from '@cadence/service-kit';
import { launchBrowser } from './browser';
import { setPreferences, signIn } from './shell-session';

/**
 * The website admin in Chromium: staff edit the French home page's hero, take it back to a
 * draft (visitors in French get the English page), publish it, and a French visitor sees the
 * new text; the FAQ in French and the subscribers' CSV. With WEBSITE_SHOTS_DIR set, the screens
 * are also saved as pictures.
 */
let database: TestDatabase;
let dataDir: string;
let platform: Platform;
let url: string;
let browser: Browser;
const stamp = Date.now();
const admin = { email: `admin.${stamp}@website.test`, password: 'website admin password' };
const shots = process.env.WEBSITE_SHOTS_DIR;

beforeAll(async () => {
  database = await createTestDatabase('e2e');
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-e2e-'));
  platform = await buildGateway({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  url = (await platform.listen()).replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
  if (shots) await mkdir(shots, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function staff(preferences: Parameters<typeof setPreferences>[1]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, url, admin.email, admin.password);
  await setPreferences(page, preferences);
  return page;
}

async function visitor(locale: 'en' | 'fr' | 'ro' | 'zh'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('cadence.locale', JSON.stringify(value)), locale);
  return context.newPage();
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!shots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });
}

describe('the website admin', () => {
  it('staff edit the French home page’s hero, publish it, and a French visitor sees it', async () => {
    const english = await staff({ theme: 'light', locale: 'en' });
    await english.goto(`${url}/website-pages`);
    await english.getByRole('table', { name: 'Pages' }).waitFor();
    expect(await english.getByRole('row').count()).toBeGreaterThan(10);
    await shot(english, 'website-pages-en-light');

    const page = await staff({ theme: 'dark', locale: 'fr' });
    await page.goto(`${url}/website-pages?locale=fr&search=home`);
    const link = page.getByRole('table').getByRole('link').first();
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/website-pages\/\d+$/);
    const heroTitle = page.locator('#page-components-0-title');
    await heroTitle.waitFor();
    const title = `Planifiez sereinement ${stamp}`;

    // A blank hero title is named before anything is sent.
    await heroTitle.fill('');
    await page.getByTestId('page-save').click();
    await expect.poll(() => page.locator('#page-components-0-title-error').textContent()).toContain('obligatoire');
    await shot(page, 'website-editor-fr-dark-error');

    // The new title, saved as a draft: French visitors get the English page meanwhile.
    await heroTitle.fill(title);
    const published = page.getByRole('switch', { name: 'Publiée' });
    expect(await published.getAttribute('aria-checked')).toBe('true');
    await published.click();
    await page.getByTestId('page-save').click();
    await page.getByText('a été enregistrée').waitFor();
    const draftVisit = await visitor('fr');
    await draftVisit.goto(`${url}/`);
    await draftVisit.getByRole('heading', { level: 1 }).waitFor();
    expect(await draftVisit.getByRole('heading', { level: 1 }).textContent()).not.toContain(title);
    expect(await draftVisit.getByRole('note').count()).toBe(1);

    // The preview draws the draft as the site will.
    await page.getByTestId('page-preview-tab').click();
    await page.getByTestId('page-preview').getByRole('heading', { level: 1, name: title }).waitFor();
    await shot(page, 'website-preview-fr-dark');

    await page.getByRole('tab', { name: 'Modifier' }).click();
    await published.click();
    await page.getByTestId('page-save').click();
    await page.getByText('a été enregistrée').waitFor();
    await shot(page, 'website-editor-fr-dark', true);

    const reader = await visitor('fr');
    await reader.goto(`${url}/`);
    await reader.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await reader.getByRole('note').count()).toBe(0);
    await shot(reader, 'website-home-fr-visitor');
    const english404 = await fetch(`${url}/api/pages/by-slug/home?locale=en`);
    expect(JSON.stringify(await english404.json())).not.toContain(title);
  });

  it('staff add a French FAQ question and export the subscribers as CSV', async () => {
    const question = `Puis-je tout planifier ? ${stamp}`;
    const page = await staff({ theme: 'light', locale: 'ro' });
    await page.goto(`${url}/website-pages?tab=faq&locale=fr`);
    await page.getByTestId('faq-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Întrebare', exact: true }).fill(question);
    await dialog.getByRole('textbox', { name: 'Răspuns', exact: true }).fill('Oui, jusqu’à un an à l’avance.');
    await dialog.getByRole('button', { name: 'Adaugă o întrebare' }).click();
    await page.getByText(question).waitFor();
    await shot(page, 'website-faq-ro-light');
    const faq = (await (await fetch(`${url}/api/faq?locale=fr`)).json()) as { data: { question: string }[] };
    expect(faq.data.map((entry) => entry.question)).toContain(question);

    for (const email of [`reader.${stamp}@example.com`, `other.${stamp}@example.org`]) {
      const response = await fetch(`${url}/api/subscribers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, locale: 'zh' }) });
      expect(response.status).toBe(200);
    }
    const chinese = await staff({ theme: 'dark', locale: 'zh' });
    await chinese.goto(`${url}/website-pages?tab=subscribers`);
    await chinese.getByText(`reader.${stamp}@example.com`).waitFor();
    await shot(chinese, 'website-subscribers-zh-dark');
    const [download] = await Promise.all([chinese.waitForEvent('download'), chinese.getByTestId('subscribers-export').click()]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toBe('email,status,email_status,locale,createdAt');
    expect(csv).toContain(`reader.${stamp}@example.com,subscribed,unverified,zh`);
    expect(csv).toContain(`other.${stamp}@example.org`);
  });

  it('a visitor asks for a quote in French; staff find it, answer by e-mail and mark it answered', async () => {
    const company = `Atelier ${stamp}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      localStorage.setItem('cadence.locale', JSON.stringify('fr'));
      localStorage.setItem('cadence.theme', JSON.stringify('dark'));
    });
    const visitorPage = await context.newPage();
    await visitorPage.goto(`${url}/`);
    await visitorPage.getByRole('contentinfo').getByRole('link', { name: 'Demander un devis' }).click();
    await visitorPage.waitForURL(/\/contact\?kind=quote$/);
    await visitorPage.getByRole('heading', { level: 1, name: 'Demander un devis' }).waitFor();
    const form = visitorPage.getByRole('form', { name: 'Demander un devis' });
    await visitorPage.getByTestId('contact-send').click();
    await form.getByRole('textbox', { name: 'Votre nom' }).and(visitorPage.locator('[aria-invalid="true"]')).waitFor();
    await form.getByRole('textbox', { name: 'Votre nom' }).fill('Claire Martin');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`claire.${stamp}@example.fr`);
    await form.getByRole('textbox', { name: 'Entreprise' }).fill(company);
    await form.getByRole('combobox', { name: 'Taille de l’équipe' }).click();
    await visitorPage.getByRole('option', { name: '21-50 personnes' }).click();
    await form.getByRole('textbox', { name: 'De quoi avez-vous besoin ?' }).fill('Un devis pour 30 personnes, avec validations.');
    await shot(visitorPage, 'website-contact-quote-fr-dark');
    await visitorPage.getByTestId('contact-send').click();
    await visitorPage.getByRole('status').getByText('Merci, votre message est envoyé').waitFor();

    const page = await staff({ theme: 'light', locale: 'en' });
    await page.goto(`${url}/website-pages?tab=quotes`);
    const row = page.getByRole('row').filter({ hasText: company });
    await row.waitFor();
    expect(await row.textContent()).toContain('21-50');
    expect(await row.getByRole('link', { name: 'Answer Claire Martin by email' }).getAttribute('href')).toMatch(/^mailto:claire\.\d+%40example\.fr\?subject=/);
    await row.getByRole('combobox', { name: 'Status of Claire Martin’s request' }).selectOption('answered');
    await page.getByText('Claire Martin’s request is now Answered.').waitFor();
    await shot(page, 'website-quotes-en-light');
    await page.goto(`${url}/website-pages?tab=quotes&request=answered`);
    await page.getByRole('row').filter({ hasText: company }).waitFor();
  });
});
