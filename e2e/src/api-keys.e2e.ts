import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';

let platform: RunningPlatform;
let browser: Browser;
const stamp = Date.now();
const owner = { name: 'Mara Quinn', email: `mara.${stamp}@northwind.test`, password: 'correct horse battery' };

beforeAll(async () => {
  platform = await startPlatform(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
  browser = await launchBrowser();
  await signUpClient(platform.url, owner);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

async function keep(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/api-keys-${name}.png`, fullPage: true });
}

describe('API keys', () => {
  it('creates a key shown once with a copy button, lists it, and revokes it so the API refuses it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.url });
    const page = await context.newPage();
    await signIn(page, platform.url, owner.email, owner.password);
    await page.goto(`${platform.url}/setting/api-keys`);
    await page.getByRole('heading', { name: 'API keys', exact: true }).waitFor();
    await page.getByText('No API keys yet').waitFor();
    await keep(page, 'empty-light-en');

    await page.getByTestId('api-key-add').first().click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill('Publishing script');
    await dialog.getByRole('checkbox', { name: /Media/ }).click();
    await keep(page, 'create-light-en');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your key “Publishing script”' });
    const secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^cdk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy the key' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await keep(page, 'secret-light-en');
    await shown.getByRole('button', { name: 'Done' }).click();

    const used = await fetch(`${platform.url}/api/posts`, { headers: { authorization: `Bearer ${secret}` } });
    expect(used.status).toBe(200);
    await page.reload();
    const row = page.getByTestId('api-key-row');
    await row.getByText('Publishing script').waitFor();
    expect(await row.textContent()).not.toContain(secret);
    expect(await row.textContent()).not.toContain('Never used');
    expect(await row.textContent()).toContain('Read posts');
    expect(await row.textContent()).toContain('Write drafts');

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await row.getByText('Revoked').waitFor();
    expect((await fetch(`${platform.url}/api/posts`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);
    await keep(page, 'list-light-en');

    await setPreferences(page, { theme: 'dark', locale: 'fr' });
    await page.getByRole('heading', { name: "Clés d'API", exact: true }).waitFor();
    await page.getByTestId('api-key-row').getByText('Révoquée').waitFor();
    expect(await page.getByTestId('api-key-row').textContent()).toContain('Lire les publications');
    await keep(page, 'list-dark-fr');
    await setPreferences(page, { theme: 'dark', locale: 'zh' });
    await page.getByRole('heading', { name: 'API 密钥', exact: true }).waitFor();
    await page.getByTestId('api-key-add').click();
    await page.getByRole('dialog', { name: '新建 API 密钥' }).waitFor();
    await keep(page, 'create-dark-zh');
    await context.close();
  });
});
