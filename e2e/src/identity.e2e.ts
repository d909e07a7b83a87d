import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { decodeQuotedPrintable, startSmtp } from '@cadence/mailer/testing';
import { launchBrowser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { signIn, signUpClient } from './shell-session';

/**
 * Identity, access and people in the browser against the real platform: staff build a role and
 * give it to an employee, who sees exactly what it allows; a client invites a member by e-mail
 * and the member joins by the mailed link.
 */

const stamp = Date.now();
const admin = { email: `admin.${stamp}@identity.test`, password: 'first admin password' };
let platform: RunningPlatform;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  // A real SMTP server: people read their mail in their mailbox, not in the platform's log (which
  // shows such links and codes redacted).
  smtp = await startSmtp();
  platform = await startPlatform({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // WEB_DIST: a web build elsewhere (for example while web/dist is being rebuilt).
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await smtp?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  return context.newPage();
}

/** The hrefs of the main menu's links, with every collapsible group opened. */
async function menuHrefs(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  for (const toggle of await menu.locator('button[aria-expanded="false"]').all()) await toggle.click();
  const hrefs = await menu.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

/** What `pattern` finds in a mail delivered to this address, once the platform's mail sender sent it. */
async function fromMailTo(address: string, pattern: RegExp): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    for (const mail of smtp.received.filter((item) => item.to.includes(address))) {
      const found = pattern.exec(decodeQuotedPrintable(mail.raw));
      if (found) return found[1] ?? found[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} holding ${pattern}`);
}

describe('roles and permissions decide what an employee sees', () => {
  const roleName = `Account managers ${stamp}`;
  const employee = { name: 'Erin Walsh', email: `erin.${stamp}@identity.test`, password: 'employee password 1' };

  it('staff create a role with a subset of permissions and an employee holding it', async () => {
    const page = await newPage();
    await signIn(page, platform.url, admin.email, admin.password);

    await page.goto(`${platform.url}/user/role/add`);
    await page.getByLabel('Role name').fill(roleName);
    for (const permission of ['dashboard', 'ManageUsers', 'ManageStaff', 'StaffList']) {
      await page.getByRole('checkbox', { name: permission, exact: true }).click();
    }
    await page.getByText('4 of 50 selected').waitFor();
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.waitForURL(/\/employes\/roles$/);
    await page.getByLabel('Search by role name').fill(roleName);
    await page.getByRole('cell', { name: roleName, exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: roleName }).getByText('4 permissions').isVisible()).toBe(true);

    await page.goto(`${platform.url}/employes/list`);
    await page.getByRole('button', { name: 'Add employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add employee' });
    await dialog.getByLabel('Name').fill(employee.name);
    await dialog.getByLabel('Email').fill(employee.email);
    await dialog.getByLabel('Password', { exact: true }).fill(employee.password);
    await dialog.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: roleName }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: employee.email });
    await row.waitFor();
    expect(await row.getByText(roleName).isVisible()).toBe(true);
    await page.context().close();
  });

  it('the employee sees exactly the menu the role allows and is sent away from the rest', async () => {
    const page = await newPage();
    await signIn(page, platform.url, employee.email, employee.password);
    expect(await menuHrefs(page)).toEqual(['/dashboard/default', '/employes/list', '/user/account-profile/setting', '/user/all'].sort());

    await page.goto(`${platform.url}/user/all`);
    await page.getByRole('heading', { name: 'All users' }).waitFor();
    await page.goto(`${platform.url}/employes/list`);
    await page.getByRole('row').filter({ hasText: employee.email }).waitFor();

    for (const forbidden of ['/employes/roles', '/user/role/add', '/user/permission-list', '/teams']) {
      await page.goto(`${platform.url}${forbidden}`);
      await page.waitForURL(/\/dashboard\/default$/);
    }
    await page.context().close();
  });
});

describe('a client invites a member by e-mail', () => {
  const owner = { name: 'Olivia Grant', email: `olivia.${stamp}@identity.test`, password: 'owner password 1' };
  const member = { name: 'Sam Rivera', email: `sam.${stamp}@identity.test`, password: 'member password 1' };

  it('the member opens the mailed link, creates an account and appears among the members', async () => {
    await signUpClient(platform.url, owner);
    const ownerPage = await newPage();
    await signIn(ownerPage, platform.url, owner.email, owner.password);
    await ownerPage.goto(`${platform.url}/team-member/invitation`);
    await ownerPage.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    const invitationRow = ownerPage.getByRole('row').filter({ hasText: member.email });
    await invitationRow.waitFor();
    expect(await invitationRow.getByText('Pending').isVisible()).toBe(true);

    const link = await fromMailTo(member.email, /\/accept-invitation\?token=[\w.~%-]+/);

    const memberPage = await newPage();
    await memberPage.goto(`${platform.url}${link}`);
    await memberPage.getByRole('heading', { name: /^Join .+ on Cadence$/ }).waitFor();
    expect(await memberPage.getByText(`${owner.name} invited ${member.email} to collaborate.`).isVisible()).toBe(true);
    await memberPage.getByLabel('Your name').fill(member.name);
    await memberPage.getByLabel('Choose a password', { exact: true }).fill(member.password);
    await memberPage.getByLabel('Confirm password', { exact: true }).fill(member.password);
    await memberPage.getByRole('button', { name: 'Create account and join' }).click();
    await memberPage.waitForURL(/\/dashboard\/default$/);

    // The link is used up: opening it again says so.
    await memberPage.goto(`${platform.url}${link}`);
    await memberPage.getByRole('heading', { name: 'This invitation has already been accepted' }).waitFor();
    await memberPage.context().close();

    await ownerPage.goto(`${platform.url}/team-member`);
    const memberRow = ownerPage.getByRole('row').filter({ hasText: member.email });
    await memberRow.waitFor();
    expect(await memberRow.getByText('Editor').isVisible()).toBe(true);
    await ownerPage.goto(`${platform.url}/team-member/invitation`);
    await ownerPage.getByRole('row').filter({ hasText: member.email }).getByText('Accepted').waitFor();
    await ownerPage.context().close();
  });
});

describe('an invitation to someone who already has an account', () => {
  const owner = { name: 'Priya Shah', email: `priya.${stamp}@identity.test`, password: 'owner password 2' };
  const existing = { name: 'Tom Becker', email: `tom.${stamp}@identity.test`, password: 'existing password 1' };

  it('asks them to sign in, brings them back to the invitation and accepts it as them', async () => {
    await signUpClient(platform.url, owner);
    await signUpClient(platform.url, existing);
    const ownerPage = await newPage();
    await signIn(ownerPage, platform.url, owner.email, owner.password);
    await ownerPage.goto(`${platform.url}/team-member/invitation`);
    await ownerPage.getByRole('textbox', { name: 'Email' }).fill(existing.email);
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByRole('row').filter({ hasText: existing.email }).waitFor();

    const link = await fromMailTo(existing.email, /\/accept-invitation\?token=[\w.~%-]+/);

    const page = await newPage();
    await page.goto(`${platform.url}${link}`);
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel(/e-?mail/i).first().fill(existing.email);
    await page.getByLabel(/^password$/i).fill(existing.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/accept-invitation\?token=/);
    await page.getByText(`You’re signed in as ${existing.email}.`).waitFor();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL(/\/dashboard\/default$/);
    await page.context().close();

    await ownerPage.goto(`${platform.url}/team-member`);
    await ownerPage.getByRole('row').filter({ hasText: existing.email }).waitFor();
    await ownerPage.context().close();
  });
});

describe('help around signing in', () => {
  const client = { name: 'Nina Park', email: `nina.${stamp}@identity.test`, password: 'client password 1' };

  it('verifies the e-mail address with the 6-digit code from the mail, pasted in one go', async () => {
    await signUpClient(platform.url, client);
    const code = await fromMailTo(client.email, /verification code:\s*(\d{6})\b/);

    const page = await newPage();
    await page.goto(`${platform.url}/code-verficiation?email=${encodeURIComponent(client.email)}`);
    await page.getByText(`Enter the 6-digit code we sent to ${client.email}.`).waitFor();
    // One real input sits behind the six boxes: typing (or pasting) the whole code submits it.
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('answers a reset request the same way for any address and says where the link went', async () => {
    const page = await newPage();
    for (const email of [client.email, `nobody.${stamp}@identity.test`]) {
      await page.goto(`${platform.url}/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.waitForURL(/\/check-Email\?/);
      await page.getByText(`If an account exists for ${email}, we’ve sent it a link to reset the password.`, { exact: false }).waitFor();
    }
    await page.context().close();
  });
});

describe('the session in the browser', () => {
  const client = { name: 'Theo Laurent', email: `theo.${stamp}@identity.test`, password: 'client password 2' };
  type Stored = { accessToken: string; expiresAt: number; refreshToken: string; refreshExpiresAt: number };
  const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cadence.session') ?? 'null') as Stored | null);
  /** Writes the stored session while the app is not running (it would write its own copy back). */
  const store = async (page: Page, session: Stored) => {
    await page.goto(`${platform.url}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('cadence.session', JSON.stringify(value)), session);
  };

  it('renews a lapsed or refused access token once with the refresh token, and signs out when that fails', async () => {
    await signUpClient(platform.url, client);
    const page = await newPage();
    await signIn(page, platform.url, client.email, client.password);
    const first = await stored(page);
    expect(first?.refreshToken).toBeTruthy();

    // Start-up with a lapsed access token: renewed once before the first screen.
    await store(page, { ...(first as Stored), expiresAt: Date.now() - 60_000 });
    await page.goto(`${platform.url}/user/account-profile/setting`);
    await page.getByRole('heading', { name: 'Profile settings' }).waitFor();
    const renewed = await stored(page);
    // Access tokens signed in the same second with the same claims are equal, so the rotated
    // refresh token and the new expiry are what show the renewal.
    expect(renewed?.refreshToken).not.toBe(first?.refreshToken);
    expect(renewed?.expiresAt).toBeGreaterThan(Date.now());

    // An access token the server refuses (401): renewed once and the call repeated.
    await store(page, { ...(renewed as Stored), accessToken: 'not.a.token' });
    await page.goto(`${platform.url}/dashboard/default`);
    await page.waitForFunction((old) => {
      const value = JSON.parse(localStorage.getItem('cadence.session') ?? 'null') as { accessToken: string; refreshToken: string } | null;
      return value !== null && value.accessToken !== 'not.a.token' && value.refreshToken !== old;
    }, renewed?.refreshToken);
    expect(page.url()).toMatch(/\/dashboard\/default$/);

    // A refresh token whose session was ended elsewhere cannot renew: the user goes to /login.
    // (Presenting the token just rotated above again would, from the same browser within a
    // few seconds, get the same new pair: that is how two tabs refreshing at once stay in.)
    const current = (await stored(page)) as Stored;
    const ended = await fetch(`${platform.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: current.refreshToken }),
    });
    expect(ended.status).toBe(200);
    await store(page, { ...current, expiresAt: Date.now() - 60_000 });
    await page.goto(`${platform.url}/dashboard/default`);
    await page.waitForURL(/\/login(\?|$)/);
    expect(await stored(page)).toBeNull();
    await page.context().close();
  });

  it('takes over a session handed over in the URL fragment at /login-success, and refuses anything else', async () => {
    const login = await fetch(`${platform.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: client.email, password: client.password }),
    });
    const session = ((await login.json()) as { data: { access_token: string; expires_in: number; refresh_token: string; refresh_expires_in: number } }).data;
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      token_type: 'Bearer',
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      refresh_expires_in: String(session.refresh_expires_in),
    });

    const page = await newPage();
    await page.goto(`${platform.url}/login-success#${fragment.toString()}`);
    await page.waitForURL(/\/dashboard\/default$/);
    expect((await stored(page))?.accessToken).toBe(session.access_token);
    // The tokens do not stay in the address bar or the history.
    expect(page.url()).not.toContain('access_token');
    await page.context().close();

    const stranger = await newPage();
    await stranger.goto(`${platform.url}/login-success#access_token=forged.token.value&expires_in=900&refresh_token=forged-refresh-token-xx&refresh_expires_in=60`);
    await stranger.waitForURL(/\/login(\?|$)/);
    await stranger.goto(`${platform.url}/login-success`);
    await stranger.waitForURL(/\/login(\?|$)/);
    expect(await stored(stranger)).toBeNull();
    await stranger.context().close();
  });
});

describe('staff holding ManageTeam see every workspace’s teams and members', () => {
  const north = { name: 'Ada North', email: `ada.north.${stamp}@identity.test`, password: 'north password 1' };
  const south = { name: 'Ben South', email: `ben.south.${stamp}@identity.test`, password: 'south password 1' };

  async function teamOf(client: { email: string; password: string }, name: string): Promise<void> {
    const login = await fetch(`${platform.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: client.email, password: client.password }) });
    const body = await login.text();
    expect(login.status, body).toBe(200);
    const token = (JSON.parse(body) as { data: { access_token: string } }).data.access_token;
    const created = await fetch(`${platform.url}/api/team`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name, max_members: 5, is_active: true }),
    });
    expect(created.status).toBe(201);
  }

  it('the first administrator opens Manage Teams and Manage Team Member and narrows them to one workspace', async () => {
    await signUpClient(platform.url, north);
    await signUpClient(platform.url, south);
    await teamOf(north, `North crew ${stamp}`);
    await teamOf(south, `South crew ${stamp}`);

    const page = await newPage();
    await signIn(page, platform.url, admin.email, admin.password);
    await page.goto(`${platform.url}/teams`);
    await page.getByRole('heading', { name: 'Teams', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Workspace' }).waitFor();
    const northRow = page.getByRole('row').filter({ hasText: `North crew ${stamp}` });
    await northRow.waitFor();
    expect(await page.getByRole('row').filter({ hasText: `South crew ${stamp}` }).isVisible()).toBe(true);
    expect(await page.getByText('These screens belong to a client workspace').count()).toBe(0);

    await northRow.getByRole('button', { name: `Show only the workspace ${north.name}'s workspace` }).click();
    await page.waitForURL(/workspaceId=\d+/);
    await page.getByText(`Workspace: ${north.name}'s workspace`).waitFor();
    await page.getByRole('row').filter({ hasText: `South crew ${stamp}` }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: `North crew ${stamp}` }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Team members' }).click();
    await page.getByRole('heading', { name: 'Team members', exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: north.email }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: south.email }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show every workspace' }).click();
    await page.waitForURL((url) => !url.searchParams.has('workspaceId'));
    // Every workspace's members, more than a page of them by now: search for the other workspace's owner.
    await page.getByLabel('Search by name or email').fill(south.email);
    const southRow = page.getByRole('row').filter({ hasText: south.email });
    await southRow.waitFor();
    expect(await southRow.getByRole('button', { name: `Show only the workspace ${south.name}'s workspace` }).isVisible()).toBe(true);
    await page.context().close();
  });
});
