import { postFailed, postPublished, targetFailed, targetPublished, type PostStatus } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { PostRow, TargetRow } from '../posts/posts.repository';
import { emit, postFacts } from '../posts/post-events';
import * as repo from './delivery.repository';

/**
 * A post's status from its targets: processing while any is still to go; posted when every
 * target posted; failed when none is left to go and at least one failed (the others may have
 * posted: a partial outcome, each target showing its own).
 */
export function statusFromTargets(targets: readonly TargetRow[]): PostStatus | null {
  const counted = targets.filter((target) => target.status !== 'cancelled');
  if (counted.length === 0) return null;
  if (counted.some((target) => target.status === 'pending' || target.status === 'waiting' || target.status === 'publishing')) return 'processing';
  if (counted.some((target) => target.status === 'failed')) return 'failed';
  return 'posted';
}

export type TargetOutcome = Parameters<typeof repo.settleTarget>[3];

/** One target's outcome, and how to close the attempt behind it (absent: leave the attempts as they are). */
export interface OutcomeInput {
  target: TargetRow;
  outcome: TargetOutcome;
  attempt?: {
    /** This call's attempt; null closes whatever attempt a stopped worker left open. */
    id: number | null;
    outcome: string;
    detail?: unknown;
  };
}

type PendingEvent = () => Promise<unknown>;

/**
 * Writes targets' outcomes, their attempts, their posts' statuses and every event, in `tx`, with
 * a few statements for the whole set. Posts are locked first, in id order (edits lock the post
 * before its targets too). An entry is null where `worker` no longer holds the target: the
 * holder that took over resolves it.
 */
export async function recordOutcomes(tx: Executor, worker: string, inputs: readonly OutcomeInput[]): Promise<(TargetRow | null)[]> {
  const locked = new Map((await repo.lockPosts(tx, inputs.map((input) => input.target.postId))).map((post) => [post.id, post]));
  const settled = await Promise.all(inputs.map((input) => (locked.has(input.target.postId) ? repo.settleTarget(tx, input.target.id, worker, input.outcome) : null)));

  const events: PendingEvent[] = [];
  const closing: Promise<unknown>[] = [];
  inputs.forEach((input, index) => {
    const row = settled[index];
    const post = locked.get(input.target.postId);
    if (!row || !post) return;
    const { attempt } = input;
    if (attempt && attempt.outcome !== 'unknown') {
      closing.push(attempt.id !== null ? repo.closeAttempt(tx, attempt.id, attempt.outcome, attempt.detail) : repo.closeOpenAttempts(tx, row.id, attempt.outcome, attempt.detail));
    }
    events.push(...targetEvents(post, row));
  });
  await Promise.all(closing);

  const touched = [...new Set(settled.flatMap((row) => (row ? [row.postId] : [])))];
  const targetsByPost = new Map<number, TargetRow[]>();
  for (const target of await repo.targetsOfPosts(tx, touched)) targetsByPost.set(target.postId, [...(targetsByPost.get(target.postId) ?? []), target]);
  const updates = touched.flatMap((postId) => {
    const post = locked.get(postId);
    const targets = targetsByPost.get(postId) ?? [];
    const status = statusFromTargets(targets);
    return post && status && status !== post.status ? [{ post, targets, status }] : [];
  });
  const updated = await Promise.all(updates.map(({ post, status }) => repo.setPostStatus(tx, post.id, status)));
  updates.forEach(({ targets }, index) => {
    const post = updated[index];
    if (post) events.push(...postEvents(tx, post, targets));
  });
  await Promise.all(events.map((write) => write()));
  return settled;

  function targetEvents(post: PostRow, row: TargetRow): PendingEvent[] {
    const facts = { postId: post.id, targetId: row.id, workspaceId: post.workspaceId, authorId: post.authorId, accountId: row.accountId, platform: row.platform, userIds: [post.authorId] };
    if (row.status === 'posted' && row.externalId && row.publishedAt) {
      const publishedAt = row.publishedAt.toISOString();
      const externalId = row.externalId;
      return [() => emit(tx, targetPublished, { ...facts, externalId, url: row.url, publishedAt })];
    }
    if (row.status === 'failed') return [() => emit(tx, targetFailed, { ...facts, message: row.errorMessage ?? 'Failed', attempts: row.attempts })];
    return [];
  }
}

function postEvents(tx: Executor, post: PostRow, targets: readonly TargetRow[]): PendingEvent[] {
  if (post.status === 'posted') return [() => emit(tx, postPublished, { ...postFacts(post, targets), urls: targets.flatMap((t) => (t.url ? [t.url] : [])) })];
  if (post.status === 'failed') {
    const failedTargets = targets.filter((t) => t.status === 'failed').length;
    const postedTargets = targets.filter((t) => t.status === 'posted').length;
    return [() => emit(tx, postFailed, { ...postFacts(post, targets), failedTargets, postedTargets })];
  }
  return [];
}

/** `recordOutcomes` for one target. */
export async function recordOutcome(tx: Executor, target: TargetRow, worker: string, outcome: TargetOutcome): Promise<TargetRow | null> {
  const [settled] = await recordOutcomes(tx, worker, [{ target, outcome }]);
  return settled ?? null;
}
