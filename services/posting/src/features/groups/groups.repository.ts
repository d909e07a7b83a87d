import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { ListQueryValues } from '@cadence/contracts';
import { accountGroupMembers, accountGroups } from './groups.tables';

export type GroupRow = typeof accountGroups.$inferSelect;

export async function insertGroup(db: Executor, values: { workspaceId: number; name: string; description: string | null }): Promise<GroupRow> {
  const [row] = await db.insert(accountGroups).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findGroup(db: Executor, workspaceId: number, id: number, options: { lock?: boolean } = {}): Promise<GroupRow | undefined> {
  const query = db
    .select()
    .from(accountGroups)
    .where(and(eq(accountGroups.workspaceId, workspaceId), eq(accountGroups.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateGroup(db: Executor, id: number, values: { name?: string; description?: string | null }): Promise<GroupRow> {
  const [row] = await db
    .update(accountGroups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accountGroups.id, id))
    .returning();
  if (!row) throw new Error(`group ${id} vanished`);
  return row;
}

export async function deleteGroup(db: Executor, id: number): Promise<void> {
  await db.delete(accountGroups).where(eq(accountGroups.id, id));
}

export async function replaceMembers(db: Executor, groupId: number, accountIds: readonly number[]): Promise<void> {
  await db.delete(accountGroupMembers).where(eq(accountGroupMembers.groupId, groupId));
  if (accountIds.length > 0) await db.insert(accountGroupMembers).values(accountIds.map((accountId) => ({ groupId, accountId })));
}

/** Account ids of each group, in account id order. */
export async function membersOf(db: Executor, groupIds: readonly number[]): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return members;
  const rows = await db
    .select()
    .from(accountGroupMembers)
    .where(inArray(accountGroupMembers.groupId, [...groupIds]))
    .orderBy(asc(accountGroupMembers.accountId));
  for (const row of rows) members.get(row.groupId)?.push(row.accountId);
  return members;
}

/** The workspace's groups among `ids` (others are absent). */
export function groupsOfWorkspace(db: Executor, workspaceId: number, ids: readonly number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(accountGroups)
    .where(and(eq(accountGroups.workspaceId, workspaceId), inArray(accountGroups.id, [...ids])));
}

export function listGroups(db: Executor, workspaceId: number, query: ListQueryValues): Promise<PageResult<GroupRow>> {
  return paginate(db, query, {
    table: accountGroups,
    where: eq(accountGroups.workspaceId, workspaceId),
    orderColumns: { id: accountGroups.id, name: accountGroups.name, createdAt: accountGroups.createdAt },
    searchColumns: [accountGroups.name],
  });
}
