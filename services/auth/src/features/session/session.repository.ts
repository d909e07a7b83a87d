import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { rolePermissions, roles, userRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
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

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function grantRoles(db: Executor, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

/** Role ids and the permissions of the user's active roles (an inactive role grants nothing). */
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

/** Records a sign-in now, keeping the one before it; returns the user as it now is. */
export async function recordLogin(db: Executor, userId: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished while signing in`);
  return row;
}

export async function anyUserWithRole(db: Executor, roleId: number): Promise<boolean> {
  const [row] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId)).limit(1);
  return row !== undefined;
}
