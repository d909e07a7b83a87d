import { userRegistered } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { upsertRegistered } from '../features/recipients/recipients.repository';
import { welcomeContent } from '../features/delivery/content';
import type { Delivery } from '../features/delivery/deliver';

/**
 * auth.user.registered → the user joins this service's copy of the users, and gets a welcome
 * notification. Runs in the consumer's transaction, so a repeat of the event (already
 * recorded as handled) adds nothing, and a failure leaves neither half behind.
 */
export function welcomeOnRegistration(delivery: Delivery) {
  return defineHandler({
    event: userRegistered,
    async handle(tx, payload, message) {
      await upsertRegistered(tx, {
        id: payload.userId,
        name: payload.name,
        email: payload.email,
        locale: payload.locale,
        occurredAt: new Date(message.occurredAt),
      });
      await delivery.deliver(tx, [{ id: payload.userId, name: payload.name, email: payload.email, locale: payload.locale }], welcomeContent({ name: payload.name }), {
        workspaceId: payload.workspaceId,
      });
    },
  });
}
