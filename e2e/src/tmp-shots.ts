import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from '@cadence/gateway';
import { createTestDatabase } from '@cadence/db/testing';
import { launchBrowser } from './browser';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi } from './platform-api';

const out = '/tmp/shots';
const admin = { email: 'admin@shots.test', password: 'shots admin password' };
const client = { name: 'Maya Lambert', email: 'maya@shots.test', password: 'correct horse battery' };
const database = await createTestDatabase('shots');
const dataDir = await mkdtemp(path.join(tmpdir(), 'shots-'));
const platform = await buildGateway({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '10000', OUTBOUND_ALLOW_PRIVATE: 'true', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
const url = await platform.app.listen({ port: 0, host: '127.0.0.1' });
await signUpClient(url, client);
const token = await apiLogin(url, client);
// The workspace's own endpoint, on a closed port: its check fails.
await callApi(url, token, 'PUT', '/api/ai/settings', { base_url: 'http://127.0.0.1:9/v1', api_key: 'sk-test', model_generation: 'gpt-4o-mini' });
const browser = await launchBrowser();
for (const theme of ['light', 'dark'] as const) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, url, client.email, client.password);
  await setPreferences(page, { theme });
  await page.goto(`${url}/ai_composer`);
  await page.getByTestId('ai-check-failed').waitFor();
  await page.screenshot({ path: `${out}/generator-check-failed-${theme}.png` });
  await context.close();
}
{
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, url, admin.email, admin.password);
  await setPreferences(page, { locale: 'fr' });
  await page.goto(`${url}/user/add`);
  await page.getByLabel(/Fin du forfait/).waitFor();
  await page.screenshot({ path: `${out}/user-add-plan-end-fr.png`, fullPage: true });
  await context.close();
}
await browser.close();
await platform.app.close();
await database.drop();
