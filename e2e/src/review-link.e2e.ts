import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CreatedApiKey, Post } from '@cadence/contracts';
import { decodeQuotedPrintable, startSmtp } from '@cadence/mailer/testing';
import { startTwitterPeer, type TwitterPeer } from '@cadence/posting/peers/twitter';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { setPreferences, signIn, signUpClient } from './shell-session';
import { apiLogin, callApi, xPeerEnv } from './platform-api';

/**
 * An agent's post waits for approval; an approver sends it by e-mail to an outside reviewer,
 * who approves it from the mailed link without an account.
 */
let x: TwitterPeer;
let platform: RunningPlatform;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const stamp = Date.now();
const owner = { name: 'Nadia Ferreira', email: `nadia.${stamp}@northwind.test`, password: 'correct horse battery' };
const reviewer = `client.${stamp}@outside.test`;
const shots = process.env.SCREENSHOTS_DIR;

async function keep(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/mcp-review-${name}.png`, fullPage: true });
}

beforeAll(async () => {
  smtp = await startSmtp();
  x = await startTwitterPeer();
  platform = await startPlatform({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    SMTP_URL: smtp.url,
    ...xPeerEnv(x),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  await signUpClient(platform.url, owner);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await x?.close();
  await smtp?.close();
});

/** The review link of the mail sent to the reviewer (quoted-printable undone), once it arrives. */
async function mailedToken(): Promise<string> {
  for (let tries = 0; tries < 600; tries++) {
    const mail = smtp.received.find((item) => item.to.includes(reviewer));
    if (mail) {
      const token = /\/review\/([A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(mail.raw))?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the review mail never arrived');
}

describe('review by signed link', () => {
  it("sends an agent's waiting post to an outside reviewer, who approves it from the mailed link", async () => {
    const token = await apiLogin(platform.url, owner);
    const started = await callApi<{ authorizationUrl: string }>(platform.url, token, 'POST', '/api/accounts/connect/twitter', {});
    const atNetwork = await fetch(started.data.authorizationUrl, { redirect: 'manual' });
    await fetch(atNetwork.headers.get('location') ?? '', { redirect: 'manual' });
    const account = (await callApi<{ id: number; type: string }[]>(platform.url, token, 'GET', '/api/accounts')).data.find((item) => item.type === 'twitter');
    if (!account) throw new Error('X was not connected');
    const key = await callApi<CreatedApiKey>(platform.url, token, 'POST', '/api/auth/api-keys', { name: 'Launch agent', scopes: ['posts:read', 'posts:schedule'] });
    expect(key.status).toBe(201);
    const scheduledAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const written = await callApi<Post>(platform.url, key.data.secret, 'POST', '/api/posts', { mode: 'schedule', text: 'Spring menu is here: fresh peas and lemon tart', scheduledAt, accountIds: [account.id] });
    expect(written.status).toBe(201);
    expect(written.data.status).toBe('not_approved');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, platform.url, owner.email, owner.password);
    // The key's owner may let a key schedule without approval, with a plain warning.
    await page.goto(`${platform.url}/setting/api-keys`);
    await page.getByTestId('api-key-add').first().click();
    const create = page.getByRole('dialog', { name: 'New API key' });
    await create.getByRole('checkbox', { name: /^Schedule/ }).click();
    await create.getByRole('checkbox', { name: /Schedule without approval/ }).click();
    await create.getByTestId('api-key-direct-warning').getByText(/published without a person looking at it first/).waitFor();
    await keep(page, 'direct-warning-light-en');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('api-key-row').getByText('Waits for approval').waitFor();

    await page.goto(`${platform.url}/posts/approvals`);
    await page.getByTestId(`via-api-key-${written.data.id}`).getByText('via API key Launch agent').waitFor();
    await page.getByTestId('send-review-link').click();
    const dialog = page.getByRole('dialog', { name: 'Send for review' });
    await dialog.getByLabel("Reviewer's e-mail").fill(reviewer);
    await dialog.getByLabel('Note for the reviewer (optional)').fill('Is the price right?');
    expect(await dialog.getByRole('checkbox', { name: /Spring menu/ }).getAttribute('aria-checked')).toBe('true');
    await keep(page, 'send-light-en');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await page.getByText(`Review link sent to ${reviewer}`).waitFor();

    const link = await mailedToken();
    const outside = await browser.newContext({ viewport: { width: 1100, height: 1000 } });
    const guest = await outside.newPage();
    await guest.goto(`${platform.url}/review/${link}`);
    await guest.getByRole('heading', { name: 'Nadia Ferreira asks for your review' }).waitFor();
    await guest.getByTestId('review-message').getByText('Is the price right?').waitFor();
    const card = guest.getByTestId(`review-post-${written.data.id}`);
    await card.getByText('Spring menu is here: fresh peas and lemon tart').first().waitFor();
    await card.getByText('Waiting for you').waitFor();
    await keep(guest, 'page-light-en');
    await setPreferences(guest, { theme: 'dark', locale: 'ro' });
    await guest.getByRole('heading', { name: 'Nadia Ferreira vă cere părerea' }).waitFor();
    await card.getByText('Vă așteaptă').waitFor();
    await keep(guest, 'page-dark-ro');
    await setPreferences(guest, { theme: 'light', locale: 'en' });
    await card.getByText('Waiting for you').waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Approved', { exact: true }).waitFor();
    await guest.getByText('Thank you: every post has been reviewed.').waitFor();

    const after = await callApi<Post>(platform.url, token, 'GET', `/api/posts/${written.data.id}`);
    expect(after.data.status).toBe('scheduled');
    expect(after.data.review).toMatchObject({ decision: 'approved', reviewerEmail: reviewer });

    // Used: opening it again says so, in the reviewer's language and theme too.
    await guest.reload();
    await guest.getByRole('heading', { name: 'This link was used' }).waitFor();
    await setPreferences(guest, { theme: 'dark', locale: 'fr' });
    await guest.getByRole('heading', { name: 'Ce lien a été utilisé' }).waitFor();
    await keep(guest, 'used-dark-fr');
    await outside.close();
    await context.close();
  });
});
