import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTiktokPeer, type TiktokPeer } from '@cadence/posting/peers/tiktok';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { apiLogin, callApi } from './platform-api';
import { setPreferences, signIn, signUpClient } from './shell-session';

// TikTok's content sharing guidelines, followed by the composer: the creator's nickname read from
// TikTok, privacy chosen among the account's levels with no default, interactions off until
// allowed, the commercial content disclosure and the agreement posting implies; and no brand mark.
let peer: TiktokPeer;
let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const ada = { name: 'Ada Baker', email: `ada.${stamp}@tiktok.test`, password: 'correct horse battery' };
const shots = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  peer = await startTiktokPeer();
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
    TIKTOK_CLIENT_KEY: 'tiktok-client-key',
    TIKTOK_CLIENT_SECRET: 'tiktok-client-secret',
    TIKTOK_API_BASE: peer.url,
    TIKTOK_AUTH_BASE: peer.url,
    POSTING_POLL_MS: '250',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, ada);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await peer?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => callApi<T>(platform.url, token, method, path, body);

async function keep(page: Page, name: string): Promise<void> {
  if (shots) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/tiktok-${name}.png`, fullPage: true });
  }
}

describe('TikTok in the composer', () => {
  it('shows who the post goes out as, asks for privacy and interactions, discloses branded content, and publishes what was chosen', async () => {
    const token = await apiLogin(platform.url, ada);
    const started = await api<{ authorizationUrl: string }>(token, 'POST', '/api/accounts/connect/tiktok', {});
    expect(started.status).toBe(200);
    const atTiktok = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
    const back = await fetch(atTiktok.headers.get('location') ?? '', { redirect: 'manual' });
    expect(new URL(back.headers.get('location') ?? '', platform.url).searchParams.get('connection')).toBe('connected');
    const accounts = await api<{ id: number; type: string }[]>(token, 'GET', '/api/accounts');
    const account = accounts.data.find((item) => item.type === 'tiktok');
    if (!account) throw new Error('the TikTok account was not connected');

    // A real 4-second vertical video (ffmpeg), uploaded to the media library: TikTok takes it in chunks.
    const clip = path.join(await mkdtemp(path.join(tmpdir(), 'cadence-tiktok-')), 'loaf.mp4');
    const made = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=540x960:rate=30', '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    expect(made.status, String(made.stderr)).toBe(0);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(clip))], { type: 'video/mp4' }), 'loaf.mp4');
    const uploaded = await fetch(`${platform.url}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const video = ((await uploaded.json()) as { data: { item: { id: number } } }).data.item;
    const text = `Our rye loaf, fresh at seven ${stamp}`;
    const draft = await api<{ id: number }>(token, 'POST', '/api/posts', { mode: 'draft', text, mediaIds: [video.id], accountIds: [account.id] });
    expect(draft.status, JSON.stringify(draft)).toBe(201);

    const context = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
    const page = await context.newPage();
    await signIn(page, platform.url, ada.email, ada.password);
    await page.goto(`${platform.url}/composer?post=${draft.data.id}`);
    await page.getByTestId('tab-tiktok').click();
    const settings = page.getByTestId('settings-tiktok');
    // The nickname TikTok reports now, not only the name saved at connection.
    await settings.getByText('Posts as Ada Bakes (@ada.bakes)').waitFor();

    // Privacy: no default, only the levels this creator has.
    const privacy = page.getByRole('combobox', { name: 'Who can watch' });
    expect(await privacy.textContent()).toContain('Choose…');
    await privacy.click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Everyone', 'Friends', 'Only me']);
    await page.getByRole('option', { name: 'Everyone' }).click();

    // Comments, Duet and Stitch are off until allowed; Stitch is greyed: the creator switched it off in TikTok.
    const comment = settings.getByRole('checkbox', { name: 'Comment' });
    const duet = settings.getByRole('checkbox', { name: 'Duet' });
    const stitch = settings.getByRole('checkbox', { name: 'Stitch' });
    expect(await Promise.all([comment, duet, stitch].map((box) => box.getAttribute('data-state')))).toEqual(['unchecked', 'unchecked', 'unchecked']);
    expect(await stitch.isDisabled()).toBe(true);
    await settings.getByText("off in this account's TikTok settings").waitFor();
    await comment.click();

    // The disclosure wants to know whose content it promotes.
    await settings.getByRole('switch', { name: 'Disclose post content' }).click();
    await settings.getByRole('alert').getByText('You need to indicate if your content promotes yourself, a third party, or both.').waitFor();
    await settings.getByRole('checkbox', { name: 'Your brand' }).click();
    await settings.getByText('Your post will be labeled “Promotional content”.').waitFor();
    await settings.getByRole('checkbox', { name: 'Branded content' }).click();
    await settings.getByText('Your post will be labeled “Paid partnership”.').waitFor();
    expect(await settings.getByTestId('tiktok-consent').textContent()).toContain('Branded Content Policy');
    // Branded content cannot be private: "Only me" is no longer offered.
    await privacy.click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Everyone', 'Friends']);
    await page.keyboard.press('Escape');
    await keep(page, 'composer-light-en');

    await setPreferences(page, { theme: 'dark' });
    await page.getByTestId('tab-tiktok').click();
    await page.getByTestId('settings-tiktok').getByText('Posts as Ada Bakes (@ada.bakes)').waitFor();
    await keep(page, 'composer-dark-en');
    await setPreferences(page, { theme: 'light' });
    await page.goto(`${platform.url}/composer?post=${draft.data.id}`);
    await page.getByTestId('tab-tiktok').click();
    await page.getByRole('combobox', { name: 'Who can watch' }).click();
    await page.getByRole('option', { name: 'Everyone' }).click();
    await page.getByTestId('settings-tiktok').getByRole('checkbox', { name: 'Comment' }).click();
    await page.getByTestId('settings-tiktok').getByRole('checkbox', { name: 'Duet' }).click();
    await page.getByTestId('settings-tiktok').getByRole('switch', { name: 'Disclose post content' }).click();
    await page.getByTestId('settings-tiktok').getByRole('checkbox', { name: 'Your brand' }).click();

    await page.getByTestId('composer-now').click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish now?' }).or(page.getByRole('dialog', { name: 'Publish now?' }));
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    type Target = { status: string; errorMessage: string | null };
    const done = async () => (await api<{ status: string; targets: Target[] }>(token, 'GET', `/api/posts/${draft.data.id}`)).data;
    await expect.poll(async () => (await done()).status, { timeout: 60_000, interval: 500 }).toMatch(/^(posted|failed)$/);
    expect((await done()).targets).toEqual([expect.objectContaining({ status: 'posted', errorMessage: null })]);
    const published = [...peer.posts.values()].find((post) => post.title === text);
    expect(published?.postInfo).toMatchObject({ privacy_level: 'PUBLIC_TO_EVERYONE', disable_comment: false, disable_duet: false, disable_stitch: true, brand_organic_toggle: true, brand_content_toggle: false });

    // The watermark screen lists the TikTok account with why it cannot carry a mark.
    await page.goto(`${platform.url}/watermark`);
    await page.getByTestId('watermark-add').first().click();
    await page.getByRole('combobox', { name: 'Accounts' }).click();
    const option = page.getByRole('option', { name: /Ada Bakes/ });
    await option.getByText('TikTok: its guidelines forbid apps to add a brand mark').waitFor();
    expect(await option.getAttribute('aria-disabled')).toBe('true');
    await keep(page, 'watermark-light-en');
    await context.close();
  }, 240_000);
});
