import { userUpdated } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { upsertUpdated } from '../features/recipients/recipients.repository';

/**
 * auth.user.updated → this service's copy of the user takes the new name, e-mail, status,
 * plans and language (unless a later change was already applied). Nothing is notified.
 */
export const recipientOnUserUpdate = defineHandler({
  event: userUpdated,
  async handle(tx, payload, message) {
    await upsertUpdated(tx, {
      id: payload.userId,
      name: payload.name,
      email: payload.email,
      locale: payload.locale,
      status: payload.status,
      plans: payload.plans,
      occurredAt: new Date(message.occurredAt),
    });
  },
});
