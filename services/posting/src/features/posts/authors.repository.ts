import { inArray, sql } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { ListQueryValues } from '@cadence/contracts';
import { postingUsers } from './authors.tables';

export type PostingUser = typeof postingUsers.$inferSelect;

/** Applies a user's name and e-mail from an auth event, unless a newer event was applied. */
export async function upsertUser(db: Executor, values: { id: number; name: string; email: string; occurredAt: Date }): Promise<void> {
  const fields = { name: values.name, email: values.email.toLowerCase(), sourceAt: values.occurredAt };
  await db
    .insert(postingUsers)
    .values({ id: values.id, ...fields })
    .onConflictDoUpdate({ target: postingUsers.id, set: fields, setWhere: sql`${postingUsers.sourceAt} <= ${values.occurredAt.toISOString()}` });
}

export function usersByIds(db: Executor, ids: number[]): Promise<PostingUser[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(postingUsers).where(inArray(postingUsers.id, ids));
}

export function listUsers(db: Executor, query: ListQueryValues): Promise<PageResult<PostingUser>> {
  return paginate(db, query, {
    table: postingUsers,
    orderColumns: { id: postingUsers.id, name: postingUsers.name, email: postingUsers.email },
    searchColumns: [postingUsers.name, postingUsers.email],
  });
}
