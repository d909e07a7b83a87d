import { targetFailed } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { recordTarget } from '../features/activity/activity.repository';

/** posting.target.failed → one post that failed on one account, per network and day. */
export const targetOnFail = defineHandler({
  event: targetFailed,
  async handle(tx, payload, message) {
    await recordTarget(tx, {
      targetId: payload.targetId,
      postId: payload.postId,
      workspaceId: payload.workspaceId,
      accountId: payload.accountId,
      network: payload.platform,
      outcome: 'failed',
      at: new Date(message.occurredAt),
      url: null,
      message: payload.message,
    });
  },
});
