import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi } from './platform-api';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's port helper (scripts/), shared with the launchers
import { freePort } from '../../scripts/ports.mjs';

let platform: RunningPlatform;
let browser: Browser;
const peers: { port: number; process: ChildProcess }[] = [];
const children: ChildProcess[] = [];
const stamp = Date.now();
const mira = { name: 'Mira Stan', email: `mira.${stamp}@northwind.test`, password: 'correct horse battery' };
const shots = process.env.E2E_SHOTS_DIR;

/** A network's ingest stand-in: node-media-server's RTMP sessions bound to 127.0.0.1, accepting any publish and play. */
const RTMP_PEER = `
const { createServer } = require('node:net');
const Context = require('node-media-server/src/core/context.js');
const logger = require('node-media-server/src/core/logger.js');
const RtmpSession = require('node-media-server/src/session/rtmp_session.js');
logger.log = () => undefined;
Context.config = {};
const port = Number(process.argv[1]);
createServer((socket) => {
  socket.on('error', () => undefined);
  const session = new RtmpSession(socket);
  session.run();
  Context.sessions.set(session.id, session);
}).listen(port, '127.0.0.1', () => process.stdout.write('listening\\n'));
`;

async function startRtmpPeer(): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', RTMP_PEER, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`RTMP peer exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return { port, process: child };
}

/** Debian's ffmpeg pushing a generated picture and tone to the platform's ingest. */
function pushTestStream(url: string): ChildProcess {
  const child = spawn(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine', '-t', '300', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-c:a', 'aac', '-f', 'flv', url],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  for (let i = 0; i < 3; i += 1) peers.push(await startRtmpPeer());
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 11).toString('base64'),
    LIVE_RTMP_PORT: String(await freePort()),
    LIVE_RELAY_BACKOFF_MS: '200',
    LIVE_RELAY_BACKOFF_MAX_MS: '1000',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, mira);
}, 180_000);

afterAll(async () => {
  for (const child of children) await stop(child);
  await browser?.close();
  await platform?.close();
  for (const peer of peers) await stop(peer.process);
});

async function keep(page: Page, name: string): Promise<void> {
  if (shots) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/live-${name}.png`, fullPage: true });
  }
}

describe('live streaming', () => {
  it('creates an event with three RTMP destinations, previews the pushed stream, goes live on all three with their health, ends it and finds the recording', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await signIn(page, platform.url, mira.email, mira.password);

    await page.goto(`${platform.url}/live_stream`);
    await page.getByRole('heading', { level: 1, name: 'Live streaming' }).waitFor();
    await page.getByRole('heading', { name: 'No live events yet' }).waitFor();
    await keep(page, 'empty-light-en');

    // A new event with three custom RTMP servers; the form checks the fields before sending.
    await page.getByTestId('live-new').first().click();
    const form = page.getByTestId('live-create-form');
    await form.getByLabel('Title').fill('Spring launch');
    await form.getByLabel('Description').fill('Three destinations at once');
    for (let i = 0; i < 3; i += 1) await form.getByTestId('add-destination-custom').click();
    await form.getByTestId('live-create-submit').click();
    await form.getByText('Enter a server URL that starts with rtmp:// or rtmps://.').first().waitFor();
    const rows = form.getByTestId('destination-custom');
    expect(await rows.count()).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      const row = rows.nth(i);
      await row.getByLabel('Name').fill(`Peer ${i + 1}`);
      await row.getByLabel('Server URL').fill(`rtmp://127.0.0.1:${peers[i]!.port}/live`);
      await row.getByLabel('Stream key').fill(`peer-${i + 1}-secret-key`);
      expect(await row.getByLabel('Stream key').getAttribute('type')).toBe('password');
    }
    await keep(page, 'create-light-en');
    await form.getByTestId('live-create-submit').click();

    // The event's page: the ingest, the pre-flight check and the destinations waiting.
    const event = page.getByTestId('live-event');
    await event.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Spring launch' }).waitFor();
    expect(await event.getAttribute('data-status')).toBe('ready');
    expect(await page.getByTestId('live-destination').count()).toBe(3);
    const ingestUrl = await page.getByTestId('ingest-url').inputValue();
    const key = page.getByTestId('ingest-key');
    expect(await key.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show the stream key' }).click();
    expect(await key.getAttribute('type')).toBe('text');
    const streamKey = await key.inputValue();
    expect(streamKey.length).toBeGreaterThan(20);
    await page.getByTestId('live-preflight').getByText('Start your stream to check it.', { exact: false }).first().waitFor();

    // Going live with nothing publishing says what to do.
    await page.getByTestId('live-go').click();
    await page.getByText('Start streaming from your software first').waitFor();

    const source = pushTestStream(`${ingestUrl}/${streamKey}`);
    await page.getByTestId('live-ingest').getByText('Receiving').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="live-preview"][data-state="playing"]').waitFor({ timeout: 60_000 });
    // The preview shows frames of the pushed stream, not just its playlist.
    const video = page.getByTestId('live-preview').locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
    await page.getByTestId('live-source').getByText('640×360', { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByTestId('live-preflight').getByText('Mbit/s from you to Cadence', { exact: false }).waitFor({ timeout: 30_000 });
    // The service's full check measures the stream (its keyframe interval too) and checks each destination.
    await page.getByTestId('preflight-run').click();
    await page.getByTestId('preflight-report').getByText('a keyframe every 2 s', { exact: false }).waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="preflight-destination"]').count()).toBe(3);
    await keep(page, 'ready-light-en');

    await page.getByTestId('live-go').click();
    await page.locator('[data-testid="live-event"][data-status="live"]').waitFor({ timeout: 30_000 });
    for (let i = 0; i < 3; i += 1) {
      await page.locator('[data-testid="live-destination"][data-state="live"]').nth(i).waitFor({ timeout: 60_000 });
    }
    await expect.poll(async () => (await page.getByTestId('destination-bitrate').allInnerTexts()).filter((text) => /\d+ kbps/.test(text)).length, { timeout: 60_000 }).toBe(3);
    await expect.poll(async () => (await page.getByTestId('destination-fps').allInnerTexts()).filter((text) => Number.parseFloat(text) > 0).length, { timeout: 60_000 }).toBe(3);
    await keep(page, 'live-light-en');
    expect(blocked).toEqual([]);

    // Ending asks first, then the recording is there to download and to stream again.
    await page.getByTestId('live-end').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End stream' }).click();
    await page.locator('[data-testid="live-event"][data-status="ended"]').waitFor({ timeout: 30_000 });
    const download = page.getByTestId('recording-download');
    await download.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^live-\d+\.mp4$/);
    await page.getByTestId('live-rebroadcast').waitFor();
    await keep(page, 'ended-light-en');

    // Asked into the media library: posting imports the recording, and the page links it.
    await page.getByTestId('recording-to-library').click();
    await page.locator('[data-testid="recording-library"][data-state="saved"]').waitFor({ timeout: 60_000 });
    await page.getByText('The recording is in your media library.').waitFor();
    expect(await page.getByTestId('recording-to-library').count()).toBe(0);
    await keep(page, 'ended-library-light-en');
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByText('L’enregistrement est dans votre médiathèque.').waitFor();
    await keep(page, 'ended-library-dark-fr');
    await setPreferences(page, { theme: 'light', locale: 'en' });
    await page.getByTestId('recording-media').click();
    await page.getByText('Spring launch.mp4').first().waitFor({ timeout: 30_000 });
    await keep(page, 'library-light-en');

    // The source stops: the ingest says so.
    await stop(source);
    const token = await apiLogin(platform.url, mira);
    await expect.poll(async () => (await callApi<{ publishing: boolean }>(platform.url, token, 'GET', '/api/live/ingest')).data.publishing, { timeout: 30_000 }).toBe(false);

    // The list keeps the stream with its duration and health, in French and dark too.
    await page.goto(`${platform.url}/live_stream`);
    const past = page.getByTestId('live-history-row').filter({ hasText: 'Spring launch' });
    await past.waitFor();
    await past.getByText('Good').or(past.getByText('Reconnected')).first().waitFor();
    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByRole('heading', { level: 1, name: 'Diffusion en direct' }).waitFor();
    await page.getByTestId('live-history-row').first().waitFor();
    await keep(page, 'list-dark-fr');

    // Instagram's page: where to find the server URL and key, and a form that saves them.
    await setPreferences(page, { theme: 'light', locale: 'en' });
    await page.goto(`${platform.url}/Instagram`);
    await page.getByTestId('live-manual-setup').getByText('open instagram.com', { exact: false }).waitFor();
    await keep(page, 'instagram-light-en');
    await setPreferences(page, { theme: 'dark', locale: 'ro' });
    await page.getByTestId('live-manual-setup').waitFor();
    await keep(page, 'instagram-dark-ro');
    await context.close();
  }, 300_000);
});
