import { userRegistered } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { insertNotification } from '../features/inbox/inbox.repository';

/**
 * auth.user.registered → a welcome notification for the new user. Runs in the consumer's
 * transaction, so a repeat of the event (already recorded as handled) adds nothing.
 */
export const welcomeOnRegistration = defineHandler({
  event: userRegistered,
  async handle(tx, payload) {
    await insertNotification(tx, {
      userId: payload.userId,
      workspaceId: payload.workspaceId,
      type: 'welcome',
      message: `Welcome to Cadence, ${payload.name}! Connect your first social account to start scheduling.`,
    });
  },
});
