import { postApproved, postRejected, postScheduled, type ApproveBody, type Post, type RejectBody } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import * as repo from '../posts/posts.repository';
import { postErrors } from '../posts/posts.errors';
import { emit, notifyDue, postFacts } from '../posts/post-events';
import { loadPost, type Actor, type PostsDeps } from '../posts/posts.service';
import { isApprover } from './approval-rule';
import { approvalErrors } from './approvals.errors';

/** A reviewer without an account who decided through a review link sent by the actor. */
export interface OutsideReviewer {
  email: string;
}

const reviewerOf = (outside: OutsideReviewer | undefined) => (outside ? { reviewerEmail: outside.email } : {});

async function pendingPost(tx: Executor, actor: Actor, id: number) {
  if (!isApprover(actor.role)) throw approvalErrors.APPROVER_ONLY();
  const post = await repo.findPost(tx, actor.workspaceId, id, { lock: true });
  if (!post) throw postErrors.POST_NOT_FOUND();
  if (post.status !== 'not_approved' || post.review?.decision === 'rejected') throw approvalErrors.APPROVAL_NOT_PENDING();
  return post;
}

/**
 * Approves a contributor's post: scheduled for its date, or due at once when that date has
 * passed (or it was sent to publish now); a post without a date yet is `approved`, to be
 * scheduled later. The author and the approver are told.
 */
export function approvePost(deps: PostsDeps, actor: Actor, id: number, body: ApproveBody, now = new Date(), outside?: OutsideReviewer): Promise<Post> {
  return deps.db.transaction(async (tx) => {
    const post = await pendingPost(tx, actor, id);
    const review = { decision: 'approved' as const, reviewerId: actor.userId, ...reviewerOf(outside), comment: body.comment ?? null, decidedAt: now.toISOString() };
    if (!post.scheduledAt) {
      const approved = await repo.updatePost(tx, post.id, { status: 'approved', review });
      const targets = await repo.targetsOfPosts(tx, [post.id]);
      await emit(tx, postApproved, { ...postFacts(approved, targets, [approved.authorId, actor.userId]), reviewerId: actor.userId, comment: review.comment });
      return loadPost(tx, approved);
    }
    const dueAt = post.scheduledAt.getTime() > now.getTime() ? post.scheduledAt : now;
    await repo.setTargetsDue(tx, post.id, dueAt);
    const approved = await repo.updatePost(tx, post.id, { status: 'scheduled', scheduledAt: dueAt, review });
    const targets = await repo.targetsOfPosts(tx, [post.id]);
    const facts = postFacts(approved, targets, [approved.authorId, actor.userId]);
    await emit(tx, postApproved, { ...facts, reviewerId: actor.userId, comment: review.comment });
    await emit(tx, postScheduled, postFacts(approved, targets));
    await notifyDue(tx);
    return loadPost(tx, approved);
  });
}

/** Rejects a contributor's post with a comment: it stays not approved, editable and resubmittable. */
export function rejectPost(deps: PostsDeps, actor: Actor, id: number, body: RejectBody, now = new Date(), outside?: OutsideReviewer): Promise<Post> {
  return deps.db.transaction(async (tx) => {
    const post = await pendingPost(tx, actor, id);
    const review = { decision: 'rejected' as const, reviewerId: actor.userId, ...reviewerOf(outside), comment: body.comment, decidedAt: now.toISOString() };
    const rejected = await repo.updatePost(tx, post.id, { review });
    const targets = await repo.targetsOfPosts(tx, [post.id]);
    await emit(tx, postRejected, { ...postFacts(rejected, targets, [rejected.authorId, actor.userId]), reviewerId: actor.userId, comment: body.comment });
    return loadPost(tx, rejected);
  });
}
