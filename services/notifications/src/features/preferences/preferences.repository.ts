import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { NotificationType } from '@cadence/contracts';
import { preferences } from '../../db/schema';

export type PreferenceRow = typeof preferences.$inferSelect;

export function forUser(db: Executor, userId: number): Promise<PreferenceRow[]> {
  return db.select().from(preferences).where(eq(preferences.userId, userId));
}

/** The choices some users made for one kind of notification (the ids travel as one array). */
export function forUsersAndType(db: Executor, userIds: readonly number[], type: NotificationType): Promise<PreferenceRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(preferences)
    .where(and(eq(preferences.type, type), sql`${preferences.userId} = any(${sql.param(userIds)}::int[])`));
}

export async function upsert(db: Executor, userId: number, choices: { type: NotificationType; inApp: boolean; email: boolean; push: boolean }[]): Promise<void> {
  await db
    .insert(preferences)
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [preferences.userId, preferences.type],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, push: sql`excluded.push`, updatedAt: sql`now()` },
    });
}
