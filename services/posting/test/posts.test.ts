import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entitlementsOf, userRegistered, type EventMessage, type Post } from '@cadence/contracts';
import { applyEntitlements } from '../src/features/entitlements/entitlements.repository';
import { getEntitlements } from '../src/features/entitlements/entitlements.repository';
import { userOnRegistration } from '../src/consumers/user-registered';
import { startPosting, type PostingHarness } from './posts-harness';

let h: PostingHarness;
let pageA: number;
let pageA2: number;
let pageB: number;
const A = 101;
const B = 202;
let ownerA: string;
let ownerB: string;

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function outboxNames(): Promise<string[]> {
  const rows = await h.db.execute<{ name: string }>(sql`select name from posting.outbox order by id`);
  return rows.map((row) => row.name);
}

async function createPost(token: string, body: Record<string, unknown>): Promise<Post> {
  const res = await h.request('POST', '/api/posts', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

beforeAll(async () => {
  h = await startPosting();
  pageA = await h.connectPage(A, 'Bakery page');
  pageA2 = await h.connectPage(A, 'Bakery events');
  pageB = await h.connectPage(B, 'Other page');
  ownerA = h.token({ userId: 1, workspaceId: A });
  ownerB = h.token({ userId: 2, workspaceId: B });
});

afterAll(async () => {
  await h?.close();
});

describe('posts', () => {
  it('saves a draft, schedules it, reschedules it, duplicates and deletes it', async () => {
    const draft = await createPost(ownerA, { mode: 'draft', text: 'Fresh bread at 7', accountIds: [pageA], timeZone: 'Europe/Bucharest' });
    expect(draft.status).toBe('draft');
    expect(draft.timeZone).toBe('Europe/Bucharest');
    expect(draft.targets.map((t) => [t.accountId, t.platform, t.status, t.nextAttemptAt])).toEqual([[pageA, 'facebook_page', 'pending', null]]);

    const at = inAnHour();
    const scheduled = await h.request('PATCH', `/api/posts/${draft.id}`, { token: ownerA, body: { mode: 'schedule', scheduledAt: at } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data.status).toBe('scheduled');
    expect(scheduled.json().data.targets[0].nextAttemptAt).toBe(at);

    const later = new Date(Date.now() + 7_200_000).toISOString();
    const moved = await h.request('PATCH', `/api/posts/${draft.id}`, { token: ownerA, body: { scheduledAt: later } });
    expect(moved.json().data.scheduledAt).toBe(later);
    expect(moved.json().data.status).toBe('scheduled');

    const copy = await h.request('POST', `/api/posts/${draft.id}/duplicate`, { token: ownerA });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ status: 'draft', text: 'Fresh bread at 7', scheduledAt: null });
    expect(copy.json().data.id).not.toBe(draft.id);

    const removed = await h.request('DELETE', `/api/posts/${draft.id}`, { token: ownerA });
    expect(removed.statusCode).toBe(200);
    expect((await h.request('GET', `/api/posts/${draft.id}`, { token: ownerA })).statusCode).toBe(404);
    expect(await outboxNames()).toEqual(expect.arrayContaining(['posting.post.created', 'posting.post.scheduled']));
  });

  it('expands groups into accounts, once each, with per-account overrides', async () => {
    const group = await h.request('POST', '/api/groups', { token: ownerA, body: { name: `Both ${randomUUID()}`, accountIds: [pageA, pageA2] } });
    expect(group.statusCode, group.body).toBe(201);
    const post = await createPost(ownerA, {
      mode: 'schedule',
      text: 'For everyone',
      scheduledAt: inAnHour(),
      accountIds: [pageA],
      groupIds: [group.json().data.id],
      overrides: [{ accountId: pageA2, text: 'Events crowd only' }],
    });
    expect(post.targets.map((t) => t.accountId)).toEqual([pageA, pageA2].sort((a, b) => a - b));
    expect(post.targets.find((t) => t.accountId === pageA2)?.text).toBe('Events crowd only');
  });

  it('lists the workspace posts with status, account and calendar filters', async () => {
    const at = new Date(Date.now() + 30 * 86_400_000);
    const onCalendar = await createPost(ownerA, { mode: 'schedule', text: 'Calendar day', scheduledAt: at.toISOString(), accountIds: [pageA2] });
    const from = new Date(at.getTime() - 60_000).toISOString();
    const to = new Date(at.getTime() + 60_000).toISOString();
    const res = await h.request('GET', `/api/posts?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&status=scheduled&accountId=${pageA2}`, { token: ownerA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((p: Post) => p.id)).toEqual([onCalendar.id]);
    const other = await h.request('GET', `/api/posts?accountId=${pageA2}&status=draft`, { token: ownerA });
    expect(other.json().data.some((p: Post) => p.id === onCalendar.id)).toBe(false);
  });

  it('refuses bad input with field errors, never a half-written post', async () => {
    const before = (await h.request('GET', '/api/posts?limit=100', { token: ownerA })).json().total as number;
    const missing = await h.request('POST', '/api/posts', { token: ownerA, body: { mode: 'schedule', accountIds: [pageA] } });
    expect(missing.statusCode).toBe(400);
    const noDate = await h.request('POST', '/api/posts', { token: ownerA, body: { mode: 'schedule', text: 'x', accountIds: [pageA] } });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors).toEqual([{ field: 'scheduledAt', message: 'A scheduled post needs a date' }]);
    const past = await h.request('POST', '/api/posts', { token: ownerA, body: { mode: 'schedule', text: 'x', accountIds: [pageA], scheduledAt: '2020-01-01T00:00:00.000Z' } });
    expect(past.json().errors).toEqual([{ field: 'scheduledAt', message: 'Must be in the future' }]);
    const noAccount = await h.request('POST', '/api/posts', { token: ownerA, body: { mode: 'now', text: 'x' } });
    expect(noAccount.json().errors[0].field).toBe('accountIds');
    const zone = await h.request('POST', '/api/posts', { token: ownerA, body: { mode: 'draft', text: 'x', timeZone: 'Mars/Olympus' } });
    expect(zone.json().errors).toEqual([{ field: 'timeZone', message: 'Not a known time zone' }]);
    const tooLong = await h.request('POST', '/api/posts', { token: ownerA, body: { mode: 'now', text: 'a'.repeat(70_000), accountIds: [pageA] } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.map((e: { field: string }) => e.field)).toContain(`targets.${pageA}.text`);
    const after = (await h.request('GET', '/api/posts?limit=100', { token: ownerA })).json().total as number;
    expect(after).toBe(before);
  });

  it('keeps workspaces apart: posts, targets and accounts of another workspace are not found', async () => {
    const post = await createPost(ownerA, { mode: 'draft', text: 'Only A', accountIds: [pageA] });
    expect((await h.request('GET', `/api/posts/${post.id}`, { token: ownerB })).statusCode).toBe(404);
    expect((await h.request('PATCH', `/api/posts/${post.id}`, { token: ownerB, body: { text: 'hijack' } })).statusCode).toBe(404);
    expect((await h.request('DELETE', `/api/posts/${post.id}`, { token: ownerB })).statusCode).toBe(404);
    expect((await h.request('POST', `/api/posts/${post.id}/duplicate`, { token: ownerB })).statusCode).toBe(404);
    const target = post.targets[0]?.id;
    expect((await h.request('POST', `/api/posts/${post.id}/targets/${target}/retry`, { token: ownerB })).statusCode).toBe(404);
    const listB = (await h.request('GET', '/api/posts?limit=100', { token: ownerB })).json().data as Post[];
    expect(listB.some((p) => p.workspaceId !== B)).toBe(false);
    const foreign = await h.request('POST', '/api/posts', { token: ownerA, body: { mode: 'draft', text: 'x', accountIds: [pageB] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('accountIds');
    expect((await h.request('GET', `/api/posts/${post.id}`, { token: ownerA })).json().data.text).toBe('Only A');
  });

  it('answers 403 without the permissions', async () => {
    const reader = h.token({ userId: 3, workspaceId: A, permissions: ['Posts'] });
    const writer = h.token({ userId: 4, workspaceId: A, permissions: ['Composer'] });
    expect((await h.request('POST', '/api/posts', { token: reader, body: { mode: 'draft', text: 'x' } })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/posts', { token: writer })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/groups', { token: reader })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/platform-post', { token: ownerA })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/posts')).statusCode).toBe(401);
  });

  it('retries only a failed target', async () => {
    const post = await createPost(ownerA, { mode: 'schedule', text: 'Not failed', scheduledAt: inAnHour(), accountIds: [pageA] });
    const res = await h.request('POST', `/api/posts/${post.id}/targets/${post.targets[0]?.id}/retry`, { token: ownerA });
    expect(res.statusCode).toBe(409);
    expect(res.json().code ?? res.json().errors).toBeDefined();
  });
});

describe('daily posting limit', () => {
  it('refuses scheduling beyond the plan limit with a 409 that names it', async () => {
    const W = 303;
    const page = await h.connectPage(W);
    const owner = h.token({ userId: 30, workspaceId: W });
    const base = entitlementsOf(W, 'creator', 'active');
    await applyEntitlements(h.db, { ...base, limits: { ...base.limits, postsPerDayPerUser: 1 }, revision: 5 });
    expect(await applyEntitlements(h.db, { ...base, revision: 4 })).toBe(false);
    expect((await getEntitlements(h.db, W)).limits.postsPerDayPerUser).toBe(1);
    const day = new Date(Date.now() + 3 * 86_400_000);
    await createPost(owner, { mode: 'schedule', text: 'first', scheduledAt: day.toISOString(), accountIds: [page] });
    const second = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'schedule', text: 'second', scheduledAt: new Date(day.getTime() + 60_000).toISOString(), accountIds: [page] } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/creator plan allows 1 posts per user per day.*upgrade the plan/);
    const otherDay = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'schedule', text: 'second', scheduledAt: new Date(day.getTime() + 2 * 86_400_000).toISOString(), accountIds: [page] } });
    expect(otherDay.statusCode).toBe(201);
  });

  it("tells a member how many of today's posts the plan's daily limit has counted", async () => {
    const W = 304;
    const page = await h.connectPage(W);
    const writer = h.token({ userId: 40, workspaceId: W });
    const colleague = h.token({ userId: 41, workspaceId: W });
    const base = entitlementsOf(W, 'creator', 'active');
    await applyEntitlements(h.db, { ...base, revision: 2 });
    await createPost(writer, { mode: 'now', text: 'counted today', accountIds: [page] });
    await createPost(writer, { mode: 'draft', text: 'drafts do not count', accountIds: [page] });

    const mine = await h.request('GET', '/api/posts/usage?timeZone=UTC', { token: writer });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({ day: new Date().toISOString().slice(0, 10), used: 1, limit: base.limits.postsPerDayPerUser, plan: 'creator' });
    expect((await h.request('GET', '/api/posts/usage', { token: colleague })).json().data.used).toBe(0);
    const badZone = await h.request('GET', '/api/posts/usage?timeZone=Mars/Olympus', { token: writer });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().errors[0].field).toBe('timeZone');
    expect((await h.request('GET', '/api/posts/usage', { token: h.token({ userId: 42, workspaceId: W, permissions: ['ManageMediaLibrary'] }) })).statusCode).toBe(403);
  });

  it('uses the Traction trial limits before billing has spoken', async () => {
    expect((await getEntitlements(h.db, 999)).limits.postsPerDayPerUser).toBe(200);
  });
});

describe('approvals', () => {
  it("holds a contributor's post until an approver approves; a rejection carries the comment", async () => {
    const approver = h.token({ userId: 1, workspaceId: A, role: 'owner' });
    await h.request('GET', '/api/posts', { token: approver });
    const contributor = h.token({ userId: 7, workspaceId: A, role: 'contributor' });
    const post = await createPost(contributor, { mode: 'schedule', text: 'Please approve', scheduledAt: inAnHour(), accountIds: [pageA] });
    expect(post.status).toBe('not_approved');
    expect(post.needsApproval).toBe(true);
    expect(post.sentBack).toBe(false);
    expect(post.targets[0]?.nextAttemptAt).toBeNull();
    const submitted = await h.db.execute<{ payload: { approverIds: number[]; userIds: number[] } }>(
      sql`select payload from posting.outbox where name = 'posting.post.submitted' and (payload->>'postId')::int = ${post.id}`,
    );
    expect(submitted[0]?.payload.approverIds).toContain(1);
    expect(submitted[0]?.payload.userIds).toEqual([7]);

    expect((await h.request('POST', `/api/posts/${post.id}/approve`, { token: contributor, body: {} })).statusCode).toBe(403);
    const rejected = await h.request('POST', `/api/posts/${post.id}/reject`, { token: approver, body: { comment: 'Add the price' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.review).toMatchObject({ decision: 'rejected', comment: 'Add the price', reviewerId: 1 });
    // Sent back: still not_approved, told apart from a post waiting for review.
    expect(rejected.json().data).toMatchObject({ status: 'not_approved', sentBack: true });
    expect((await h.request('POST', `/api/posts/${post.id}/approve`, { token: approver, body: {} })).statusCode).toBe(409);

    const resubmitted = await h.request('PATCH', `/api/posts/${post.id}`, { token: contributor, body: { text: 'Bread, 2 euro', mode: 'schedule' } });
    expect(resubmitted.json().data).toMatchObject({ status: 'not_approved', review: null, sentBack: false });
    const approved = await h.request('POST', `/api/posts/${post.id}/approve`, { token: approver, body: { comment: 'Good' } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('scheduled');
    expect(approved.json().data.targets[0].nextAttemptAt).not.toBeNull();
    const names = await outboxNames();
    expect(names).toEqual(expect.arrayContaining(['posting.post.submitted', 'posting.post.rejected', 'posting.post.approved']));
    const bad = await h.request('POST', `/api/posts/${post.id}/reject`, { token: approver, body: {} });
    expect(bad.statusCode).toBe(400);
  });
});

describe('approved, to be scheduled later', () => {
  it('approves a post submitted without a date as approved; the filter finds it; its date is set later without asking again', async () => {
    const approver = h.token({ userId: 1, workspaceId: A, role: 'owner' });
    const contributor = h.token({ userId: 8, workspaceId: A, role: 'contributor' });
    const post = await createPost(contributor, { mode: 'schedule', text: 'Whenever suits', accountIds: [pageA] });
    expect(post).toMatchObject({ status: 'not_approved', scheduledAt: null, sentBack: false });
    expect((await h.request('POST', '/api/posts', { token: ownerA, body: { mode: 'schedule', text: 'No date', accountIds: [pageA] } })).statusCode).toBe(400);

    const approved = await h.request('POST', `/api/posts/${post.id}/approve`, { token: approver, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', scheduledAt: null, review: { decision: 'approved' } });
    expect(approved.json().data.targets[0].nextAttemptAt).toBeNull();
    const listed = await h.request('GET', '/api/posts?status=approved&limit=100', { token: ownerA });
    expect((listed.json().data as Post[]).map((row) => row.id)).toContain(post.id);

    const at = inAnHour();
    const scheduled = await h.request('PATCH', `/api/posts/${post.id}`, { token: contributor, body: { mode: 'schedule', scheduledAt: at } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect(scheduled.json().data.targets[0].nextAttemptAt).toBe(at);
  });

  it('asks for approval again when a contributor changes the content of an approved post', async () => {
    const approver = h.token({ userId: 1, workspaceId: A, role: 'owner' });
    const contributor = h.token({ userId: 8, workspaceId: A, role: 'contributor' });
    const post = await createPost(contributor, { mode: 'schedule', text: 'First words', accountIds: [pageA] });
    await h.request('POST', `/api/posts/${post.id}/approve`, { token: approver, body: {} });
    const edited = await h.request('PATCH', `/api/posts/${post.id}`, { token: contributor, body: { text: 'Other words', mode: 'schedule', scheduledAt: inAnHour() } });
    expect(edited.json().data).toMatchObject({ status: 'not_approved', review: null });
  });
});

describe('link cards', () => {
  it("previews the card of a linked page for the composer; a page without one gives none; bad input is a 400", async () => {
    const site = createServer((request, response) => {
      const html = request.url === '/plain' ? '<p>nothing</p>' : '<title>Fallback</title><meta property="og:title" content="Our spring news"><meta property="og:description" content="What is new">';
      response.writeHead(200, { 'content-type': 'text/html' }).end(html);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const card = await h.request('GET', `/api/posts/link-card?url=${encodeURIComponent(`${base}/news`)}`, { token: ownerA });
      expect(card.statusCode, card.body).toBe(200);
      expect(card.json().data).toEqual({ url: `${base}/news`, title: 'Our spring news', description: 'What is new' });
      const none = await h.request('GET', `/api/posts/link-card?url=${encodeURIComponent(`${base}/plain`)}`, { token: ownerA });
      expect(none.json().data).toBeNull();
      expect((await h.request('GET', '/api/posts/link-card?url=file%3A%2F%2F%2Fetc%2Fpasswd', { token: ownerA })).statusCode).toBe(400);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});

describe('drafts without accounts', () => {
  it('saves a draft before any account is chosen; scheduling it needs one', async () => {
    const draft = await createPost(ownerA, { mode: 'draft', text: 'An idea for later' });
    expect(draft).toMatchObject({ status: 'draft', targets: [] });
    const scheduling = await h.request('PATCH', `/api/posts/${draft.id}`, { token: ownerA, body: { mode: 'schedule', scheduledAt: inAnHour() } });
    expect(scheduling.statusCode).toBe(400);
    expect(scheduling.json().errors).toEqual([{ field: 'accountIds', message: 'Choose at least one account or group' }]);
    const scheduled = await h.request('PATCH', `/api/posts/${draft.id}`, { token: ownerA, body: { mode: 'schedule', scheduledAt: inAnHour(), accountIds: [pageA] } });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled' });
  });
});

describe('groups', () => {
  it('creates, renames and deletes groups of the workspace accounts only', async () => {
    const name = `Group ${randomUUID()}`;
    const created = await h.request('POST', '/api/groups', { token: ownerA, body: { name, accountIds: [pageA] } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect((await h.request('POST', '/api/groups', { token: ownerA, body: { name, accountIds: [] } })).statusCode).toBe(409);
    const foreign = await h.request('POST', '/api/groups', { token: ownerA, body: { name: 'x', accountIds: [pageB] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('accountIds');
    const updated = await h.request('PATCH', `/api/groups/${id}`, { token: ownerA, body: { name: `${name} 2`, accountIds: [pageA, pageA2] } });
    expect(updated.json().data.accountIds).toEqual([pageA, pageA2].sort((a, b) => a - b));
    expect((await h.request('GET', `/api/groups/${id}`, { token: ownerB })).statusCode).toBe(404);
    expect((await h.request('PATCH', `/api/groups/${id}`, { token: ownerB, body: { name: 'mine' } })).statusCode).toBe(404);
    expect((await h.request('DELETE', `/api/groups/${id}`, { token: ownerB })).statusCode).toBe(404);
    const listB = (await h.request('GET', '/api/groups', { token: ownerB })).json();
    expect(listB.total).toBe(0);
    expect((await h.request('DELETE', `/api/groups/${id}`, { token: ownerA })).statusCode).toBe(200);
    expect((await h.request('GET', `/api/groups/${id}`, { token: ownerA })).statusCode).toBe(404);
  });
});

describe('staff post list', () => {
  it('shows every workspace to staff with the filter, and the filter user options', async () => {
    const message: EventMessage<{ userId: number; workspaceId: number | null; email: string; name: string; locale: string }> = {
      id: randomUUID(),
      name: userRegistered.name,
      version: 1,
      topic: userRegistered.topic,
      key: '2',
      occurredAt: new Date().toISOString(),
      payload: { userId: 2, workspaceId: B, email: 'Bea@Example.com', name: 'Bea', locale: 'en' },
      headers: {},
    };
    await h.db.transaction((tx) => userOnRegistration.handle(tx, message.payload, message));
    const postB = await createPost(ownerB, { mode: 'schedule', text: 'From B', scheduledAt: inAnHour(), accountIds: [pageB] });
    const staff = h.token({ userId: 50, workspaceId: null, permissions: ['Posts'], roleIds: [1] });
    const res = await h.request('GET', '/api/platform-post?user_id=2&status=scheduled&platform=facebook_page&limit=100', { token: staff });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as (Post & { author: { name: string; email: string } })[];
    expect(rows.map((p) => p.id)).toContain(postB.id);
    expect(rows.every((p) => p.authorId === 2)).toBe(true);
    expect(rows[0]?.author).toEqual({ id: 2, name: 'Bea', email: 'bea@example.com' });
    const all = (await h.request('GET', '/api/platform-post?limit=100', { token: staff })).json().data as Post[];
    // Posts of the workspaces the earlier tests wrote to, all in one list.
    expect([...new Set(all.map((p) => p.workspaceId))]).toEqual(expect.arrayContaining([A, B, 303, 304]));
    const users = await h.request('GET', '/api/platform-post/users?search=bea', { token: staff });
    expect(users.json().data).toEqual([{ id: 2, name: 'Bea', email: 'bea@example.com' }]);
  });
});
