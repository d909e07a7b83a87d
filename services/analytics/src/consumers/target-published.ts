import { targetPublished } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { recordTarget } from '../features/activity/activity.repository';

/** posting.target.published → one post published on one account, per network and day. */
export const targetOnPublish = defineHandler({
  event: targetPublished,
  async handle(tx, payload) {
    await recordTarget(tx, {
      targetId: payload.targetId,
      postId: payload.postId,
      workspaceId: payload.workspaceId,
      accountId: payload.accountId,
      network: payload.platform,
      outcome: 'published',
      at: new Date(payload.publishedAt),
      url: payload.url,
      message: null,
    });
  },
});
