import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Post, SocialAccount, WordpressOverview } from '@cadence/contracts';
import { startPosting, until, WRITER, type PostingHarness } from './posts-harness';
import { startWordPress, type WordPressSite } from './peers/wordpress';

/** A connected self-hosted WordPress read back from the site: its categories, tags and latest posts. */
let h: PostingHarness;
let wp: WordPressSite;
let owner: string;
let accountId: number;
const W = 43;
const OWNER: Permission[] = [...WRITER, 'ManagePlatform', 'Wordpress'];

const overview = (id: number, token = owner) => h.request('GET', `/api/accounts/${id}/wordpress/overview`, { token });
const read = async () => {
  const res = await overview(accountId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as WordpressOverview;
};

beforeAll(async () => {
  wp = await startWordPress();
  h = await startPosting({ POSTING_WORKERS: '1' });
  owner = h.token({ userId: 430, workspaceId: W, permissions: OWNER });
  const connected = await h.request('POST', '/api/accounts/connect/wordpress-org', {
    token: owner,
    body: { fields: { siteUrl: wp.url, username: wp.username, appPassword: wp.appPassword } },
  });
  expect(connected.statusCode, connected.body).toBe(200);
  accountId = (connected.json().data as { account: SocialAccount }).account.id;
  await wp.php(
    [
      "wp_insert_term('Bread & Rolls', 'category');",
      "wp_insert_term('sourdough', 'post_tag');",
      "wp_insert_post(['post_title' => 'Opening hours', 'post_content' => 'From 7', 'post_status' => 'publish', 'post_author' => 1]);",
      "wp_insert_post(['post_title' => 'Winter menu (draft)', 'post_content' => 'Soon', 'post_status' => 'draft', 'post_author' => 1]);",
      "wp_insert_post(['post_title' => 'Private notes', 'post_content' => 'Not listed', 'post_status' => 'private', 'post_author' => 1]);",
    ].join(' '),
  );
}, 120_000);

afterAll(async () => {
  await h?.close();
  await wp?.stop();
});

describe('WordPress sites read from the site', () => {
  it('reads the categories and tags (names as written) and the latest published and draft posts', async () => {
    const site = await read();
    expect(site.accountId).toBe(accountId);
    expect(site.categories.map((term) => term.name)).toEqual(expect.arrayContaining(['Bread & Rolls', 'Uncategorized']));
    expect(site.tags.map((term) => term.name)).toContain('sourdough');
    const titles = site.posts.map((post) => [post.title, post.status]);
    expect(titles).toEqual(expect.arrayContaining([['Opening hours', 'publish'], ['Winter menu (draft)', 'draft']]));
    expect(titles.some(([title]) => title === 'Private notes')).toBe(false);
    expect(site.posts.length).toBeLessThanOrEqual(10);
    expect(site.posts.every((post) => post.link.startsWith(wp.url) && post.modifiedAt !== null)).toBe(true);
  });

  it('files a post under the categories and tags it names: the site counts it there', async () => {
    const before = await read();
    const countOf = (site: WordpressOverview, name: string) => site.categories.find((term) => term.name === name)?.count ?? -1;
    expect(countOf(before, 'Bread & Rolls')).toBe(0);
    const created = await h.request('POST', '/api/posts', {
      token: owner,
      body: { mode: 'now', text: 'Rye on Fridays', accountIds: [accountId], settings: { 'wordpress-org': { title: 'Rye on Fridays', categories: ['Bread & Rolls'], tags: ['sourdough', 'rye'] } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().data as Post).id;
    const done = await until(
      async () => (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post,
      (post) => post.status === 'posted' || post.status === 'failed',
    );
    expect(done.status).toBe('posted');
    const after = await read();
    expect(countOf(after, 'Bread & Rolls')).toBe(1);
    expect(after.tags.find((term) => term.name === 'rye')?.count).toBe(1);
    // Among the latest posts (a post written in the same second as another may come before or after it).
    expect(after.posts.find((post) => post.title === 'Rye on Fridays')).toMatchObject({ status: 'publish' });
  });

  it('refuses without the permission (403), another workspace and an account that is not a site (404)', async () => {
    expect((await overview(accountId, h.token({ userId: 431, workspaceId: W, permissions: WRITER }))).statusCode).toBe(403);
    expect((await overview(accountId, h.token({ userId: 432, workspaceId: W + 1, permissions: OWNER }))).statusCode).toBe(404);
    const page = await h.connectPage(W, 'Not a site');
    const notSite = await overview(page);
    expect(notSite.statusCode).toBe(404);
    expect(notSite.json().message).toBe('No connected site with this id in your workspace');
    expect((await overview(999_999)).statusCode).toBe(404);
  });

  it('answers 409 with the site’s message once the application password is revoked', async () => {
    await wp.php('WP_Application_Passwords::delete_all_application_passwords(1);');
    const refused = await overview(accountId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/Reconnect it under Manage platforms/);
  });
});
