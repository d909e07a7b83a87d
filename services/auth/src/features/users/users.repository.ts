import { and, arrayContains, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { userRoles, users, workspaceMembers, workspaces } from '../../db/schema';
import { isEmployee } from '../employees/employees.repository';
import type { UserRow } from '../session/session.repository';

export function listClients(db: Executor, query: UserListQuery): Promise<PageResult<UserRow>> {
  const conditions: SQL[] = [not(isEmployee(db))];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.email_verified !== undefined) conditions.push(eq(users.emailVerified, query.email_verified));
  if (query.mobile_verified !== undefined) conditions.push(eq(users.mobileVerified, query.mobile_verified));
  if (query.plan) conditions.push(arrayContains(users.plans, [query.plan]));
  return paginate(db, query, {
    table: users,
    where: and(...conditions),
    orderColumns: { id: users.id, name: users.name, email: users.email, createdAt: users.createdAt },
    searchColumns: [users.name, users.email],
  });
}

/** A client account: a user without any staff role. */
export function findClient(db: Executor, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, id), not(isEmployee(db))))
    .then((rows) => rows[0]);
}

export async function roleIdsOf(db: Executor, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(userRoles)
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(asc(userRoles.roleId));
  for (const row of rows) byUser.get(row.userId)?.push(row.roleId);
  return byUser;
}

/** Each user's main workspace: the one they own, else the first they joined. */
export async function workspaceOf(db: Executor, userIds: readonly number[]): Promise<Map<number, { id: number; plan: string; trialEndsAt: Date | null }>> {
  const byUser = new Map<number, { id: number; plan: string; trialEndsAt: Date | null }>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: workspaceMembers.userId, workspaceId: workspaceMembers.workspaceId, plan: workspaces.plan, trialEndsAt: workspaces.trialEndsAt })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(inArray(workspaceMembers.userId, [...userIds]))
    .orderBy(sql`case when ${workspaceMembers.role} = 'owner' then 0 else 1 end`, asc(workspaceMembers.createdAt));
  for (const row of rows) if (!byUser.has(row.userId)) byUser.set(row.userId, { id: row.workspaceId, plan: row.plan, trialEndsAt: row.trialEndsAt });
  return byUser;
}
