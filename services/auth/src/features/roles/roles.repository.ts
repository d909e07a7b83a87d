import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { RoleListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { rolePermissions, roles, userRoles } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function listRoles(db: Executor, query: RoleListQuery): Promise<PageResult<RoleRow>> {
  const conditions: SQL[] = [];
  if (query.roleName?.trim()) conditions.push(ilike(roles.name, `%${escapeLike(query.roleName.trim())}%`));
  if (query.status) conditions.push(eq(roles.status, query.status));
  return paginate(db, query, {
    table: roles,
    where: and(...conditions),
    orderColumns: { id: roles.id, name: roles.name, createdAt: roles.createdAt },
    searchColumns: [roles.name],
  });
}

export function findRole(db: Executor, id: number): Promise<RoleRow | undefined> {
  return db
    .select()
    .from(roles)
    .where(eq(roles.id, id))
    .then((rows) => rows[0]);
}

export function findRolesByIds(db: Executor, ids: readonly number[]): Promise<RoleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(roles).where(inArray(roles.id, [...ids])).orderBy(asc(roles.id));
}

export function nameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  return db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1)
    .then((rows) => rows.length > 0);
}

/** Permissions per role, for a page of roles. */
export async function permissionsOf(db: Executor, roleIds: readonly number[]): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, [...roleIds]))
    .orderBy(asc(rolePermissions.permission));
  for (const row of rows) byRole.get(row.roleId)?.push(row.permission);
  return byRole;
}

export async function insertRole(db: Executor, values: { name: string; status: RoleRow['status'] }): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('insert returned no role');
  return row;
}

export async function updateRole(db: Executor, id: number, values: Partial<Pick<RoleRow, 'name' | 'status'>>): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning();
  return row;
}

export async function setPermissions(db: Executor, roleId: number, permissions: readonly string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length > 0) await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
}

/** The users who hold a role. */
export async function holdersOf(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return rows.map((row) => row.userId);
}
