import { postPublished } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { recordPost } from '../features/activity/activity.repository';

/** posting.post.published → the post counts in its workspace's posting activity, with its excerpt for top posts. */
export const postOnPublish = defineHandler({
  event: postPublished,
  async handle(tx, payload, message) {
    await recordPost(tx, { postId: payload.postId, workspaceId: payload.workspaceId, excerpt: payload.excerpt, publishedAt: new Date(message.occurredAt), scheduledAt: payload.scheduledAt ? new Date(payload.scheduledAt) : null });
  },
});
