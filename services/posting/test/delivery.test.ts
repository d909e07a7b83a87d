import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entitlementsOf, type Post } from '@cadence/contracts';
import { applyEntitlements } from '../src/features/entitlements/entitlements.repository';
import { startPosting, until, type PostingHarness } from './posts-harness';

let h: PostingHarness;
let owner: string;
let page: number;
let page2: number;
const W = 11;
let sequence = 0;

async function post(id: number): Promise<Post> {
  return (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post;
}

async function publishNow(text: string, accountIds = [page]): Promise<Post> {
  const res = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'now', text, accountIds } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

const settled = (p: Post) => p.status === 'posted' || p.status === 'failed';
const unique = (label: string) => `${label} #${(sequence += 1)} ${Date.now()}`;

beforeAll(async () => {
  h = await startPosting({ POSTING_WORKERS: '1', OUTBOUND_TIMEOUT_MS: '1000' });
  owner = h.token({ userId: 5, workspaceId: W });
  page = await h.connectPage(W, 'Main page');
  page2 = await h.connectPage(W, 'Second page');
});

afterAll(async () => {
  await h?.close();
});

describe('delivery', () => {
  it('publishes a post due now once, records the network id and tells who published', async () => {
    const text = unique('Hello');
    const created = await publishNow(text);
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    const target = done.targets[0];
    expect(target?.status).toBe('posted');
    expect(target?.externalId).toMatch(/^\d+_\d+$/);
    expect(target?.url).toBe(`https://www.facebook.com/${target?.externalId}`);
    expect(target?.publishedAt).not.toBeNull();
    expect(h.network.counts().get(text)).toBe(1);
    const events = await h.db.execute<{ name: string }>(sql`select name from posting.outbox where (payload->>'postId')::int = ${created.id} order by id`);
    expect(events.map((e) => e.name)).toEqual(['posting.post.created', 'posting.post.scheduled', 'posting.target.published', 'posting.post.published']);
  });

  it('retries transient network errors with backoff and publishes once', async () => {
    const text = unique('After a hiccup');
    h.network.failNext(2, 'server');
    const created = await publishNow(text);
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    expect(done.targets[0]?.attempts).toBe(3);
    expect(h.network.counts().get(text)).toBe(1);
  });

  it('keeps retrying a network that keeps failing well past six tries, and publishes once when it answers again', async () => {
    const text = unique('Through an outage');
    h.network.failNext(12, 'server');
    const created = await publishNow(text);
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    expect(done.targets[0]?.attempts).toBe(13);
    expect(h.network.counts().get(text)).toBe(1);
  });

  it('fails a target the network refuses with its message and raw body; a retry uses the same key and publishes once', async () => {
    const text = unique('Refused once');
    h.network.failNext(1, 'invalid');
    const created = await publishNow(text);
    const failed = await until(() => post(created.id), settled);
    expect(failed.status).toBe('failed');
    expect(failed.targets[0]?.errorMessage).toBe('(#100) Invalid parameter');
    expect(failed.targets[0]?.errorBody).toMatchObject({ status: 400, body: { error: { code: 100 } } });
    const [before] = await h.db.execute<{ key: string }>(sql`select idempotency_key as key from posting.post_targets where id = ${failed.targets[0]?.id}`);

    const retried = await h.request('POST', `/api/posts/${created.id}/targets/${failed.targets[0]?.id}/retry`, { token: owner });
    expect(retried.statusCode, retried.body).toBe(200);
    const done = await until(() => post(created.id), (p) => p.status === 'posted');
    expect(done.status).toBe('posted');
    const [after] = await h.db.execute<{ key: string }>(sql`select idempotency_key as key from posting.post_targets where id = ${failed.targets[0]?.id}`);
    expect(after?.key).toBe(before?.key);
    expect(h.network.counts().get(text)).toBe(1);
  });

  it('shows a post published on some accounts and failed on others as partly published, and filters it', async () => {
    const text = unique('Half and half');
    h.network.failNext(1, 'invalid');
    const created = await publishNow(text, [page, page2]);
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('failed');
    expect(done.partial).toBe(true);
    expect(done.targets.map((target) => target.status).sort()).toEqual(['failed', 'posted']);
    const listed = await h.request('GET', '/api/posts?partial=true&limit=100', { token: owner });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data as Post[];
    expect(rows.map((row) => row.id)).toContain(created.id);
    expect(rows.every((row) => row.partial && row.status === 'failed')).toBe(true);
    const [event] = await h.db.execute<{ payload: { failedTargets: number; postedTargets: number } }>(
      sql`select payload from posting.outbox where name = 'posting.post.failed' and (payload->>'postId')::int = ${created.id}`,
    );
    expect(event?.payload).toMatchObject({ failedTargets: 1, postedTargets: 1 });
  });

  it("fails content the network's rules refuse at publish time for good, without calling it, and offers no retry", async () => {
    const text = unique('Grew too long');
    const res = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'schedule', text, accountIds: [page], scheduledAt: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as Post;
    // The text changed under the rules since it was scheduled (an older post, a stricter network).
    await h.db.execute(sql`update posting.posts set text = ${`${text} ${'x'.repeat(63_300)}`} where id = ${created.id}`);
    await h.db.execute(sql`update posting.post_targets set next_attempt_at = now() where post_id = ${created.id}`);
    const failed = await until(() => post(created.id), settled);
    expect(failed.status).toBe('failed');
    expect(failed.targets[0]).toMatchObject({ status: 'failed', retryable: false, attempts: 0 });
    expect(failed.targets[0]?.errorMessage).toMatch(/accepts at most 63206 characters/);
    expect(h.network.counts().get(text)).toBeUndefined();
    const retried = await h.request('POST', `/api/posts/${created.id}/targets/${failed.targets[0]?.id}/retry`, { token: owner });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().code).toBe('POSTING_TARGET_NOT_RETRYABLE');
  });

  it('lets a throttled target wait for its window instead of failing', async () => {
    const text = unique('Throttled');
    h.network.failNext(1, 'throttled');
    const created = await publishNow(text);
    const waiting = await until(() => post(created.id), (p) => p.targets[0]?.status === 'waiting');
    expect(waiting.targets[0]?.status).toBe('waiting');
    expect(waiting.status).toBe('processing');
    expect(new Date(waiting.targets[0]?.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(waiting.targets[0]?.errorMessage).toContain('Application request limit reached');
    // The window passes.
    await h.db.execute(sql`update posting.post_targets set next_attempt_at = now() where id = ${waiting.targets[0]?.id}`);
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    expect(h.network.counts().get(text)).toBe(1);
  });

  it('asks the network before trying again when its answer was lost, and publishes once', async () => {
    const text = unique('Lost answer');
    h.network.hold();
    // Its reads wait too, so the unknown outcome stays in view until the network answers again.
    h.network.holdReads();
    const stored = h.network.nextStored();
    const created = await publishNow(text);
    await stored;
    const unknown = await until(() => post(created.id), (p) => ['pending', 'publishing'].includes(p.targets[0]?.status ?? '') && p.targets[0]?.errorMessage !== null);
    expect(unknown.targets[0]?.errorMessage).toMatch(/lost|timed out|cut off|aborted/i);
    const [open] = await h.db.execute<{ open: boolean }>(sql`select open_attempt_at is not null as open from posting.post_targets where id = ${unknown.targets[0]?.id}`);
    expect(open?.open).toBe(true);
    h.network.release();
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('posted');
    expect(h.network.counts().get(text)).toBe(1);
    const attempts = await h.db.execute<{ outcome: string }>(sql`select outcome from posting.publish_attempts where target_id = ${done.targets[0]?.id} order by id`);
    expect(attempts.map((a) => a.outcome)).toEqual(['found']);
  }, 60_000);

  it('reports a partial outcome: one account posted, one failed, the post failed', async () => {
    const text = unique('Partial');
    h.network.failNext(1, 'invalid');
    const created = await publishNow(text, [page, page2]);
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('failed');
    expect(done.targets.map((t) => t.status).sort()).toEqual(['failed', 'posted']);
    const [event] = await h.db.execute<{ payload: { failedTargets: number; postedTargets: number } }>(
      sql`select payload from posting.outbox where name = 'posting.post.failed' and (payload->>'postId')::int = ${created.id}`,
    );
    expect(event?.payload).toMatchObject({ failedTargets: 1, postedTargets: 1 });
  });

  it('fails the pending targets of an account that is disconnected, with a reason to reconnect', async () => {
    const gone = await h.connectPage(W, 'Going away');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'schedule', text: unique('Never sent'), scheduledAt: at, accountIds: [gone] } });
    expect(res.statusCode, res.body).toBe(201);
    const scheduled = res.json().data as Post;
    const manager = h.token({ userId: 5, workspaceId: W, permissions: ['ManagePlatform'] });
    const removed = await h.request('DELETE', `/api/accounts/${gone}`, { token: manager });
    expect(removed.statusCode, removed.body).toBe(200);
    const done = await until(() => post(scheduled.id), settled);
    expect(done.status).toBe('failed');
    expect(done.targets[0]?.status).toBe('failed');
    expect(done.targets[0]?.errorMessage).toBe('The account was disconnected; reconnect it and retry');
    const events = await h.db.execute<{ name: string }>(sql`select name from posting.outbox where (payload->>'postId')::int = ${scheduled.id} order by id`);
    expect(events.map((e) => e.name)).toEqual(['posting.post.created', 'posting.post.scheduled', 'posting.target.failed', 'posting.post.failed']);
    expect(h.network.counts().get(done.text)).toBeUndefined();
  });

  it("fails a target of a broken account with the network's message, without calling the network", async () => {
    const broken = await h.connectPage(W, 'Broken page');
    const message = 'Error validating access token: The user has not authorized application 1234.';
    await h.db.execute(sql`update posting.social_accounts set status = 'broken', last_error = ${message} where id = ${broken}`);
    const calls = h.network.publishCalls();
    const text = unique('On a broken account');
    const created = await publishNow(text, [broken]);
    const done = await until(() => post(created.id), settled);
    expect(done.status).toBe('failed');
    expect(done.targets[0]?.errorMessage).toBe(message);
    expect(h.network.publishCalls()).toBe(calls);
    expect(h.network.counts().get(text)).toBeUndefined();
  });

  it('fails a retried target whose media were deleted instead of publishing without them', async () => {
    const text = unique('Media gone');
    h.network.failNext(1, 'invalid');
    const created = await publishNow(text);
    const failed = await until(() => post(created.id), settled);
    expect(failed.status).toBe('failed');
    const targetId = failed.targets[0]?.id;
    const [missing] = await h.db.execute<{ id: number }>(sql`select coalesce(max(id), 0) + 1000 as id from posting.media_items`);
    await h.db.execute(sql`update posting.post_targets set media_ids = array[${missing?.id}]::integer[] where id = ${targetId}`);
    const retried = await h.request('POST', `/api/posts/${created.id}/targets/${targetId}/retry`, { token: owner });
    expect(retried.statusCode, retried.body).toBe(200);
    const done = await until(() => post(created.id), (p) => settled(p) && p.targets[0]?.errorMessage !== failed.targets[0]?.errorMessage);
    expect(done.status).toBe('failed');
    expect(done.targets[0]?.errorMessage).toBe('Some media of this post were deleted from the library; edit the post or upload them again');
    expect(h.network.counts().get(text)).toBeUndefined();
  });

  it('re-checks the daily limit at publish time', async () => {
    const Z = 12;
    const zOwner = h.token({ userId: 6, workspaceId: Z });
    const zPage = await h.connectPage(Z);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const first = (await h.request('POST', '/api/posts', { token: zOwner, body: { mode: 'schedule', text: unique('z1'), scheduledAt: at, accountIds: [zPage] } })).json().data as Post;
    const second = (await h.request('POST', '/api/posts', { token: zOwner, body: { mode: 'schedule', text: unique('z2'), scheduledAt: at, accountIds: [zPage] } })).json().data as Post;
    const base = entitlementsOf(Z, 'creator', 'active');
    await applyEntitlements(h.db, { ...base, limits: { ...base.limits, postsPerDayPerUser: 1 }, revision: 2 });
    await h.db.execute(sql`update posting.post_targets set next_attempt_at = now() where post_id in (${first.id}, ${second.id})`);
    await h.db.execute(sql`select pg_notify('posting_due', '')`);
    const secondDone = await until(async () => (await h.request('GET', `/api/posts/${second.id}`, { token: zOwner })).json().data as Post, settled);
    const firstDone = await until(async () => (await h.request('GET', `/api/posts/${first.id}`, { token: zOwner })).json().data as Post, settled);
    expect(firstDone.status).toBe('posted');
    expect(secondDone.status).toBe('failed');
    expect(secondDone.targets[0]?.errorMessage).toMatch(/creator plan allows 1 posts per user per day/);
  });
});
