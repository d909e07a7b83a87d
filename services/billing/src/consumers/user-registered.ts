import { userRegistered } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { startTrial } from '../features/subscriptions/subscriptions.service';

/**
 * auth.user.registered with a workspace → the workspace's billing account and its 14-day trial
 * on Traction's limits, announced with billing.entitlements.changed. A user joining without a
 * workspace (an invited member) starts nothing; a repeat finds the account and changes nothing.
 */
export const startTrialOnRegistration = defineHandler({
  event: userRegistered,
  async handle(tx, payload) {
    if (payload.workspaceId === null) return;
    await startTrial(tx, { workspaceId: payload.workspaceId, userId: payload.userId, name: payload.name, email: payload.email });
  },
});
