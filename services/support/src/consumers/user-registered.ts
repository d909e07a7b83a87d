import { userRegistered } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { upsertUser } from '../features/people/people.repository';

/** auth.user.registered → the user's name, e-mail and language join the desk's copy. */
export const userOnRegistration = defineHandler({
  event: userRegistered,
  async handle(tx, payload, message) {
    await upsertUser(tx, { id: payload.userId, name: payload.name, email: payload.email, locale: payload.locale, occurredAt: new Date(message.occurredAt) });
  },
});
