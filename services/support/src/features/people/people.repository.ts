import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { supportAgents, supportUsers } from './people.tables';

export type SupportUser = typeof supportUsers.$inferSelect;

/** Applies a user's name, e-mail and language from an auth event, unless a newer event was applied. */
export async function upsertUser(db: Executor, values: { id: number; name: string; email: string; locale: string; occurredAt: Date }): Promise<void> {
  const fields = { name: values.name, email: values.email.toLowerCase(), locale: values.locale, sourceAt: values.occurredAt };
  await db
    .insert(supportUsers)
    .values({ id: values.id, ...fields })
    .onConflictDoUpdate({ target: supportUsers.id, set: fields, setWhere: sql`${supportUsers.sourceAt} <= ${values.occurredAt.toISOString()}` });
}

export async function namesOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: supportUsers.id, name: supportUsers.name }).from(supportUsers).where(inArray(supportUsers.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Records that a staff member works the desk (so tickets can be assigned to them). */
export async function touchAgent(db: Executor, userId: number): Promise<void> {
  await db.insert(supportAgents).values({ userId }).onConflictDoUpdate({ target: supportAgents.userId, set: { lastSeenAt: sql`now()` } });
}

export async function isAgent(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: supportAgents.userId }).from(supportAgents).where(eq(supportAgents.userId, userId)).limit(1);
  return rows.length > 0;
}

/** Every employee who works the desk (told of new tickets). */
export async function agentIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: supportAgents.userId }).from(supportAgents);
  return rows.map((row) => row.id);
}

export function listAgents(db: Executor) {
  return db
    .select({ id: supportAgents.userId, name: sql<string>`coalesce(${supportUsers.name}, '')`, email: sql<string>`coalesce(${supportUsers.email}, '')` })
    .from(supportAgents)
    .leftJoin(supportUsers, eq(supportUsers.id, supportAgents.userId))
    .orderBy(desc(supportAgents.lastSeenAt));
}
