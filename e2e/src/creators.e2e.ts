import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { apiLogin, callApi } from './platform-api';
import { setPreferences, signIn, signUpClient } from './shell-session';

/**
 * Creators to hire in Chromium: a user applies as a content creator, staff approve the
 * application, a client finds the creator and sends a hire request, the creator accepts and
 * opens the client's workspace as a contributor, then the client ends the hire and the access
 * is gone. With CREATORS_SHOTS_DIR set, the screens are also saved as pictures.
 */
let platform: RunningPlatform;
let url: string;
let browser: Browser;
const stamp = Date.now();
const admin = { email: `admin.${stamp}@creators.test`, password: 'creators admin password' };
const cleo = { name: 'Cleo Creator', email: `cleo.${stamp}@creators.test`, password: 'correct horse battery' };
const carl = { name: 'Carl Client', email: `carl.${stamp}@creators.test`, password: 'correct horse battery' };
const shots = process.env.CREATORS_SHOTS_DIR;

beforeAll(async () => {
  platform = await startPlatform({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  url = platform.url;
  browser = await launchBrowser();
  await signUpClient(url, cleo);
  await signUpClient(url, carl);
  if (shots) await mkdir(shots, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

async function signedIn(user: { email: string; password: string }, preferences?: Parameters<typeof setPreferences>[1]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  await signIn(page, url, user.email, user.password);
  if (preferences) await setPreferences(page, preferences);
  return page;
}

async function shot(page: Page, name: string, theme?: 'light' | 'dark'): Promise<void> {
  if (!shots) return;
  if (theme) await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** Waits until `check` holds, polling an API answer (consumers run after the request's commit). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const workspacesOf = async (user: { email: string; password: string }) =>
  (await callApi<{ workspaceId: number; role: string }[]>(url, await apiLogin(url, user), 'GET', '/api/auth/workspaces')).data;

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cadence.session') ?? 'null') as { accessToken: string; user: { workspaceId: number | null; workspaceRole: string | null } } | null);

describe('creators to hire', () => {
  it('a user applies, staff approve, a client hires, the creator accepts and works in the workspace until the client ends it', async () => {
    // The application: errors first, then a complete one.
    const creator = await signedIn(cleo, { theme: 'system' });
    await creator.emulateMedia({ colorScheme: 'light' });
    await creator.goto(`${url}/post/become-content-creator`);
    const form = creator.getByTestId('creator-application-form');
    await form.waitFor();
    await shot(creator, 'creators-apply-empty', 'light');
    await creator.getByTestId('creator-application-submit').click();
    await form.getByText('This field is required.').first().waitFor();
    await form.getByLabel('Display name').fill('Cleo Creator');
    await form.getByLabel('About you').fill('Short recipe videos and carousels for food brands.');
    await form.getByRole('checkbox', { name: 'Instagram' }).click();
    await form.getByRole('checkbox', { name: 'TikTok' }).click();
    await form.getByLabel('Portfolio links').fill('https://example.com/cleo\nhttps://example.com/cleo/reels');
    await form.getByLabel('Amount').fill('150');
    // Languages: the person's own to begin with; each chosen one is shown once, as a chip under the field.
    const languages = form.getByRole('combobox', { name: 'Languages' });
    await languages.click();
    await creator.getByRole('option', { name: 'French' }).click();
    await creator.keyboard.press('Escape');
    await expect.poll(() => languages.textContent()).toContain('2 chosen');
    expect(await form.getByText('French', { exact: true }).count()).toBe(1);
    expect(await form.getByText('English', { exact: true }).count()).toBe(1);
    await shot(creator, 'creators-apply-filled', 'dark');
    await creator.getByTestId('creator-application-submit').click();
    const status = creator.getByTestId('creator-application-status');
    await status.getByText('Your application is being reviewed').waitFor();
    await shot(creator, 'creators-apply-pending', 'light');

    // Staff approve it from the applications list.
    const staff = await signedIn(admin, { theme: 'system' });
    await staff.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Creator applications' }).click();
    await staff.getByRole('heading', { name: 'Creator applications' }).waitFor();
    await staff.locator('#application-filter-status').selectOption('pending');
    await staff.waitForURL(/status=pending/);
    await staff.emulateMedia({ colorScheme: 'light' });
    await shot(staff, 'creators-review-list', 'light');
    await staff.getByRole('button', { name: 'Review the application of Cleo Creator' }).click();
    const sheet = staff.getByTestId('application-sheet');
    await sheet.getByText('https://example.com/cleo/reels').waitFor();
    // Refusing needs a note.
    await sheet.getByTestId('application-refuse').click();
    await sheet.getByText('Write a note to say why you refuse.').waitFor();
    await sheet.getByLabel('Note to the applicant').fill('Welcome aboard');
    expect(await sheet.getByText('Write a note to say why you refuse.').count()).toBe(0);
    await shot(staff, 'creators-review-sheet', 'dark');
    await sheet.getByTestId('application-approve').click();
    await staff.getByText('Cleo Creator is now an approved creator.').waitFor();

    // Another form on the same multi-select: staff adding a user pick plans, each shown once.
    await staff.goto(`${url}/user/add`);
    const plans = staff.getByRole('combobox', { name: 'Plans' });
    await plans.click();
    const firstPlan = staff.getByRole('option').first();
    const planName = ((await firstPlan.textContent()) ?? '').trim();
    await firstPlan.click();
    await staff.keyboard.press('Escape');
    await expect.poll(() => plans.textContent()).toContain('1 chosen');
    await staff.getByRole('button', { name: new RegExp(`^Remove ${planName}`) }).waitFor();
    await shot(staff, 'creators-user-add-plans', 'light');

    await creator.reload();
    await status.getByText('You are an approved creator').waitFor();
    await status.getByText('Welcome aboard').waitFor();
    await creator.getByText('No requests waiting').waitFor();

    // A client finds the creator by network and language and sends a hire request.
    const client = await signedIn(carl, { theme: 'system' });
    await client.goto(`${url}/post/hire-a-professional?network=youtube`);
    await client.getByText('No creator matches').waitFor();
    await client.locator('#creator-filter-network').selectOption('instagram');
    await client.locator('#creator-filter-language').selectOption('en');
    const cards = client.getByTestId('creator-cards');
    await cards.getByRole('link', { name: 'Cleo Creator', exact: true }).waitFor();
    await shot(client, 'creators-browse', 'light');
    await shot(client, 'creators-browse-dark', 'dark');
    await cards.getByRole('link', { name: 'Cleo Creator', exact: true }).click();
    await client.getByRole('heading', { name: 'Cleo Creator' }).waitFor();
    await client.getByText('€150.00 per post').waitFor();
    await shot(client, 'creators-profile', 'dark');
    await client.getByTestId('creator-hire').click();
    const hireForm = client.getByRole('form', { name: 'Hire Cleo Creator' });
    await hireForm.getByLabel('Brief').fill('Ten reels for our spring menu, two a week.');
    await hireForm.getByLabel('Budget').fill('900');
    await hireForm.getByLabel('End date').fill('2099-05-31');
    await shot(client, 'creators-hire-dialog', 'light');
    await hireForm.getByRole('button', { name: 'Send request' }).click();
    await client.waitForURL(/\/post\/hire-a-professional\?view=hires$/);
    const row = client.getByRole('row', { name: /Cleo Creator/ });
    await row.getByText('Pending').waitFor();
    await row.getByText('€900.00').waitFor();
    // The creator is told of the request, the client later of the acceptance.
    const [cleoToken, carlToken] = [await apiLogin(url, cleo), await apiLogin(url, carl)];
    const notified = async (token: string, type: string) =>
      (await callApi<{ type: string }[]>(url, token, 'GET', '/api/notifications?limit=100')).data.some((notification) => notification.type === type);
    await eventually(() => notified(cleoToken, 'hire_requested'), 'the hire request notification');
    // The notification opens the creator's page, where the request waits.
    await creator.goto(`${url}/notifications`);
    const notice = creator.getByRole('link', { name: /Carl Client would like to hire you/ });
    await notice.waitFor();
    await shot(creator, 'creators-notification', 'light');
    await notice.click();
    await creator.waitForURL(/\/post\/become-content-creator$/);
    const hires = await callApi<{ workspace_id: number }[]>(url, await apiLogin(url, carl), 'GET', '/api/support/hires');
    const clientWorkspace = hires.data[0]!.workspace_id;

    // The creator accepts and opens the client's workspace as a contributor.
    await creator.reload();
    const requests = creator.getByTestId('creator-requests');
    await requests.getByText('Ten reels for our spring menu, two a week.').waitFor();
    await shot(creator, 'creators-inbox', 'dark');
    await requests.getByTestId('hire-accept').click();
    const active = creator.getByTestId('creator-active-hires');
    await active.getByText('Ten reels for our spring menu, two a week.').waitFor();
    await eventually(async () => (await workspacesOf(cleo)).some((workspace) => workspace.workspaceId === clientWorkspace && workspace.role === 'contributor'), 'the contributor membership');
    await shot(creator, 'creators-active', 'light');
    await active.getByTestId('hire-open-workspace').click();
    await creator.waitForURL(/\/composer$/);
    const inClientWorkspace = await storedSession(creator);
    expect(inClientWorkspace?.user).toMatchObject({ workspaceId: clientWorkspace, workspaceRole: 'contributor' });
    const accessToken = inClientWorkspace!.accessToken;

    await eventually(() => notified(carlToken, 'hire_accepted'), 'the acceptance notification');
    await client.reload();
    await row.getByText('Active').waitFor();
    await shot(client, 'creators-client-hires', 'dark');

    // The client ends it: the membership goes, and with it the creator's session in that workspace.
    await row.getByTestId('hire-end').click();
    await client.getByRole('alertdialog').getByRole('button', { name: 'End hire' }).click();
    await row.getByText('Ended').waitFor();
    await eventually(async () => !(await workspacesOf(cleo)).some((workspace) => workspace.workspaceId === clientWorkspace), 'the membership to be removed');
    await eventually(() => notified(cleoToken, 'hire_ended'), 'the end notification');
    // The token of that session is refused at once; the tab carries on in the creator's own workspace.
    expect((await callApi(url, accessToken, 'GET', '/api/auth/workspaces')).status).toBe(401);
    await creator.reload();
    await creator.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await eventually(async () => (await storedSession(creator))?.user.workspaceRole === 'owner', 'the session in the own workspace');
    expect((await storedSession(creator))?.user.workspaceId).not.toBe(clientWorkspace);

    // The creator's page in French, with the ended hire among the earlier ones.
    await setPreferences(creator, { locale: 'fr' });
    await creator.goto(`${url}/post/become-content-creator`);
    await creator.getByText('Vous êtes un créateur approuvé').waitFor();
    await creator.getByText('Précédemment').waitFor();
    await shot(creator, 'creators-become-fr', 'light');
  });
});
