import { userUpdated } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { authEvents } from '../../db/schema';
import { accessOf, findUserById, type UserRow } from '../session/session.repository';

/** auth.user.updated with the user as the transaction leaves it, with the roles and permissions they hold. */
export async function emitUserUpdated(tx: Executor, user: UserRow): Promise<void> {
  const { roleIds, permissions } = await accessOf(tx, user.id);
  await writeEvent(tx, authEvents, userUpdated, { userId: user.id, name: user.name, email: user.email, status: user.status, plans: user.plans, locale: user.locale, roleIds, permissions });
}

/** auth.user.updated for each user in `userIds` (the holders of a role whose grants changed). */
export async function emitUsersUpdated(tx: Executor, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) {
    const user = await findUserById(tx, userId);
    if (user) await emitUserUpdated(tx, user);
  }
}
