import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Post, Queue } from '@cadence/contracts';
import { startPosting, until, WRITER, type PostingHarness } from './posts-harness';

let h: PostingHarness;
let owner: string;
const W = 31;
let sequence = 0;
const unique = (label: string) => `${label} #${(sequence += 1)} ${Date.now()}`;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

async function queues(token = owner): Promise<Queue[]> {
  const res = await h.request('GET', '/api/queues', { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { queues: Queue[] }).queues;
}

async function queueOf(accountId: number): Promise<Queue> {
  const queue = (await queues()).find((q) => q.accountId === accountId);
  if (!queue) throw new Error(`no queue for ${accountId}`);
  return queue;
}

async function setSlots(accountId: number, times: string[], timeZone = 'UTC') {
  const res = await h.request('PATCH', `/api/queues/${accountId}`, { token: owner, body: { timeZone, slots: EVERY_DAY.flatMap((day) => times.map((time) => ({ day, time }))) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Queue;
}

async function queuePost(text: string, accountIds: number[], token = owner) {
  return h.request('POST', '/api/queues/posts', { token, body: { text, accountIds, timeZone: 'Europe/Paris' } });
}

async function queued(text: string, accountIds: number[]): Promise<Post> {
  const res = await queuePost(text, accountIds);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

async function post(id: number): Promise<Post> {
  return (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post;
}

const slotOf = (p: Post, accountId: number) => p.targets.find((t) => t.accountId === accountId)?.scheduledAt;

beforeAll(async () => {
  h = await startPosting({ POSTING_WORKERS: '1' });
  owner = h.token({ userId: 7, workspaceId: W, permissions: [...WRITER, 'ScheduledPost'] });
});

afterAll(async () => {
  await h?.close();
});

describe('posting queues', () => {
  it('keeps weekly slots per account in its time zone and shows the next free ones', async () => {
    const page = await h.connectPage(W, 'Slots page');
    const before = await queueOf(page);
    expect(before).toMatchObject({ slots: [], paused: false, timeZone: 'UTC', nextFree: [], entries: [] });
    const saved = await setSlots(page, ['17:30', '09:00'], 'Europe/Paris');
    expect(saved.slots.slice(0, 2)).toEqual([
      { day: 1, time: '09:00' },
      { day: 1, time: '17:30' },
    ]);
    expect(saved.timeZone).toBe('Europe/Paris');
    expect(saved.nextFree).toHaveLength(3);
    for (const at of saved.nextFree) {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
      expect(['09:00', '17:30']).toContain(local);
      expect(new Date(at).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('refuses a bad zone or time (400), another workspace’s account (404), and a queue without the permission (403)', async () => {
    const page = await h.connectPage(W, 'Checked page');
    const badZone = await h.request('PATCH', `/api/queues/${page}`, { token: owner, body: { timeZone: 'Mars/Olympus' } });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().errors).toEqual([{ field: 'timeZone', message: 'Not a known time zone' }]);
    const badTime = await h.request('PATCH', `/api/queues/${page}`, { token: owner, body: { slots: [{ day: 1, time: '25:00' }] } });
    expect(badTime.statusCode).toBe(400);
    const badDay = await h.request('PATCH', `/api/queues/${page}`, { token: owner, body: { slots: [{ day: 8, time: '10:00' }] } });
    expect(badDay.statusCode).toBe(400);
    const elsewhere = await h.connectPage(W + 1, 'Other workspace page');
    expect((await h.request('PATCH', `/api/queues/${elsewhere}`, { token: owner, body: { paused: true } })).statusCode).toBe(404);
    expect((await queues()).some((q) => q.accountId === elsewhere)).toBe(false);
    const noPermission = h.token({ userId: 8, workspaceId: W, permissions: WRITER });
    expect((await h.request('GET', '/api/queues', { token: noPermission })).statusCode).toBe(403);
  });

  it('refuses to queue on an account without slots (409) and writes nothing', async () => {
    const page = await h.connectPage(W, 'Empty queue page');
    const text = unique('Nowhere to go');
    const res = await queuePost(text, [page]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('POSTING_QUEUE_NO_SLOTS');
    expect(res.json().message).toContain('Empty queue page');
    const rows = await h.db.execute(sql`select id from posting.posts where text = ${text}`);
    expect(rows).toHaveLength(0);
  });

  it('gives one post a different slot on each account, and the post the first of them', async () => {
    const paris = await h.connectPage(W, 'Paris page');
    const tokyo = await h.connectPage(W, 'Tokyo page');
    const parisQueue = await setSlots(paris, ['09:00'], 'Europe/Paris');
    const tokyoQueue = await setSlots(tokyo, ['09:00'], 'Asia/Tokyo');
    const created = await queued(unique('Everywhere at nine'), [paris, tokyo]);
    expect(created.status).toBe('scheduled');
    expect(slotOf(created, paris)).toBe(parisQueue.nextFree[0]);
    expect(slotOf(created, tokyo)).toBe(tokyoQueue.nextFree[0]);
    expect(slotOf(created, paris)).not.toBe(slotOf(created, tokyo));
    const first = [slotOf(created, paris), slotOf(created, tokyo)].map((at) => new Date(at ?? 0).getTime());
    expect(created.scheduledAt).toBe(new Date(Math.min(...first)).toISOString());
    // Each target is due at its own slot.
    for (const target of created.targets) expect(target.nextAttemptAt).toBe(target.scheduledAt);
    const next = await queued(unique('Next in line'), [paris]);
    expect(slotOf(next, paris)).toBe(parisQueue.nextFree[1]);
  });

  it('never gives two posts queued at once the same slot', async () => {
    const page = await h.connectPage(W, 'Busy page');
    const queue = await setSlots(page, ['08:00', '12:00', '18:00']);
    const texts = Array.from({ length: 6 }, (_, i) => unique(`Together ${i}`));
    const results = await Promise.all(texts.map((text) => queuePost(text, [page])));
    for (const res of results) expect(res.statusCode, res.body).toBe(201);
    const slots = results.map((res) => slotOf(res.json().data as Post, page));
    expect(new Set(slots).size).toBe(6);
    expect([...slots].sort()).toEqual([...slots].sort().slice(0, 6));
    expect([...slots].sort().slice(0, 3)).toEqual(queue.nextFree);
    const after = await queueOf(page);
    expect(after.entries.map((e) => e.slotAt)).toEqual([...slots].sort());
  });

  it('reorders a queue: the posts swap their slots and keep the queue’s times; a stale order is refused', async () => {
    const page = await h.connectPage(W, 'Ordered page');
    await setSlots(page, ['10:00', '15:00']);
    const a = await queued(unique('First'), [page]);
    const b = await queued(unique('Second'), [page]);
    const c = await queued(unique('Third'), [page]);
    const before = await queueOf(page);
    const times = before.entries.map((e) => e.slotAt);
    expect(before.entries.map((e) => e.postId)).toEqual([a.id, b.id, c.id]);
    const order = [c, a, b].map((p) => p.targets[0]?.id ?? 0);
    const res = await h.request('PUT', `/api/queues/${page}/order`, { token: owner, body: { targetIds: order } });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as Queue;
    expect(after.entries.map((e) => e.postId)).toEqual([c.id, a.id, b.id]);
    expect(after.entries.map((e) => e.slotAt)).toEqual(times);
    expect((await post(c.id)).scheduledAt).toBe(times[0]);
    expect((await post(c.id)).targets[0]?.nextAttemptAt).toBe(times[0]);
    const stale = await h.request('PUT', `/api/queues/${page}/order`, { token: owner, body: { targetIds: order.slice(0, 2) } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('POSTING_QUEUE_ORDER_STALE');
  });

  it('leaves a removed post’s slot free instead of moving the later posts up; the next post takes it', async () => {
    const page = await h.connectPage(W, 'Gap page');
    await setSlots(page, ['07:00', '19:00']);
    const posts = [await queued(unique('One'), [page]), await queued(unique('Two'), [page]), await queued(unique('Three'), [page])];
    const slots = posts.map((p) => slotOf(p, page));
    expect((await h.request('DELETE', `/api/posts/${posts[1]?.id}`, { token: owner })).statusCode).toBe(200);
    const after = await queueOf(page);
    expect(after.entries.map((e) => e.slotAt)).toEqual([slots[0], slots[2]]);
    expect(after.nextFree[0]).toBe(slots[1]);
    const filler = await queued(unique('Filler'), [page]);
    expect(slotOf(filler, page)).toBe(slots[1]);
  });

  it("holds a contributor's queued post in its slots until approved, then each account is due at its own slot", async () => {
    const early = await h.connectPage(W, 'Approval page one');
    const late = await h.connectPage(W, 'Approval page two');
    const one = await setSlots(early, ['08:15']);
    const two = await setSlots(late, ['20:45']);
    const contributor = h.token({ userId: 9, workspaceId: W, role: 'contributor', permissions: [...WRITER, 'ScheduledPost'] });
    const res = await queuePost(unique('Please approve'), [early, late], contributor);
    expect(res.statusCode, res.body).toBe(201);
    const waiting = res.json().data as Post;
    expect(waiting.status).toBe('not_approved');
    expect(waiting.targets.map((t) => t.nextAttemptAt)).toEqual([null, null]);
    expect(slotOf(waiting, early)).toBe(one.nextFree[0]);
    expect(slotOf(waiting, late)).toBe(two.nextFree[0]);
    const queued = await queueOf(early);
    expect(queued.entries).toMatchObject([{ postId: waiting.id, awaitingApproval: true }]);
    const approved = await h.request('POST', `/api/posts/${waiting.id}/approve`, { token: owner, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = approved.json().data as Post;
    expect(after.status).toBe('scheduled');
    for (const target of after.targets) expect(target.nextAttemptAt).toBe(target.scheduledAt);
  });

  it('keeps a queued post in its slot through an edit, and takes it out when another date is chosen for it', async () => {
    const page = await h.connectPage(W, 'Rescheduled page');
    await setSlots(page, ['06:00']);
    const p = await queued(unique('Moved'), [page]);
    // An edit that sends the post's own time back (as the composer does) keeps it in the queue.
    const edited = await h.request('PATCH', `/api/posts/${p.id}`, { token: owner, body: { text: unique('Moved, edited'), scheduledAt: p.scheduledAt } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data as Post).targets[0]?.scheduledAt).toBe(slotOf(p, page));
    expect((await queueOf(page)).entries.map((e) => e.postId)).toEqual([p.id]);
    // So does the composer's edit, which sends the accounts again.
    const resent = await h.request('PATCH', `/api/posts/${p.id}`, { token: owner, body: { text: unique('Moved, edited again'), accountIds: [page], mode: 'schedule', scheduledAt: p.scheduledAt } });
    expect(resent.statusCode, resent.body).toBe(200);
    expect((resent.json().data as Post).targets[0]?.scheduledAt).toBe(slotOf(p, page));
    expect((resent.json().data as Post).targets[0]?.nextAttemptAt).toBe(slotOf(p, page));
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await h.request('PATCH', `/api/posts/${p.id}`, { token: owner, body: { scheduledAt: at } });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().data as Post;
    expect(moved.targets[0]?.scheduledAt).toBeNull();
    expect(moved.targets[0]?.nextAttemptAt).toBe(at);
    expect((await queueOf(page)).entries).toHaveLength(0);
  });
});

describe('delivery of queued posts', () => {
  it('publishes each account of one post at its own slot', async () => {
    const early = await h.connectPage(W, 'Early page');
    const late = await h.connectPage(W, 'Late page');
    await setSlots(early, ['05:00']);
    await setSlots(late, ['05:00']);
    const text = unique('Two times');
    const created = await queued(text, [early, late]);
    // Bring both slots close, a few seconds apart (as if the slots were now).
    const soon = new Date(Date.now() + 1_000);
    const later = new Date(Date.now() + 5_000);
    await h.db.execute(sql`update posting.post_targets set scheduled_at = ${soon.toISOString()}::timestamptz, next_attempt_at = ${soon.toISOString()}::timestamptz where post_id = ${created.id} and account_id = ${early}`);
    await h.db.execute(sql`update posting.post_targets set scheduled_at = ${later.toISOString()}::timestamptz, next_attempt_at = ${later.toISOString()}::timestamptz where post_id = ${created.id} and account_id = ${late}`);
    await h.db.execute(sql`select pg_notify('posting_due', '')`);
    const halfway = await until(() => post(created.id), (p) => p.targets.some((t) => t.status === 'posted'), 4_500);
    const earlyTarget = halfway.targets.find((t) => t.accountId === early);
    const lateTarget = halfway.targets.find((t) => t.accountId === late);
    expect(earlyTarget?.status).toBe('posted');
    expect(lateTarget?.status).toBe('pending');
    expect(halfway.status).toBe('processing');
    const done = await until(() => post(created.id), (p) => p.status === 'posted');
    expect(done.status).toBe('posted');
    for (const [accountId, at] of [
      [early, soon],
      [late, later],
    ] as const) {
      const target = done.targets.find((t) => t.accountId === accountId);
      expect(new Date(target?.publishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(at.getTime());
    }
    expect(h.network.counts().get(text)).toBe(2);
  });

  it('publishes nothing from a paused queue, still takes new posts, and gives overdue posts the next free slots on resume', async () => {
    const page = await h.connectPage(W, 'Paused page');
    const queue = await setSlots(page, ['04:00']);
    const paused = await h.request('PATCH', `/api/queues/${page}`, { token: owner, body: { paused: true } });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((paused.json().data as Queue).paused).toBe(true);
    const text = unique('Held back');
    const created = await queued(text, [page]);
    expect(slotOf(created, page)).toBe(queue.nextFree[0]);
    const due = new Date(Date.now() + 300);
    await h.db.execute(sql`update posting.post_targets set scheduled_at = ${due.toISOString()}::timestamptz, next_attempt_at = ${due.toISOString()}::timestamptz where post_id = ${created.id}`);
    await h.db.execute(sql`select pg_notify('posting_due', '')`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const held = await post(created.id);
    expect(held.targets[0]?.status).toBe('pending');
    expect(h.network.counts().get(text)).toBeUndefined();
    const resumed = await h.request('PATCH', `/api/queues/${page}`, { token: owner, body: { paused: false } });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const view = resumed.json().data as Queue;
    expect(view.paused).toBe(false);
    expect(view.entries.map((e) => e.postId)).toEqual([created.id]);
    expect(view.entries[0]?.slotAt).toBe(queue.nextFree[0]);
    const after = await post(created.id);
    expect(after.targets[0]?.nextAttemptAt).toBe(queue.nextFree[0]);
    expect(after.scheduledAt).toBe(queue.nextFree[0]);
  });
});
