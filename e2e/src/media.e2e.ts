import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { signIn, signUpClient } from './shell-session';

let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const lena = { name: 'Lena Ortiz', email: `lena.${stamp}@northwind.test`, password: 'correct horse battery' };

beforeAll(async () => {
  platform = await startPlatform({ POSTING_WORKERS: '0', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) });
  browser = await launchBrowser();
  await signUpClient(platform.url, lena);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('media library', () => {
  it('uploads with per-file outcomes, describes, tags, files into a folder and deletes', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, platform.url, lena.email, lena.password);
    await page.goto(`${platform.url}/media_manager`);
    await page.getByRole('heading', { name: 'Your library is empty' }).waitFor();

    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: { r: 20, g: 120, b: 220 } } }).png().toBuffer();
    await page.locator('input[type=file]').first().setInputFiles([
      { name: 'quarterly.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') },
      { name: 'banner.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByRole('alert').filter({ hasText: 'quarterly.pdf is not a JPEG' }).waitFor();
    await page.getByText('Uploaded', { exact: true }).waitFor();
    const card = page.getByRole('button', { name: 'banner.png' });
    await card.waitFor();
    // The thumbnail comes through its signed URL, without a token.
    const thumbnail = card.locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);

    await card.click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText('640 × 320').waitFor();
    await sheet.getByLabel('Alt text').fill('A blue banner');
    await sheet.getByLabel('Tags').fill('Launch, spring');
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show items tagged launch' }).click();
    await page.waitForURL(/tag=launch/);
    // The filter shows as pressed once the list for the new address has rendered.
    await expect.poll(() => page.getByRole('button', { name: 'Show items tagged launch' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'banner.png' }).waitFor();

    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('Folder name').fill('Campaign');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.getByText('Folder created').waitFor();
    await page.getByRole('checkbox', { name: 'Select banner.png' }).check({ force: true });
    await page.getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('menuitem', { name: 'Campaign' }).click();
    await page.getByText('1 item moved').waitFor();
    await page.getByRole('button', { name: /^Campaign/ }).click();
    await page.waitForURL(/folderId=\d+/);
    await page.getByRole('button', { name: 'banner.png' }).waitFor();

    await page.getByRole('checkbox', { name: 'Select banner.png' }).check({ force: true });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('1 item deleted').waitFor();
    await page.getByRole('heading', { name: 'Nothing matches' }).waitFor();
    await page.close();
  });
});
