import { userUpdated } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { upsertUser } from '../features/posts/authors.repository';

/** auth.user.updated → posting's copy takes the new name and e-mail (unless a newer change was applied). */
export const userOnUpdate = defineHandler({
  event: userUpdated,
  async handle(tx, payload, message) {
    await upsertUser(tx, { id: payload.userId, name: payload.name, email: payload.email, occurredAt: new Date(message.occurredAt) });
  },
});
