import { userUpdated } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { authEvents } from '../../db/schema';
import type { UserRow } from '../session/session.repository';

/** auth.user.updated with the user as the transaction leaves it. */
export async function emitUserUpdated(tx: Executor, user: UserRow): Promise<void> {
  await writeEvent(tx, authEvents, userUpdated, { userId: user.id, name: user.name, email: user.email, status: user.status, plans: user.plans, locale: user.locale });
}
