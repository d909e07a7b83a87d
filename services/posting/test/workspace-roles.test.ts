import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkImport, MediaItem, Permission, Post, Queue, WorkspaceRole } from '@cadence/contracts';
import { startPosting, type PostingHarness } from './posts-harness';

/**
 * Roles inside a workspace: a viewer reads and never writes; a contributor writes only its own
 * posts, which wait for approval; queues, bulk imports, the library and watermarks are managed
 * by owners, admins and editors. Every token holds every permission these routes ask for, so
 * each refusal below comes from the role alone.
 */
const EVERY: Permission[] = ['Composer', 'Posts', 'GroupManager', 'ScheduledPost', 'CreatePosting', 'ManageMediaLibrary', 'WaterMark', 'Caption'];
const W = 9301;
const OWNER_ID = 1;
const CONTRIBUTOR_ID = 2;
const VIEWER_ID = 3;

let h: PostingHarness;
let page: number;
let sequence = 0;
const unique = (label: string) => `${label} #${(sequence += 1)} ${Date.now()}`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const tokenOf = (userId: number, role: WorkspaceRole) => h.token({ userId, workspaceId: W, role, permissions: EVERY });
const owner = () => tokenOf(OWNER_ID, 'owner');
const contributor = () => tokenOf(CONTRIBUTOR_ID, 'contributor');
const viewer = () => tokenOf(VIEWER_ID, 'viewer');

async function created(token: string, body: Record<string, unknown>): Promise<Post> {
  const res = await h.request('POST', '/api/posts', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

async function stored(id: number): Promise<{ status: string; text: string; scheduled_at: string | null } | undefined> {
  const rows = await h.db.execute<{ status: string; text: string; scheduled_at: string | null }>(sql`select status, text, scheduled_at from posting.posts where id = ${id}`);
  return rows[0];
}

async function postsWithText(text: string): Promise<number> {
  const rows = await h.db.execute<{ count: number }>(sql`select count(*)::int as count from posting.posts where text = ${text}`);
  return rows[0]?.count ?? 0;
}

function multipart(fileName: string, type: string, content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----roles${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function uploadTo(url: string, token: string, fileName: string, type: string, content: Buffer) {
  const { payload, headers } = multipart(fileName, type, content);
  return h.test.platform.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

async function image(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } })
    .png()
    .toBuffer();
}

async function libraryItem(token: string, seed: number): Promise<MediaItem> {
  const res = await uploadTo('/api/media', token, `photo-${seed}.png`, 'image/png', await image(seed));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { item: MediaItem }).item;
}

async function queueOf(accountId: number): Promise<Queue> {
  const res = await h.request('GET', '/api/queues', { token: owner() });
  const queue = (res.json().data as { queues: Queue[] }).queues.find((q) => q.accountId === accountId);
  if (!queue) throw new Error(`no queue for ${accountId}`);
  return queue;
}

function expectRoleRefusal(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(403);
}

beforeAll(async () => {
  h = await startPosting();
  page = await h.connectPage(W, 'Roles page');
  // The queue has slots, so adding to it works for whoever may.
  const slots = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, time: '09:00' }));
  const res = await h.request('PATCH', `/api/queues/${page}`, { token: owner(), body: { timeZone: 'UTC', slots } });
  expect(res.statusCode, res.body).toBe(200);
});

afterAll(async () => {
  await h?.close();
});

describe('a viewer reads and never writes', () => {
  it('reads the posts, the queues and the library', async () => {
    for (const url of ['/api/posts', '/api/queues', '/api/media', '/api/watermarks', '/api/posts/bulk-imports']) {
      const res = await h.request('GET', url, { token: viewer() });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('cannot publish at once: POST /api/posts with mode now is refused and nothing is written', async () => {
    const text = unique('Viewer publishes now');
    const res = await h.request('POST', '/api/posts', { token: viewer(), body: { mode: 'now', text, accountIds: [page] } });
    expectRoleRefusal(res);
    expect(res.json().message).toMatch(/viewer/);
    expect(await postsWithText(text)).toBe(0);
    // Nor as a draft or a scheduled post.
    expectRoleRefusal(await h.request('POST', '/api/posts', { token: viewer(), body: { mode: 'draft', text } }));
    expectRoleRefusal(await h.request('POST', '/api/posts', { token: viewer(), body: { mode: 'schedule', text, scheduledAt: inAnHour(), accountIds: [page] } }));
    expect(await postsWithText(text)).toBe(0);
  });

  it("cannot rewrite the owner's scheduled post, send it now, duplicate or delete it", async () => {
    const at = inAnHour();
    const post = await created(owner(), { mode: 'schedule', text: unique('Owner schedules'), scheduledAt: at, accountIds: [page] });
    expectRoleRefusal(await h.request('PATCH', `/api/posts/${post.id}`, { token: viewer(), body: { text: 'Rewritten by a viewer', mode: 'now' } }));
    expectRoleRefusal(await h.request('PATCH', `/api/posts/${post.id}`, { token: viewer(), body: { scheduledAt: new Date(Date.now() + 7_200_000).toISOString() } }));
    expectRoleRefusal(await h.request('POST', `/api/posts/${post.id}/duplicate`, { token: viewer() }));
    expectRoleRefusal(await h.request('DELETE', `/api/posts/${post.id}`, { token: viewer() }));
    const after = await stored(post.id);
    expect(after).toMatchObject({ status: 'scheduled', text: post.text });
    expect(new Date(after?.scheduled_at ?? 0).toISOString()).toBe(at);
  });

  it('cannot add to a queue nor pause it', async () => {
    const text = unique('Viewer queues');
    expectRoleRefusal(await h.request('POST', '/api/queues/posts', { token: viewer(), body: { text, accountIds: [page] } }));
    expect(await postsWithText(text)).toBe(0);
    expectRoleRefusal(await h.request('PATCH', `/api/queues/${page}`, { token: viewer(), body: { paused: true } }));
    expect((await queueOf(page)).paused).toBe(false);
  });

  it('cannot upload, start or change a bulk import', async () => {
    const marker = unique('Viewer imports');
    const csv = Buffer.from(`text,accounts,date,time\n${marker},Roles page,${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)},08:00\n`);
    expectRoleRefusal(await uploadTo('/api/posts/bulk-imports', viewer(), 'posts.csv', 'text/csv', csv));
    const res = await uploadTo('/api/posts/bulk-imports', owner(), 'posts.csv', 'text/csv', csv);
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json().data as BulkImport;
    expectRoleRefusal(await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: viewer(), body: { mode: 'schedule' } }));
    expectRoleRefusal(await h.request('PATCH', `/api/posts/bulk-imports/${preview.id}/rows/1`, { token: viewer(), body: { values: { text: 'changed' } } }));
    const still = (await h.request('GET', `/api/posts/bulk-imports/${preview.id}`, { token: viewer() })).json().data as BulkImport;
    expect(still.status).toBe('preview');
    expect(await postsWithText(marker)).toBe(0);
  });

  it('cannot upload to, change or delete from the library', async () => {
    expectRoleRefusal(await uploadTo('/api/media', viewer(), 'viewer.png', 'image/png', await image(201)));
    const item = await libraryItem(owner(), 202);
    expectRoleRefusal(await h.request('PATCH', `/api/media/${item.id}`, { token: viewer(), body: { name: 'renamed' } }));
    expectRoleRefusal(await h.request('DELETE', `/api/media/${item.id}`, { token: viewer() }));
    expectRoleRefusal(await h.request('POST', '/api/media/bulk/delete', { token: viewer(), body: { ids: [item.id] } }));
    expect((await h.request('GET', `/api/media/${item.id}`, { token: viewer() })).statusCode).toBe(200);
  });

  it('cannot create a watermark, a caption or a group', async () => {
    const name = unique('Viewer mark');
    expectRoleRefusal(await h.request('POST', '/api/watermarks', { token: viewer(), body: { name, kind: 'text', text: '@viewer' } }));
    const marks = await h.db.execute<{ count: number }>(sql`select count(*)::int as count from posting.watermarks where name = ${name}`);
    expect(marks[0]?.count).toBe(0);
    expectRoleRefusal(await h.request('POST', '/api/captions', { token: viewer(), body: { kind: 'caption', name, text: 'Hello' } }));
    expectRoleRefusal(await h.request('POST', '/api/groups', { token: viewer(), body: { name, accountIds: [page] } }));
  });
});

describe('a contributor writes only its own posts, which wait for approval', () => {
  it("cannot delete, change, send or duplicate the owner's scheduled post (403 that says why)", async () => {
    const at = inAnHour();
    const post = await created(owner(), { mode: 'schedule', text: unique('Owner post'), scheduledAt: at, accountIds: [page] });
    const removed = await h.request('DELETE', `/api/posts/${post.id}`, { token: contributor() });
    expect(removed.statusCode, removed.body).toBe(403);
    expect(removed.json()).toMatchObject({ code: 'POSTING_NOT_AUTHOR', message: expect.stringMatching(/only the posts it wrote/) });
    const edited = await h.request('PATCH', `/api/posts/${post.id}`, { token: contributor(), body: { text: 'Changed by a contributor' } });
    expect(edited.statusCode, edited.body).toBe(403);
    expect(edited.json().code).toBe('POSTING_NOT_AUTHOR');
    const sent = await h.request('PATCH', `/api/posts/${post.id}`, { token: contributor(), body: { mode: 'now' } });
    expect(sent.json().code).toBe('POSTING_NOT_AUTHOR');
    const moved = await h.request('PATCH', `/api/posts/${post.id}`, { token: contributor(), body: { scheduledAt: new Date(Date.now() + 7_200_000).toISOString() } });
    expect(moved.json().code).toBe('POSTING_NOT_AUTHOR');
    const copied = await h.request('POST', `/api/posts/${post.id}/duplicate`, { token: contributor() });
    expect(copied.json().code).toBe('POSTING_NOT_AUTHOR');
    const after = await stored(post.id);
    expect(after).toMatchObject({ status: 'scheduled', text: post.text });
    expect(new Date(after?.scheduled_at ?? 0).toISOString()).toBe(at);
    // Another contributor's post is just as much out of reach.
    const others = await created(tokenOf(4, 'contributor'), { mode: 'draft', text: unique('Another contributor') });
    expect((await h.request('DELETE', `/api/posts/${others.id}`, { token: contributor() })).statusCode).toBe(403);
  });

  it('cannot pause or reorder a queue, start a bulk import, delete library media or create a watermark', async () => {
    expectRoleRefusal(await h.request('PATCH', `/api/queues/${page}`, { token: contributor(), body: { paused: true } }));
    expect((await queueOf(page)).paused).toBe(false);
    const queued = await h.request('POST', '/api/queues/posts', { token: owner(), body: { text: unique('Queued by the owner'), accountIds: [page] } });
    expect(queued.statusCode, queued.body).toBe(201);
    const entries = (await queueOf(page)).entries.map((entry) => entry.targetId);
    expectRoleRefusal(await h.request('PUT', `/api/queues/${page}/order`, { token: contributor(), body: { targetIds: [...entries].reverse() } }));
    expectRoleRefusal(await uploadTo('/api/posts/bulk-imports', contributor(), 'posts.csv', 'text/csv', Buffer.from(`text,accounts\n${unique('c')},Roles page\n`)));
    const item = await libraryItem(owner(), 301);
    expectRoleRefusal(await h.request('DELETE', `/api/media/${item.id}`, { token: contributor() }));
    expectRoleRefusal(await h.request('POST', '/api/watermarks', { token: contributor(), body: { name: unique('Mark'), kind: 'text', text: '@c' } }));
    expectRoleRefusal(await h.request('POST', `/api/posts/${queued.json().data.id}/approve`, { token: contributor(), body: {} }));
  });

  it('creates, edits, sends and deletes its own posts, each change waiting for approval again; uploads media for them', async () => {
    const item = await libraryItem(contributor(), 401);
    const now = await created(contributor(), { mode: 'now', text: unique('Contributor now'), accountIds: [page], mediaIds: [item.id] });
    expect(now).toMatchObject({ status: 'not_approved', needsApproval: true });
    expect(now.targets[0]?.nextAttemptAt).toBeNull();

    const edited = await h.request('PATCH', `/api/posts/${now.id}`, { token: contributor(), body: { text: 'Own words', mode: 'now' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'not_approved', text: 'Own words' });
    expect(edited.json().data.targets[0].nextAttemptAt).toBeNull();

    // Approved and scheduled by the owner, then changed by its author: it waits for approval again.
    const approved = await h.request('POST', `/api/posts/${now.id}/approve`, { token: owner(), body: {} });
    expect(approved.json().data.status).toBe('scheduled');
    const changed = await h.request('PATCH', `/api/posts/${now.id}`, { token: contributor(), body: { text: 'Changed after approval', scheduledAt: inAnHour() } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ status: 'not_approved', review: null });
    expect(changed.json().data.targets[0].nextAttemptAt).toBeNull();

    const copy = await h.request('POST', `/api/posts/${now.id}/duplicate`, { token: contributor() });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ status: 'draft', authorId: CONTRIBUTOR_ID });
    const removed = await h.request('DELETE', `/api/posts/${now.id}`, { token: contributor() });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stored(now.id)).toBeUndefined();
  });

  it('queues its own post, which waits for approval in its slot', async () => {
    const res = await h.request('POST', '/api/queues/posts', { token: contributor(), body: { text: unique('Contributor queues'), accountIds: [page] } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'not_approved', authorId: CONTRIBUTOR_ID });
  });
});

describe('owners, admins and editors manage the content', () => {
  it("lets an editor change the contributor's post and pause the queue", async () => {
    const editor = tokenOf(5, 'editor');
    const post = await created(contributor(), { mode: 'draft', text: unique('For the editor') });
    const edited = await h.request('PATCH', `/api/posts/${post.id}`, { token: editor, body: { text: 'Tidied by the editor' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const paused = await h.request('PATCH', `/api/queues/${page}`, { token: editor, body: { paused: true } });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await queueOf(page)).paused).toBe(true);
    expect((await h.request('PATCH', `/api/queues/${page}`, { token: tokenOf(6, 'admin'), body: { paused: false } })).statusCode).toBe(200);
    expect((await h.request('DELETE', `/api/posts/${post.id}`, { token: editor })).statusCode).toBe(200);
  });
});
