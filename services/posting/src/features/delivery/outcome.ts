import { postFailed, postPublished, targetFailed, targetPublished, type PostStatus } from '@cadence/contracts';
import { withoutBitmapScans, type Executor } from '@cadence/db';
import { eventToWrite, type EventToWrite } from '@cadence/events';
import type { PostRow, TargetRow } from '../posts/posts.repository';
import { emitAll, postFacts } from '../posts/post-events';
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

export type TargetOutcome = repo.SettleValues;

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

/**
 * Writes targets' outcomes, their attempts, their posts' statuses and every event, in `tx`, with
 * one statement each for the whole set. Posts are locked first, in id order (edits lock the post
 * before its targets too). An entry is null where `worker` no longer holds the target: the
 * holder that took over resolves it.
 */
export async function recordOutcomes(tx: Executor, worker: string, inputs: readonly OutcomeInput[]): Promise<(TargetRow | null)[]> {
  // Sent together: plain index scans for this transaction (see WITHOUT_BITMAP_SCANS), then the posts' locks.
  const [, lockedPosts] = await Promise.all([withoutBitmapScans(tx), repo.lockPosts(tx, inputs.map((input) => input.target.postId))]);
  const locked = new Map(lockedPosts.map((post) => [post.id, post]));
  // One outcome per target: should a target appear twice, its last outcome is the one written.
  const latest = new Map<number, OutcomeInput>();
  for (const input of inputs) if (locked.has(input.target.postId)) latest.set(input.target.id, input);
  const rows = await repo.settleTargets(tx, worker, [...latest.values()].map((input) => ({ id: input.target.id, values: input.outcome })));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const settled = inputs.map((input) => (latest.get(input.target.id) === input ? (byId.get(input.target.id) ?? null) : null));

  const closes = [...latest.values()].flatMap(({ target, attempt }) =>
    byId.has(target.id) && attempt && attempt.outcome !== 'unknown' ? [{ attemptId: attempt.id, targetId: target.id, outcome: attempt.outcome, detail: attempt.detail }] : [],
  );
  const touched = [...new Set(rows.map((row) => row.postId))];
  const [, siblings] = await Promise.all([repo.closeAttempts(tx, closes), repo.targetsOfPosts(tx, touched)]);
  const targetsByPost = new Map<number, TargetRow[]>();
  for (const target of siblings) targetsByPost.set(target.postId, [...(targetsByPost.get(target.postId) ?? []), target]);

  const changes = touched.flatMap((postId) => {
    const post = locked.get(postId);
    const status = statusFromTargets(targetsByPost.get(postId) ?? []);
    return post && status && status !== post.status ? [{ id: postId, status }] : [];
  });
  const updated = await repo.setPostStatuses(tx, changes);

  // Each target's event, in the order the outcomes came, then each post's.
  const events: EventToWrite[] = [];
  inputs.forEach((input, index) => {
    const row = settled[index];
    const post = locked.get(input.target.postId);
    if (row && post) events.push(...targetEvents(post, row));
  });
  const updatedById = new Map(updated.map((post) => [post.id, post]));
  for (const { id } of changes) {
    const post = updatedById.get(id);
    if (post) events.push(...postEvents(post, targetsByPost.get(id) ?? []));
  }
  await emitAll(tx, events);
  return settled;
}

function targetEvents(post: PostRow, row: TargetRow): EventToWrite[] {
  const facts = { postId: post.id, targetId: row.id, workspaceId: post.workspaceId, authorId: post.authorId, accountId: row.accountId, platform: row.platform, userIds: [post.authorId] };
  if (row.status === 'posted' && row.externalId && row.publishedAt) {
    return [eventToWrite(targetPublished, { ...facts, externalId: row.externalId, url: row.url, publishedAt: row.publishedAt.toISOString() })];
  }
  if (row.status === 'failed') return [eventToWrite(targetFailed, { ...facts, message: row.errorMessage ?? 'Failed', attempts: row.attempts })];
  return [];
}

function postEvents(post: PostRow, targets: readonly TargetRow[]): EventToWrite[] {
  if (post.status === 'posted') return [eventToWrite(postPublished, { ...postFacts(post, targets), urls: targets.flatMap((t) => (t.url ? [t.url] : [])) })];
  if (post.status === 'failed') {
    const failedTargets = targets.filter((t) => t.status === 'failed').length;
    const postedTargets = targets.filter((t) => t.status === 'posted').length;
    return [eventToWrite(postFailed, { ...postFacts(post, targets), failedTargets, postedTargets })];
  }
  return [];
}

/** `recordOutcomes` for one target. */
export async function recordOutcome(tx: Executor, target: TargetRow, worker: string, outcome: TargetOutcome): Promise<TargetRow | null> {
  const [settled] = await recordOutcomes(tx, worker, [{ target, outcome }]);
  return settled ?? null;
}
