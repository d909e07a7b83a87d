import { userRegistered } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { upsertUser } from '../features/posts/authors.repository';

/** auth.user.registered → the user's name and e-mail join posting's copy (staff post filter). */
export const userOnRegistration = defineHandler({
  event: userRegistered,
  async handle(tx, payload, message) {
    await upsertUser(tx, { id: payload.userId, name: payload.name, email: payload.email, occurredAt: new Date(message.occurredAt) });
  },
});
