import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { rolePermissions, roles, userRoles, users, workspaceMembers, workspaces } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no user');
  return row;
}

export async function grantRoles(db: Executor, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

export async function createWorkspace(db: Executor, ownerId: number, name: string): Promise<number> {
  const [workspace] = await db.insert(workspaces).values({ name, ownerId }).returning({ id: workspaces.id });
  if (!workspace) throw new Error('insert returned no workspace');
  await db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: ownerId, role: 'owner' });
  return workspace.id;
}

/** Role ids and the permissions of the user's active roles. */
export async function accessOf(db: Executor, userId: number): Promise<{ roleIds: number[]; permissions: string[] }> {
  const held = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  const roleIds = held.map((r) => r.roleId).sort((a, b) => a - b);
  if (roleIds.length === 0) return { roleIds, permissions: [] };
  const granted = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(and(inArray(rolePermissions.roleId, roleIds), eq(roles.status, 'active')));
  return { roleIds, permissions: granted.map((g) => g.permission).sort() };
}

/** The workspace a user works in: the one they own, else the first they joined. */
export async function primaryWorkspaceOf(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`case when ${workspaceMembers.role} = 'owner' then 0 else 1 end`, workspaceMembers.createdAt)
    .limit(1);
  return row?.workspaceId ?? null;
}

export async function recordLogin(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export async function anyUserWithRole(db: Executor, roleId: number): Promise<boolean> {
  const [row] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId)).limit(1);
  return row !== undefined;
}
