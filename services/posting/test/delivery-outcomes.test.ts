import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Post } from '@cadence/contracts';
import * as repo from '../src/features/delivery/delivery.repository';
import { recordOutcomes } from '../src/features/delivery/outcome';
import { startPosting, type PostingHarness } from './posts-harness';

/**
 * A delivery loop writes the outcomes of every target that finished meanwhile together: one
 * transaction, one statement per kind. Each target must still get exactly its own outcome.
 */
let h: PostingHarness;
let owner: string;
let pages: number[];
const W = 41;
const WORKER = 'group-writer';

async function schedule(text: string, accountIds: number[]): Promise<Post> {
  const at = new Date(Date.now() + 86_400_000).toISOString();
  const res = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'schedule', text, scheduledAt: at, accountIds } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

async function post(id: number): Promise<Post> {
  return (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post;
}

beforeAll(async () => {
  h = await startPosting({ POSTING_WORKERS: '0' });
  owner = h.token({ userId: 6, workspaceId: W });
  pages = [await h.connectPage(W, 'One'), await h.connectPage(W, 'Two')];
});

afterAll(async () => {
  await h?.close();
});

describe('outcomes written as a group', () => {
  it('gives every target its own outcome, leaves untold fields as they were, and skips a target whose lease was lost', async () => {
    const both = await schedule('Group: two accounts', pages);
    const alone = await schedule('Group: one account, throttled', [pages[0] as number]);
    const unknown = await schedule('Group: answer lost', [pages[1] as number]);
    const taken = await schedule('Group: taken over', [pages[0] as number]);
    const ids = [both.id, alone.id, unknown.id, taken.id];
    await h.db.execute(sql`update posting.post_targets set next_attempt_at = now(), external_id = 'kept-id' where post_id in ${ids}`);

    const claimed = await repo.claimDue(h.db, WORKER, 10, 60_000);
    expect(claimed.map((target) => target.postId).sort()).toEqual([both.id, both.id, alone.id, unknown.id, taken.id].sort());
    expect(claimed.every((target) => target.status === 'publishing' && target.leaseOwner === WORKER)).toBe(true);
    const attempts = await repo.openAttempts(h.db, claimed, WORKER);
    expect(attempts.size).toBe(5);
    // Another worker takes one target over (its lease expired meanwhile).
    const takenTarget = claimed.find((target) => target.postId === taken.id);
    await h.db.execute(sql`update posting.post_targets set lease_owner = 'other-worker' where id = ${takenTarget?.id ?? 0}`);

    const [first, second] = claimed.filter((target) => target.postId === both.id);
    const throttled = claimed.find((target) => target.postId === alone.id);
    const lost = claimed.find((target) => target.postId === unknown.id);
    if (!first || !second || !throttled || !lost || !takenTarget) throw new Error('a claimed target is missing');
    const publishedAt = new Date();
    const waitUntil = new Date(Date.now() + 3_600_000);
    const written = await h.db.transaction((tx) =>
      recordOutcomes(tx, WORKER, [
        { target: first, outcome: { status: 'posted', openAttempt: 'close', externalId: '11_1', url: 'https://www.facebook.com/11_1', related: null, errorMessage: null, errorBody: null, publishedAt }, attempt: { id: attempts.get(first.id) ?? null, outcome: 'posted' } },
        { target: second, outcome: { status: 'failed', openAttempt: 'close', errorMessage: 'Refused', errorBody: { error: { code: 100 } }, retryable: false }, attempt: { id: attempts.get(second.id) ?? null, outcome: 'failed', detail: { code: 100 } } },
        { target: throttled, outcome: { status: 'waiting', nextAttemptAt: waitUntil, openAttempt: 'close', errorMessage: 'Waiting for the window' }, attempt: { id: attempts.get(throttled.id) ?? null, outcome: 'rate-limited' } },
        { target: lost, outcome: { status: 'pending', nextAttemptAt: waitUntil, openAttempt: 'keep', errorMessage: 'socket hang up', errorBody: null }, attempt: { id: attempts.get(lost.id) ?? null, outcome: 'unknown' } },
        { target: takenTarget, outcome: { status: 'posted', openAttempt: 'close', externalId: 'never', publishedAt }, attempt: { id: attempts.get(takenTarget.id) ?? null, outcome: 'posted' } },
      ]),
    );
    expect(written.map((row) => row?.status ?? null)).toEqual(['posted', 'failed', 'waiting', 'pending', null]);

    const partly = await post(both.id);
    expect(partly.status).toBe('failed');
    const byAccount = new Map(partly.targets.map((target) => [target.accountId, target]));
    expect(byAccount.get(pages[0] as number)).toMatchObject({ status: 'posted', externalId: '11_1', url: 'https://www.facebook.com/11_1', errorMessage: null });
    expect(byAccount.get(pages[1] as number)).toMatchObject({ status: 'failed', errorMessage: 'Refused', externalId: 'kept-id' });

    const waiting = (await post(alone.id)).targets[0];
    expect(waiting).toMatchObject({ status: 'waiting', errorMessage: 'Waiting for the window', externalId: 'kept-id', publishedAt: null });
    expect((await post(alone.id)).status).toBe('processing');

    const [row] = await h.db.execute<{ open: boolean; lease: string | null; next: Date | string }>(
      sql`select open_attempt_at is not null as open, lease_owner as lease, next_attempt_at as next from posting.post_targets where id = ${lost.id}`,
    );
    expect(row).toMatchObject({ open: true, lease: null });
    const [other] = await h.db.execute<{ status: string; lease: string | null; external_id: string }>(sql`select status, lease_owner as lease, external_id from posting.post_targets where id = ${takenTarget.id}`);
    expect(other).toEqual({ status: 'publishing', lease: 'other-worker', external_id: 'kept-id' });

    const closed = await h.db.execute<{ target_id: number; outcome: string | null; finished: boolean; detail: unknown }>(
      sql`select target_id, outcome, finished_at is not null as finished, detail from posting.publish_attempts where target_id in ${claimed.map((target) => target.id)} order by target_id`,
    );
    const attemptOf = new Map(closed.map((attempt) => [attempt.target_id, attempt]));
    expect(attemptOf.get(first.id)).toMatchObject({ outcome: 'posted', finished: true });
    expect(attemptOf.get(second.id)).toMatchObject({ outcome: 'failed', finished: true, detail: { code: 100 } });
    expect(attemptOf.get(throttled.id)).toMatchObject({ outcome: 'rate-limited', finished: true });
    expect(attemptOf.get(lost.id)).toMatchObject({ outcome: null, finished: false });
    expect(attemptOf.get(takenTarget.id)).toMatchObject({ outcome: null, finished: false });

    const events = await h.db.execute<{ name: string; post_id: number; target_id: number | null }>(
      sql`select name, (payload->>'postId')::int as post_id, (payload->>'targetId')::int as target_id from posting.outbox where (payload->>'postId')::int in ${ids} and name not in ('posting.post.created', 'posting.post.scheduled') order by id`,
    );
    expect(events).toEqual([
      { name: 'posting.target.published', post_id: both.id, target_id: first.id },
      { name: 'posting.target.failed', post_id: both.id, target_id: second.id },
      { name: 'posting.post.failed', post_id: both.id, target_id: null },
    ]);
  });

  it('closes an attempt a stopped worker left open when the outcome names no attempt of its own', async () => {
    const left = await schedule('Group: resolved with the network', [pages[1] as number]);
    await h.db.execute(sql`update posting.post_targets set next_attempt_at = now() where post_id = ${left.id}`);
    const [target] = await repo.claimDue(h.db, WORKER, 10, 60_000);
    if (!target) throw new Error('nothing was claimed');
    await repo.openAttempts(h.db, [target], WORKER);
    const [written] = await h.db.transaction((tx) =>
      recordOutcomes(tx, WORKER, [{ target, outcome: { status: 'posted', openAttempt: 'close', externalId: '12_1', url: null, publishedAt: new Date() }, attempt: { id: null, outcome: 'found' } }]),
    );
    expect(written?.status).toBe('posted');
    expect((await post(left.id)).status).toBe('posted');
    const attempts = await h.db.execute<{ outcome: string | null }>(sql`select outcome from posting.publish_attempts where target_id = ${target.id}`);
    expect(attempts).toEqual([{ outcome: 'found' }]);
  });
});
