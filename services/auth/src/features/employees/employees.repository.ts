import { and, asc, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS, type EmployeeListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { roles, userRoles, users } from '../../db/schema';
import type { UserRow } from '../session/session.repository';

/** An employee is a user holding at least one role other than Client. */
export function isEmployee(db: Executor): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), ne(userRoles.roleId, ROLE_IDS.CLIENT))),
  );
}

export function listEmployees(db: Executor, query: EmployeeListQuery): Promise<PageResult<UserRow>> {
  const conditions: SQL[] = [isEmployee(db)];
  if (query.status === 'active') conditions.push(eq(users.status, 'active'));
  if (query.status === 'disabled') conditions.push(ne(users.status, 'active'));
  return paginate(db, query, {
    table: users,
    where: and(...conditions),
    orderColumns: { id: users.id, name: users.name, email: users.email, createdAt: users.createdAt },
    searchColumns: [users.name, users.email],
  });
}

export function findEmployee(db: Executor, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isEmployee(db)))
    .then((rows) => rows[0]);
}

/** Roles (id, name) per user, for a page of employees. */
export async function rolesOf(db: Executor, userIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byUser = new Map<number, { id: number; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(asc(roles.id));
  for (const row of rows) byUser.get(row.userId)?.push({ id: row.id, name: row.name });
  return byUser;
}

export async function replaceRoles(db: Executor, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Serialises every change that could remove an active administrator. */
export async function lockAdministrators(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('auth:administrators'))`);
}

export async function otherActiveAdmins(db: Executor, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLE_IDS.ADMIN)))
    .where(and(eq(users.status, 'active'), ne(users.id, exceptUserId)));
  return row?.n ?? 0;
}
