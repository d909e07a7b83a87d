import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Permission, Post, SocialAccount } from '@cadence/contracts';
import { startPosting, until, WRITER, type PostingHarness } from './posts-harness';
import { startWordPress, type WordPressSite } from './peers/wordpress';

/** Publishing to a real self-hosted WordPress through the API and the delivery loop. */
let h: PostingHarness;
let wp: WordPressSite;
let owner: string;
let accountId: number;
const W = 41;
const OWNER: Permission[] = [...WRITER, 'ManagePlatform'];

const post = async (id: number) => (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post;
const account = async () => ((await h.request('GET', '/api/accounts', { token: owner })).json().data as SocialAccount[]).find((row) => row.id === accountId);
const settled = (p: Post) => p.status === 'posted' || p.status === 'failed';

async function publishNow(title: string): Promise<Post> {
  const res = await h.request('POST', '/api/posts', {
    token: owner,
    body: { mode: 'now', text: `${title}, from Cadence`, accountIds: [accountId], settings: { 'wordpress-org': { title } } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

beforeAll(async () => {
  wp = await startWordPress();
  h = await startPosting({ POSTING_WORKERS: '1' });
  owner = h.token({ userId: 410, workspaceId: W, permissions: OWNER });
  // As people type it: no scheme is needed for https sites; this one is http, copied from its dashboard.
  const connected = await h.request('POST', '/api/accounts/connect/wordpress-org', {
    token: owner,
    body: { fields: { siteUrl: `${wp.url}/wp-admin/`, username: wp.username, appPassword: wp.appPassword } },
  });
  expect(connected.statusCode, connected.body).toBe(200);
  accountId = (connected.json().data as { account: SocialAccount }).account.id;
}, 120_000);

afterAll(async () => {
  await h?.close();
  await wp?.stop();
});

describe('WordPress (self-hosted) through delivery', () => {
  it('says to use an application password, and where to create one, when the sign-in password is typed instead', async () => {
    const refused = await h.request('POST', '/api/accounts/connect/wordpress-org', {
      token: owner,
      body: { fields: { siteUrl: wp.url, username: wp.username, appPassword: wp.password } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Use an application password, not the password you sign in with: create one in WordPress under Users → Profile → Application Passwords.');
  });

  it('connects from the dashboard address and publishes', async () => {
    const connected = await account();
    expect(connected?.externalId).toBe(wp.url);
    // The Reconnect form is filled with what is not secret.
    expect(connected?.connectFields).toEqual({ siteUrl: `${wp.url}/wp-admin/`, username: wp.username });
    const created = await publishNow('Before the revocation');
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    expect(done.targets[0]?.url).toContain(wp.url);
  });

  it('reads a revoked application password as a broken connection, tells the owner, and offers the retry only once it is reconnected', async () => {
    await wp.php('WP_Application_Passwords::delete_all_application_passwords(1);');
    const created = await publishNow('After the revocation');
    const failed = await until(() => post(created.id), settled);
    expect(failed.status).toBe('failed');
    const target = failed.targets[0];
    expect(target?.errorMessage).toMatch(/^WordPress no longer accepts this application password \(You are not currently logged in\.\)/);
    expect(target?.errorMessage).not.toMatch(/Invalid parameter/);

    const broken = await account();
    expect(broken?.status).toBe('broken');
    expect(broken?.health.message).toBe(target?.errorMessage);
    const events = await h.db.execute<{ payload: { userIds: number[]; message: string } }>(
      sql`select payload from posting.outbox where name = 'posting.account.broken' and (payload->>'accountId')::int = ${accountId}`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.payload.message).toBe(target?.errorMessage);

    const early = await h.request('POST', `/api/posts/${created.id}/targets/${target?.id}/retry`, { token: owner });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('POSTING_TARGET_NEEDS_RECONNECT');
    expect((await post(created.id)).targets[0]?.status).toBe('failed');

    const fresh = await wp.php(`$created = WP_Application_Passwords::create_new_application_password(1, ['name' => 'cadence-again']); echo $created[0];`);
    const reconnected = await h.request('POST', `/api/accounts/${accountId}/reconnect`, {
      token: owner,
      body: { fields: { siteUrl: wp.url, username: wp.username, appPassword: fresh } },
    });
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    expect((await account())?.status).toBe('active');

    const retried = await h.request('POST', `/api/posts/${created.id}/targets/${target?.id}/retry`, { token: owner });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await until(() => post(created.id), settled)).status).toBe('posted');
  });
});
