import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  accountConnected,
  entitlementsChanged,
  entitlementsOf,
  metricsCollected,
  postPublished,
  targetPublished,
  type EventDefinition,
  type EventMessage,
  type MetricsCollected,
  type PayloadOf,
} from '@cadence/contracts';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { buildGateway } from '@cadence/gateway';
import type { Platform } from '@cadence/service-kit';
import { launchBrowser } from './browser';
import { setPreferences, signIn, signUpClient } from './shell-session';

/**
 * Reports in the browser: a Scale client makes a report of the last month, finds it in the
 * history, downloads its PDF (read back with pdftotext) and CSV, and schedules a weekly one; a
 * Traction client is shown what the plan includes. With REPORTS_SHOTS_DIR set, the screens are
 * saved as pictures (light, dark, French).
 */
const run = promisify(execFile);
let database: TestDatabase;
let dataDir: string;
let platform: Platform;
let url: string;
let browser: Browser;
const stamp = Date.now();
const rae = { name: 'Rae Scale', email: `rae.${stamp}@reports.test`, password: 'correct horse battery' };
const tom = { name: 'Tom Traction', email: `tom.${stamp}@reports.test`, password: 'correct horse battery' };
const shots = process.env.REPORTS_SHOTS_DIR;

function eventOf<E extends EventDefinition>(definition: E, payload: PayloadOf<E>, occurredAt = new Date()): EventMessage {
  return { id: randomUUID(), name: definition.name, version: definition.version, topic: definition.topic, key: definition.key(payload), occurredAt: occurredAt.toISOString(), payload, headers: {} };
}

async function workspaceOf(user: { email: string; password: string }): Promise<number> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) });
  const token = ((await response.json()) as { data: { access_token: string } }).data.access_token;
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { wid: number }).wid;
}

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Three weeks of a Bluesky account's followers and posts with their figures. */
async function seedFigures(workspaceId: number): Promise<void> {
  const accountId = 40_000 + (stamp % 10_000);
  const events: EventMessage[] = [
    eventOf(entitlementsChanged, { ...entitlementsOf(workspaceId, 'scale', 'active'), revision: 1_000 }),
    eventOf(accountConnected, { accountId, workspaceId, type: 'bluesky', name: 'rae.bsky.social', userIds: [], reconnected: false }, new Date(Date.now() - 40 * DAY)),
  ];
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let daysAgo = 21; daysAgo >= 1; daysAgo -= 1) {
    const day = dayOf(today - daysAgo * DAY);
    events.push(
      eventOf(metricsCollected, {
        identity: `account:${accountId}:${day}`,
        workspaceId,
        accountId,
        network: 'bluesky',
        scope: 'account',
        day,
        collectedAt: `${day}T23:00:00.000Z`,
        metrics: { followers: 800 + (21 - daysAgo) * 4 },
        unavailable: [],
      } satisfies MetricsCollected),
    );
    if (daysAgo % 4 !== 0) continue;
    const postId = accountId * 100 + daysAgo;
    const targetId = postId + 50;
    const publishedAt = new Date(today - daysAgo * DAY + 10 * 3_600_000).toISOString();
    events.push(
      eventOf(targetPublished, { postId, targetId, workspaceId, authorId: 1, accountId, platform: 'bluesky', userIds: [], externalId: `e${targetId}`, url: `https://example.test/${targetId}`, publishedAt }, new Date(publishedAt)),
      eventOf(postPublished, { postId, workspaceId, authorId: 1, status: 'posted', excerpt: `Launch note ${daysAgo} days ago`, scheduledAt: null, platforms: ['bluesky'], userIds: [], urls: [] }, new Date(publishedAt)),
      eventOf(metricsCollected, {
        identity: `post:${targetId}:24h`,
        workspaceId,
        accountId,
        network: 'bluesky',
        scope: 'post',
        postId,
        targetId,
        externalId: `e${targetId}`,
        slot: '24h',
        publishedAt,
        collectedAt: new Date(Date.parse(publishedAt) + DAY).toISOString(),
        metrics: { likes: 30 + daysAgo, shares: 3 },
        unavailable: [],
      } satisfies MetricsCollected),
    );
  }
  await platform.transport.publish(events);
}

beforeAll(async () => {
  database = await createTestDatabase('e2e_reports');
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-reports-'));
  platform = await buildGateway({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '10000', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) });
  url = (await platform.listen()).replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
  await Promise.all([signUpClient(url, rae), signUpClient(url, tom)]);
  await seedFigures(await workspaceOf(rae));
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
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function signedIn(user: typeof rae, preferences?: Parameters<typeof setPreferences>[1]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, url, user.email, user.password);
  if (preferences) await setPreferences(page, preferences);
  return page;
}

describe('reports in the browser', () => {
  it('a Scale client creates a report, downloads its PDF and CSV from the history and schedules a weekly one', async () => {
    const page = await signedIn(rae, { theme: 'light' });
    await page.goto(`${url}/Reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByText('No report yet').waitFor();
    await shot(page, 'h6-reports-empty');

    // A blank title is refused with the field's message, nothing is kept.
    await page.getByRole('button', { name: 'Create report' }).click();
    await page.locator('#title-error').waitFor();
    await page.getByText('No report yet').waitFor();

    await page.getByLabel('Title', { exact: true }).first().fill('Rae’s last month');
    await page.getByRole('button', { name: 'Create report' }).click();
    await page.getByText('Report “Rae’s last month” created').waitFor();
    const history = page.getByRole('table', { name: 'Report history' });
    await history.getByText('Rae’s last month', { exact: true }).waitFor();

    const pdfDownload = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Download “Rae’s last month” as PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^rae-s-last-month-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { stdout: text } = await run('pdftotext', ['-layout', await pdf.path(), '-']);
    expect(text).toContain('Rae’s last month');
    expect(text).toContain('Cadence');
    expect(text).toContain('Launch note 4 days ago');
    expect(text).toMatch(/Followers\s+880/);

    const csvDownload = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Download “Rae’s last month” as CSV' }).click();
    const csv = await readFile(await (await csvDownload).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('section,key,network,day,value,previous');
    expect(csv).toContain('summary,followers,,,880,');

    const schedule = page.getByRole('form', { name: 'Schedule a report' });
    await schedule.getByLabel('Title').fill('Weekly for the team');
    await schedule.getByLabel('Send to').fill('team@example.com, boss@example.com');
    await schedule.getByRole('button', { name: 'Schedule report' }).click();
    await page.getByText('To team@example.com, boss@example.com').waitFor();
    await page.getByText('Your own name, logo and colour come with the White Label add-on', { exact: false }).waitFor();
    await shot(page, 'h6-reports-light');
    await page.context().close();
  });

  it("with White Label, the workspace's own name, colour and logo go on its reports", async () => {
    await platform.transport.publish([eventOf(entitlementsChanged, { ...entitlementsOf(await workspaceOf(rae), 'advanced', 'active'), addOns: ['whiteLabel'], revision: 1_001 })]);
    const page = await signedIn(rae, { theme: 'light' });
    await page.goto(`${url}/Reports`);
    const branding = page.getByRole('form', { name: 'Your brand on reports' });
    await branding.getByLabel('Name on reports').fill('Rae Agency');
    await branding.getByLabel('Colour').fill('#0f766e');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await branding.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await branding.getByRole('button', { name: 'Save branding' }).click();
    await page.getByText('Branding saved').waitFor();
    await branding.getByText('A logo is kept; choose a file to replace it.').waitFor();

    await page.getByLabel('Title', { exact: true }).first().fill('Branded month');
    await page.getByRole('button', { name: 'Create report' }).click();
    const history = page.getByRole('table', { name: 'Report history' });
    await history.getByText('Branded month', { exact: true }).waitFor();
    await history.getByText('Your brand').waitFor();
    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Download “Branded month” as PDF' }).click();
    const { stdout: text } = await run('pdftotext', ['-layout', await (await download).path(), '-']);
    expect(text).toContain('Rae Agency');
    expect(text).toContain('Branded month');
    expect(text).not.toContain('Cadence');
    await shot(page, 'h6-reports-branding');
    await page.context().close();
  });

  it('is readable in dark mode and in French', async () => {
    const dark = await signedIn(rae, { theme: 'dark' });
    await dark.goto(`${url}/Reports`);
    await dark.getByRole('table', { name: 'Report history' }).waitFor();
    await shot(dark, 'h6-reports-dark');
    await dark.context().close();

    const french = await signedIn(rae, { theme: 'light', locale: 'fr' });
    await french.goto(`${url}/Reports`);
    await french.getByRole('heading', { level: 1, name: 'Rapports' }).waitFor();
    const frenchHistory = french.getByRole('table', { name: 'Historique des rapports' });
    await frenchHistory.waitFor();
    await shot(french, 'h6-reports-fr');

    // The report is written in the person's language unless they pick another.
    expect(await french.locator('#language').textContent()).toContain('Français');
    await french.getByLabel('Titre', { exact: true }).first().fill('Mois de Rae');
    await french.getByRole('button', { name: 'Créer le rapport' }).click();
    await frenchHistory.getByText('Mois de Rae', { exact: true }).waitFor();
    const download = french.waitForEvent('download');
    await frenchHistory.getByRole('button', { name: /Mois de Rae.*PDF/ }).click();
    const { stdout: text } = await run('pdftotext', ['-layout', await (await download).path(), '-']);
    for (const expected of ['Mois de Rae', 'Synthèse', 'Abonnés', 'Rapport réalisé par Rae Agency']) expect(text, expected).toContain(expected);

    // A schedule in Chinese, its language chosen with the keyboard.
    const schedule = french.getByRole('form', { name: 'Programmer un rapport' });
    await schedule.getByLabel('Titre').fill('Semaine en chinois');
    await schedule.getByLabel('Envoyer à').fill('pekin@example.com');
    await schedule.locator('#schedule-language').focus();
    await french.keyboard.press('Enter');
    const chinese = french.getByRole('option', { name: '中文' });
    await chinese.waitFor();
    // The list takes keys once it has placed itself; End is pressed until the last language is the highlighted one.
    await expect
      .poll(async () => {
        await french.keyboard.press('End');
        return chinese.getAttribute('data-highlighted');
      })
      .not.toBeNull();
    await french.keyboard.press('Enter');
    await expect.poll(() => schedule.locator('#schedule-language').textContent()).toContain('中文');
    await schedule.getByRole('button', { name: 'Programmer le rapport' }).click();
    const listed = french.getByRole('listitem').filter({ hasText: 'Semaine en chinois' });
    await listed.getByText('中文', { exact: true }).waitFor();
    await shot(french, 'reports-languages-fr');
    await french.context().close();
  });

  it('below Scale, says what the plan includes instead of the forms', async () => {
    const page = await signedIn(tom, { theme: 'light' });
    await page.goto(`${url}/Reports`);
    await page.getByText('Analytics come with the Scale plan').waitFor();
    await page.getByRole('link', { name: 'See plans and upgrade' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create report' }).count()).toBe(0);
    await shot(page, 'h6-reports-upgrade');
    await page.context().close();
  });
});
