import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  accountConnected,
  entitlementsChanged,
  entitlementsOf,
  metricsCollected,
  postPublished,
  targetPublished,
  type AccountType,
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
 * A Scale client's analytics from the figures the posting service announces: the overview with
 * its charts, their table view and CSV export, a network's own page and the dashboard's week;
 * a Traction client sees what the plan includes instead. With ANALYTICS_SHOTS_DIR set, the
 * screens are also saved as pictures (light, dark, French).
 */
let database: TestDatabase;
let dataDir: string;
let platform: Platform;
let url: string;
let browser: Browser;
const stamp = Date.now();
const ana = { name: 'Ana Scale', email: `ana.${stamp}@analytics.test`, password: 'correct horse battery' };
const bo = { name: 'Bo Traction', email: `bo.${stamp}@analytics.test`, password: 'correct horse battery' };
const admin = { name: 'Platform Admin', email: `admin.${stamp}@analytics.test`, password: 'correct horse battery staple' };
const shots = process.env.ANALYTICS_SHOTS_DIR;

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
let nextId = 10_000;
/** Ana's workspace and the accounts seedFigures made for it. */
let seeded: { workspaceId: number; accounts: { id: number; type: AccountType; name: string }[] };

/** A post of Ana's published on `account` at `publishedAt`, as posting announces it. */
function publishedPost(workspaceId: number, account: { id: number; type: AccountType }, publishedAt: string, excerpt: string): EventMessage[] {
  const postId = (nextId += 1);
  const targetId = (nextId += 1);
  return [
    eventOf(targetPublished, { postId, targetId, workspaceId, authorId: 1, accountId: account.id, platform: account.type, userIds: [], externalId: `e${targetId}`, url: `https://example.test/${targetId}`, publishedAt }, new Date(publishedAt)),
    eventOf(postPublished, { postId, workspaceId, authorId: 1, status: 'posted', excerpt, scheduledAt: null, platforms: [account.type], userIds: [], urls: [] }, new Date(publishedAt)),
  ];
}

/** A month of results before today and some of the month before, on Bluesky and WordPress. */
async function seedFigures(workspaceId: number): Promise<void> {
  const events: EventMessage[] = [eventOf(entitlementsChanged, { ...entitlementsOf(workspaceId, 'scale', 'active'), revision: 1_000 })];
  const accounts: { id: number; type: AccountType; name: string }[] = [
    { id: (nextId += 1), type: 'bluesky', name: 'ana.bsky.social' },
    { id: (nextId += 1), type: 'wordpress', name: 'Ana’s journal' },
  ];
  seeded = { workspaceId, accounts };
  for (const account of accounts) {
    events.push(eventOf(accountConnected, { accountId: account.id, workspaceId, type: account.type, name: account.name, userIds: [], reconnected: false }, new Date(Date.now() - 70 * DAY)));
  }
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let daysAgo = 59; daysAgo >= 1; daysAgo -= 1) {
    const day = dayOf(today - daysAgo * DAY);
    events.push(
      eventOf(metricsCollected, {
        identity: `account:${accounts[0]!.id}:${day}`,
        workspaceId,
        accountId: accounts[0]!.id,
        network: 'bluesky',
        scope: 'account',
        day,
        collectedAt: `${day}T23:00:00.000Z`,
        metrics: { followers: 1200 + (59 - daysAgo) * 7 },
        unavailable: [],
      } satisfies MetricsCollected),
    );
  }
  for (let daysAgo = 58; daysAgo >= 1; daysAgo -= 3) {
    for (const [index, account] of accounts.entries()) {
      const publishedAt = new Date(today - daysAgo * DAY + (9 + index * 6) * 3_600_000).toISOString();
      const excerpt = `${account.type === 'bluesky' ? 'Thread' : 'Article'} ${daysAgo} days ago`;
      const published = publishedPost(workspaceId, account, publishedAt, excerpt);
      events.push(...published);
      const { postId, targetId } = published[0]!.payload as { postId: number; targetId: number };
      const grow = 60 - daysAgo;
      const metrics: MetricsCollected['metrics'] =
        account.type === 'bluesky'
          ? { likes: 20 + grow * 2 + (daysAgo % 5), comments: 3 + (daysAgo % 4), shares: 4 + (daysAgo % 3), saves: 1 + (daysAgo % 2) }
          : { comments: 2 + (daysAgo % 3), impressions_or_views: 300 + grow * 25 };
      events.push(
        eventOf(metricsCollected, {
          identity: `post:${targetId}:24h`,
          workspaceId,
          accountId: account.id,
          network: account.type,
          scope: 'post',
          postId,
          targetId,
          externalId: `e${targetId}`,
          slot: '24h',
          publishedAt,
          collectedAt: new Date(Date.parse(publishedAt) + DAY).toISOString(),
          metrics,
          unavailable: account.type === 'bluesky' ? [{ metric: 'impressions_or_views', message: 'Bluesky does not count views of a post' }] : [],
        } satisfies MetricsCollected),
      );
    }
  }
  await platform.transport.publish(events);
}

beforeAll(async () => {
  database = await createTestDatabase('e2e_analytics');
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-analytics-'));
  platform = await buildGateway({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '10000', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) });
  url = (await platform.listen()).replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
  await Promise.all([signUpClient(url, ana), signUpClient(url, bo)]);
  await seedFigures(await workspaceOf(ana));
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

async function signedIn(user: typeof ana, preferences?: Parameters<typeof setPreferences>[1]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, url, user.email, user.password);
  if (preferences) await setPreferences(page, preferences);
  return page;
}

describe('analytics in the browser', () => {
  it('a Scale client sees a month of results compared with the month before, as charts, tables and CSV', async () => {
    const page = await signedIn(ana, { theme: 'light' });
    await page.goto(`${url}/dashboard/analytics?preset=30d&compare=true`);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const totals = page.getByRole('region', { name: 'Totals for the range' });
    await totals.getByText('Follower growth').waitFor();
    // followers grew 7 a day over the range
    await totals.getByText('+196', { exact: true }).waitFor();
    await page.getByText('Some figures are unavailable').waitFor();
    await page.getByText('Bluesky does not count views of a post').first().waitFor();
    await page.locator('figure[aria-labelledby="followers-title"] svg').first().waitFor();
    await shot(page, 'analytics-light');

    // the followers chart as a table: one row per day, the same figures
    const followersCard = page.locator('[data-slot="card"]').filter({ has: page.locator('#followers-title') });
    await followersCard.getByRole('tab', { name: 'Table' }).click();
    const rows = followersCard.getByRole('row');
    expect(await rows.count()).toBe(31);
    await followersCard.getByRole('cell', { name: '1,606' }).waitFor();

    const download = page.waitForEvent('download');
    await followersCard.getByRole('button', { name: 'Export Followers as CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('day,followers,previous_followers');
    expect(csv).toContain(',1606,');

    await page.getByRole('link', { name: 'Bluesky' }).click();
    await page.waitForURL(/\/dashboard\/analytics\/bluesky/);
    await page.getByRole('heading', { level: 1, name: 'Bluesky analytics' }).waitFor();
    await page.getByRole('cell', { name: /Thread 1 days ago/ }).waitFor();
    expect(await page.getByRole('cell', { name: /Article/ }).count()).toBe(0);
    await page.context().close();
  });

  it('is readable in dark mode and in French', async () => {
    const dark = await signedIn(ana, { theme: 'dark' });
    await dark.goto(`${url}/dashboard/analytics?preset=30d&compare=true`);
    await dark.locator('figure[aria-labelledby="followers-title"] svg').first().waitFor();
    await shot(dark, 'analytics-dark');
    await dark.context().close();

    const french = await signedIn(ana, { theme: 'light', locale: 'fr' });
    await french.goto(`${url}/dashboard/analytics/wordpress?preset=90d`);
    await french.getByRole('heading', { level: 1, name: /^Statistiques WordPress/ }).waitFor();
    await french.getByText('Meilleurs moments pour publier').waitFor();
    await shot(french, 'analytics-wordpress-fr');
    await french.context().close();
  });

  it("gives the best times to post in the person's own time zone", async () => {
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ana.email, password: ana.password }) });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const changed = await fetch(`${url}/api/auth/profile`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ time_zone: 'Asia/Tokyo' }) });
    expect(changed.status).toBe(200);
    const page = await signedIn(ana, { theme: 'light' });
    await page.goto(`${url}/dashboard/analytics?preset=30d`);
    const best = page.getByRole('table', { name: 'Best times to post' });
    // Bluesky threads went out at 09:00 UTC: 18:00 in Tokyo.
    await best.getByText(/6:00\sPM Asia\/Tokyo/).first().waitFor();
    await shot(page, 'analytics-best-times-tokyo');
    await page.context().close();
  });

  it('shows staff the platform figures across workspaces, with a CSV', async () => {
    const page = await signedIn(admin, { theme: 'light' });
    await page.goto(`${url}/dashboard/analytics/platform`);
    await page.getByRole('heading', { level: 1, name: 'Platform figures' }).waitFor();
    const totals = page.getByRole('region', { name: 'Totals for the period' });
    await totals.getByText('Active workspaces').waitFor();
    // 10 Bluesky and 10 WordPress posts of Ana's fall in the last 30 days.
    await totals.getByText('20', { exact: true }).waitFor();
    const days = page.getByRole('table', { name: 'Per network and day' });
    await days.getByRole('cell', { name: 'WordPress.com' }).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the platform figures as CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('day,network,published,failed,lag_p50_seconds,lag_p95_seconds');
    await shot(page, 'platform-figures');
    await setPreferences(page, { theme: 'dark' });
    await page.reload();
    await days.waitFor();
    await shot(page, 'platform-figures-dark');
    await page.context().close();
  });

  it("puts this week's posts and engagement on the dashboard", async () => {
    // The seeded posts end yesterday, which on a Monday is last week: one published now is this
    // week on any day.
    await platform.transport.publish(publishedPost(seeded.workspaceId, seeded.accounts[0]!, new Date().toISOString(), 'Published just now'));
    const page = await signedIn(ana, { theme: 'light' });
    const week = page.getByRole('region', { name: 'This week' });
    await week.getByText('Published', { exact: true }).waitFor();
    await week.getByText('Waiting for approval').waitFor();
    await week.getByRole('link', { name: 'Open analytics' }).waitFor();
    await shot(page, 'dashboard-week');
    await page.context().close();
  });

  it('below Scale, says what the plan includes and leads to the plans', async () => {
    const page = await signedIn(bo, { theme: 'light' });
    await page.goto(`${url}/dashboard/analytics`);
    await page.getByText('Analytics come with the Scale plan').waitFor();
    await page.getByText(/included from the Scale plan/).waitFor();
    const upgrade = page.getByRole('link', { name: 'See plans and upgrade' });
    await upgrade.waitFor();
    await shot(page, 'analytics-upgrade');
    const week = page.getByRole('region', { name: 'This week' });
    await page.goto(`${url}/dashboard/default`);
    await week.getByText('Included from the Scale plan').waitFor();
    await week.getByText('Nothing published or planned this week yet.').waitFor();
    await shot(page, 'dashboard-week-empty');
    await page.context().close();
  });
});
