import { accountBroken, postApproved, postFailed, postPublished, postRejected, postSubmitted } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { defineHandler } from '@cadence/events';
import { findActiveByIds, findById } from '../features/recipients/recipients.repository';
import type { NotificationContent } from '../features/delivery/content';
import type { Delivery } from '../features/delivery/deliver';
import { accountBrokenContent, postApprovedContent, postFailedContent, postPublishedContent, postRejectedContent, postSubmittedContent } from '../features/delivery/post-content';

const nameOf = async (tx: Executor, userId: number) => (await findById(tx, userId))?.name ?? '';

/**
 * posting.post.* → the people a post concerns: approvers when a contributor submits one, its
 * author when it is approved, sent back, published or failed (never the reviewer about their own
 * decision); posting.account.broken → the people who connected the account, to reconnect it.
 */
export function notifyPostEvents(delivery: Delivery) {
  const tellAuthor = async (tx: Executor, post: { authorId: number; workspaceId: number }, content: NotificationContent) => {
    await delivery.deliver(tx, await findActiveByIds(tx, [post.authorId]), content, { workspaceId: post.workspaceId });
  };
  return [
    defineHandler({
      event: postSubmitted,
      async handle(tx, payload) {
        const approvers = await findActiveByIds(tx, payload.approverIds.filter((id) => id !== payload.authorId));
        const content = postSubmittedContent({ authorName: await nameOf(tx, payload.authorId), excerpt: payload.excerpt });
        await delivery.deliver(tx, approvers, content, { workspaceId: payload.workspaceId });
      },
    }),
    defineHandler({
      event: postApproved,
      async handle(tx, payload) {
        if (payload.reviewerId === payload.authorId) return;
        await tellAuthor(tx, payload, postApprovedContent({ reviewerName: await nameOf(tx, payload.reviewerId), excerpt: payload.excerpt, comment: payload.comment, scheduled: payload.status !== 'approved' }));
      },
    }),
    defineHandler({
      event: postRejected,
      async handle(tx, payload) {
        if (payload.reviewerId === payload.authorId) return;
        await tellAuthor(tx, payload, postRejectedContent({ reviewerName: await nameOf(tx, payload.reviewerId), excerpt: payload.excerpt, comment: payload.comment }));
      },
    }),
    defineHandler({
      event: postPublished,
      async handle(tx, payload) {
        await tellAuthor(tx, payload, postPublishedContent({ excerpt: payload.excerpt, platforms: payload.platforms }));
      },
    }),
    defineHandler({
      event: accountBroken,
      async handle(tx, payload) {
        const content = accountBrokenContent({ type: payload.type, name: payload.name, reason: payload.message });
        await delivery.deliver(tx, await findActiveByIds(tx, payload.userIds), content, { workspaceId: payload.workspaceId });
      },
    }),
    defineHandler({
      event: postFailed,
      async handle(tx, payload) {
        await tellAuthor(tx, payload, postFailedContent({ excerpt: payload.excerpt, failed: payload.failedTargets, total: payload.failedTargets + payload.postedTargets }));
      },
    }),
  ];
}
