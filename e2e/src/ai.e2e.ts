import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startOpenAiPeer, type OpenAiPeer } from '@cadence/ai/peers/openai';
import { startBlueskyPds, type BlueskyPds } from '@cadence/posting/peers/bluesky';
import { startTwitterPeer, type TwitterPeer } from '@cadence/posting/peers/twitter';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi, xPeerEnv } from './platform-api';

const KEY = 'sk-e2e-walk-0001';
// Long enough to watch it arrive word by word and to stop it half-way.
const REPLY = 'Spring boots are back: waterproof leather, a grippy sole and a fit that lasts all season long. Come and try a pair this week in any of our shops. #spring';

let openai: OpenAiPeer;
let x: TwitterPeer;
let pds: BlueskyPds;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const admin = { email: `admin.${stamp}@cadence.test`, password: 'e2e-admin-password-long' };
const lena = { name: 'Lena Ortiz', email: `lena.${stamp}@northwind.test`, password: 'correct horse battery' };

beforeAll(async () => {
  [openai, x, pds] = await Promise.all([startOpenAiPeer({ apiKey: KEY, models: ['gpt-4o-mini'], reply: REPLY, wordDelayMs: 120 }), startTwitterPeer(), startBlueskyPds()]);
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...xPeerEnv(x),
    BLUESKY_SERVICE_URL: pds.url,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, lena);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await pds?.stop();
  await x?.close();
  await openai?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.url, token, method, path, body);

const login = (user: { email: string; password: string }) => apiLogin(platform.url, user);

async function keep(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  // From the top, so the sticky header and menu sit where they belong on the full page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${folder}/ai-${name}.png`, fullPage: true });
}

describe('AI composer', () => {
  it('with no endpoint the generator says so and whom to ask', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, platform.url, lena.email, lena.password);
    await page.goto(`${platform.url}/ai_composer`);
    const notice = page.getByTestId('ai-not-configured');
    await notice.waitFor();
    // Lena owns her workspace, so she is sent to Settings to bring her own endpoint.
    expect(await notice.getByRole('link', { name: 'Set up an endpoint in Settings' }).getAttribute('href')).toBe('/setting/content#ai');
    await setPreferences(page, { theme: 'dark', locale: 'zh' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('尚未设置 AI 端点');
    await keep(page, 'not-configured-dark-zh');
    await context.close();
  });

  it('staff set the endpoint in Settings; a client generates for X and Bluesky, watches it stream, stops one, uses the other in the composer and schedules it', async () => {
    // Staff save the local OpenAI server as the platform's endpoint; the check's result shows in plain words.
    const staff = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const staffPage = await staff.newPage();
    await signIn(staffPage, platform.url, admin.email, admin.password);
    await staffPage.goto(`${platform.url}/setting/content`);
    await staffPage.getByTestId('ai-platform-base-url').fill(openai.url);
    await staffPage.getByTestId('ai-platform-api-key').fill(KEY);
    await staffPage.getByTestId('ai-platform-model_generation').fill('gpt-4o-mini');
    await staffPage.getByTestId('ai-platform-save').click();
    const probe = staffPage.getByTestId('ai-probe');
    await probe.waitFor();
    expect(await probe.textContent()).toMatch(/Models listed: 1 · streaming: yes/);
    await keep(staffPage, 'settings-staff');
    await staff.close();

    // The client's X (OAuth, walked as the browser would) and Bluesky (app password) accounts.
    const token = await login(lena);
    const started = await api<{ kind: string; authorizationUrl: string }>(token, 'POST', '/api/accounts/connect/twitter', {});
    const atNetwork = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
    await fetch(atNetwork.headers.get('location') ?? '', { redirect: 'manual' });
    const connected = await api<{ kind: string }>(token, 'POST', '/api/accounts/connect/bluesky', { fields: { identifier: pds.handle, password: pds.appPassword, service: pds.url } });
    expect(connected.data.kind).toBe('connected');
    const accounts = (await api<{ id: number; type: string }[]>(token, 'GET', '/api/accounts')).data;
    const xAccount = accounts.find((account) => account.type === 'twitter');
    const blueskyAccount = accounts.find((account) => account.type === 'bluesky');
    if (!xAccount || !blueskyAccount) throw new Error('the accounts were not connected');

    const context = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
    const page = await context.newPage();
    await signIn(page, platform.url, lena.email, lena.password);
    // Her workspace now writes with the platform's endpoint; as its owner she could bring her own.
    await page.goto(`${platform.url}/setting/content`);
    await page.getByText("The workspace uses the platform's endpoint.", { exact: false }).waitFor();
    await page.getByTestId('ai-workspace-base-url').waitFor();
    await keep(page, 'settings-owner');
    await page.goto(`${platform.url}/ai_composer`);
    await page.getByTestId('ai-usage-meter').waitFor();
    await page.getByTestId('ai-topic').fill('Our spring boots');
    await page.getByTestId(`ai-account-${xAccount.id}`).click();
    await page.getByTestId(`ai-account-${blueskyAccount.id}`).click();
    await page.getByTestId('ai-generate').click();

    // X streams first, word by word, while Bluesky waits its turn.
    const xCard = page.getByTestId('variant-twitter-1');
    const blueskyCard = page.getByTestId('variant-bluesky-1');
    await xCard.and(page.locator('[data-state="streaming"]')).waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="variant-twitter-1"] [data-testid="variant-stream"]')?.textContent ?? '').split(' ').length >= 4);
    expect(await blueskyCard.getAttribute('data-state')).toBe('waiting');
    await keep(page, 'generator-streaming');

    // Stopping X keeps what had arrived; Bluesky goes on to the end.
    await xCard.getByTestId('variant-stop').click();
    expect(await xCard.getAttribute('data-state')).toBe('stopped');
    const partial = await xCard.getByTestId('variant-text').inputValue();
    expect(partial.trim().length).toBeGreaterThan(0);
    expect(REPLY.startsWith(partial)).toBe(true);
    expect(partial.length).toBeLessThan(REPLY.length);
    await blueskyCard.and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    expect(await blueskyCard.getByTestId('variant-text').inputValue()).toBe(REPLY);
    expect(await xCard.getByTestId('variant-text').inputValue()).toBe(partial);

    // Inline edits are counted and checked as Bluesky counts them.
    const edited = `${REPLY.replace('#spring', '')}See you soon! #spring`;
    await blueskyCard.getByTestId('variant-text').fill(edited);
    expect(await blueskyCard.textContent()).toContain(`${[...edited].length}/300`);
    await keep(page, 'generator-done');

    // "Use" opens the composer with the text and the Bluesky account; nothing was published on the way.
    await blueskyCard.getByTestId('variant-use').click();
    await page.waitForURL(/\/composer$/);
    expect(await page.getByTestId('composer-text').inputValue()).toBe(edited);
    expect(await page.getByTestId(`account-${blueskyAccount.id}`).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId(`account-${xAccount.id}`).getAttribute('aria-pressed')).toBe('false');
    // The assist shortens the draft; the answer is previewed, then replaces the text.
    const short = 'Spring boots are back: try a pair this week. #spring';
    openai.answerNext(short);
    await page.getByTestId('assist-shorten').click();
    await page.getByTestId('assist-result').waitFor();
    await keep(page, 'composer-assist');
    await page.getByTestId('assist-replace').click();
    expect(await page.getByTestId('composer-text').inputValue()).toBe(short);

    const due = new Date(Math.ceil((Date.now() + 3 * 3600_000) / 60_000) * 60_000);
    const iso = due.toISOString();
    await page.getByTestId('schedule-date').fill(iso.slice(0, 10));
    await page.getByTestId('schedule-time').fill(iso.slice(11, 16));
    await page.getByTestId('composer-schedule').click();
    await page.waitForURL(/\/posts\?view=calendar/);

    const scheduled = await api<{ text: string; status: string; scheduledAt: string | null; targets: { accountId: number }[] }[]>(token, 'GET', '/api/posts?status=scheduled&limit=100');
    const post = scheduled.data.find((item) => item.text === short);
    expect(post?.status).toBe('scheduled');
    expect(new Date(post?.scheduledAt ?? 0).toISOString()).toBe(iso.slice(0, 16) + ':00.000Z');
    expect(post?.targets.map((target) => target.accountId)).toEqual([blueskyAccount.id]);

    // The generation is kept in the history, as stopped.
    await page.goto(`${platform.url}/ai_composer`);
    await page.getByTestId('ai-history-tab').click();
    await page.getByTestId('ai-history').waitFor();
    expect(await page.getByTestId('ai-history').textContent()).toContain('Our spring boots');
    // Stopping X stopped its call at the endpoint too; the generation is kept as stopped, X's text cut where it stopped.
    const kept = await api<{ status: string; brief: { topic?: string }; variants: { network: string; text: string }[] }[]>(token, 'GET', '/api/ai/generations?search=spring%20boots');
    const first = kept.data.find((generation) => generation.brief.topic === 'Our spring boots');
    expect(first?.status).toBe('stopped');
    const keptX = first?.variants.find((variant) => variant.network === 'twitter')?.text ?? '';
    expect(keptX.length).toBeGreaterThan(0);
    expect(REPLY.startsWith(keptX) && keptX.length < REPLY.length).toBe(true);
    expect(first?.variants.find((variant) => variant.network === 'bluesky')?.text).toBe(REPLY);
    expect(openai.aborted).toBe(1);
    await keep(page, 'history');

    // Two days of posts for both networks in one stream; day 2 goes to one composer, each network with its own text, a day later.
    await page.goto(`${platform.url}/composer`);
    const firstSlot = await page.getByTestId('schedule-date').inputValue();
    await page.goto(`${platform.url}/ai_composer`);
    await page.getByTestId('ai-topic').fill('Boots week');
    await page.getByTestId(`ai-account-${xAccount.id}`).click();
    await page.getByTestId(`ai-account-${blueskyAccount.id}`).click();
    await page.getByTestId('ai-posts').selectOption('2');
    openai.answerNext('X day one: boots.', 'X day two: socks.', 'Bluesky day one: boots.', 'Bluesky day two: socks.');
    await page.getByTestId('ai-generate').click();
    await page.getByTestId('variant-bluesky-2').and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('variant-twitter-2').getByTestId('variant-text').inputValue()).toBe('X day two: socks.');
    await keep(page, 'generator-week');
    await page.getByTestId('ai-use-all-2').click();
    await page.waitForURL(/\/composer$/);
    expect(await page.getByTestId('composer-text').inputValue()).toBe('X day two: socks.');
    for (const account of [xAccount, blueskyAccount]) expect(await page.getByTestId(`account-${account.id}`).getAttribute('aria-pressed')).toBe('true');
    const [y, m, d] = firstSlot.split('-').map(Number) as [number, number, number];
    expect(await page.getByTestId('schedule-date').inputValue()).toBe(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10));
    await page.getByTestId('composer-schedule').click();
    await page.waitForURL(/\/posts\?view=calendar/);
    const week = await api<{ text: string; targets: { accountId: number; text: string | null }[] }[]>(token, 'GET', '/api/posts?status=scheduled&limit=100');
    const dayTwo = week.data.find((item) => item.text === 'X day two: socks.');
    expect(dayTwo?.targets.map((target) => [target.accountId, target.text ?? dayTwo.text]).sort()).toEqual(
      [
        [xAccount.id, 'X day two: socks.'],
        [blueskyAccount.id, 'Bluesky day two: socks.'],
      ].sort(),
    );

    await page.goto(`${platform.url}/ai_composer`);
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByTestId('ai-generate').waitFor();
    await keep(page, 'generator-dark-fr');
    await context.close();
  });

  it('shows an answer that broke off as incomplete, with why, and never offers it; the next network still comes', async () => {
    const token = await login(lena);
    const accounts = (await api<{ id: number; type: string }[]>(token, 'GET', '/api/accounts')).data;
    const xAccount = accounts.find((account) => account.type === 'twitter');
    const blueskyAccount = accounts.find((account) => account.type === 'bluesky');
    if (!xAccount || !blueskyAccount) throw new Error('the accounts are connected by the test before');
    const context = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
    const page = await context.newPage();
    await signIn(page, platform.url, lena.email, lena.password);
    await page.goto(`${platform.url}/ai_composer`);
    await page.getByTestId('ai-topic').fill('Our autumn coats');
    await page.getByTestId(`ai-account-${xAccount.id}`).click();
    await page.getByTestId(`ai-account-${blueskyAccount.id}`).click();
    // The endpoint's connection ends halfway through X's answer: no finish reason, no [DONE].
    openai.failNext('cut');
    await page.getByTestId('ai-generate').click();
    const xCard = page.getByTestId('variant-twitter-1');
    await xCard.and(page.locator('[data-state="incomplete"]')).waitFor({ timeout: 60_000 });
    await xCard.getByTestId('variant-reason').getByText("The endpoint's answer broke off before its end").waitFor();
    expect(await xCard.getByTestId('variant-use').isDisabled()).toBe(true);
    const blueskyCard = page.getByTestId('variant-bluesky-1');
    await blueskyCard.and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    expect(await blueskyCard.getByTestId('variant-use').isDisabled()).toBe(false);
    await keep(page, 'generator-incomplete');
    await context.close();
  }, 180_000);
});
