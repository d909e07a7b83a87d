import { userUpdated } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { upsertUser } from '../features/people/people.repository';

/** auth.user.updated → the desk's copy takes the new name, e-mail and language (unless a newer change was applied). */
export const userOnUpdate = defineHandler({
  event: userUpdated,
  async handle(tx, payload, message) {
    await upsertUser(tx, { id: payload.userId, name: payload.name, email: payload.email, locale: payload.locale, occurredAt: new Date(message.occurredAt) });
  },
});
