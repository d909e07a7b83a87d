import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Entitlements, WorkspaceRole } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { invitations, workspaceMembers, workspaces } from '../../db/schema';

export type WorkspaceRow = typeof workspaces.$inferSelect;

export async function createWorkspace(db: Executor, values: { ownerId: number; name: string; plan: string; trialEndsAt: Date | null }): Promise<WorkspaceRow> {
  const [workspace] = await db.insert(workspaces).values(values).returning();
  if (!workspace) throw new Error('insert returned no workspace');
  await db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: values.ownerId, role: 'owner' });
  return workspace;
}

export function findWorkspace(db: Executor, id: number): Promise<WorkspaceRow | undefined> {
  return db
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, id))
    .then((rows) => rows[0]);
}

/**
 * Locks the workspace row until the transaction ends: every change to its seat count
 * (invitations, acceptance) takes this lock first, so concurrent requests are counted one
 * after the other and the plan's user limit cannot be passed.
 */
export function lockWorkspace(tx: Executor, id: number): Promise<WorkspaceRow | undefined> {
  return tx
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function ownedWorkspace(db: Executor, ownerId: number): Promise<WorkspaceRow | undefined> {
  return db
    .select()
    .from(workspaces)
    .where(eq(workspaces.ownerId, ownerId))
    .orderBy(workspaces.id)
    .limit(1)
    .then((rows) => rows[0]);
}

export async function setWorkspacePlan(db: Executor, id: number, plan: string): Promise<void> {
  await db.update(workspaces).set({ plan, trialEndsAt: null, updatedAt: new Date() }).where(eq(workspaces.id, id));
}

/**
 * Stores what billing announced for a workspace (plan key, or 'trial', and its limits and
 * features) unless a newer announcement was stored already. Returns whether it was applied.
 */
export async function applyEntitlements(db: Executor, entitlements: Entitlements): Promise<boolean> {
  const rows = await db
    .update(workspaces)
    .set({
      plan: entitlements.status === 'trial' ? 'trial' : entitlements.plan,
      trialEndsAt: entitlements.status === 'trial' && entitlements.periodEnd ? new Date(entitlements.periodEnd) : null,
      planLimits: entitlements.limits,
      planFeatures: entitlements.features,
      planRevision: entitlements.revision,
      updatedAt: new Date(),
    })
    .where(and(eq(workspaces.id, entitlements.workspaceId), lt(workspaces.planRevision, entitlements.revision)))
    .returning({ id: workspaces.id });
  return rows.length > 0;
}

export function memberRole(db: Executor, workspaceId: number, userId: number): Promise<WorkspaceRole | undefined> {
  return db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .then((rows) => rows[0]?.role);
}

/** Seats in use: members plus invitations still waiting for an answer. */
export async function seatsTaken(db: Executor, workspaceId: number): Promise<number> {
  const [members] = await db.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
  const [pending] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, sql`now()`)));
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

export async function addMember(db: Executor, values: { workspaceId: number; userId: number; role: WorkspaceRole }): Promise<void> {
  await db.insert(workspaceMembers).values(values).onConflictDoNothing();
}

/** The workspace a user works in: the chosen one if still a member, else the one they own, else the first joined. */
export async function currentWorkspaceOf(db: Executor, userId: number, preferred: number | null): Promise<{ workspaceId: number; role: WorkspaceRole } | null> {
  const rows = await db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`case when ${workspaceMembers.role} = 'owner' then 0 else 1 end`, workspaceMembers.createdAt);
  return rows.find((row) => row.workspaceId === preferred) ?? rows[0] ?? null;
}

export function membershipsOf(db: Executor, userId: number): Promise<{ workspaceId: number; name: string; role: WorkspaceRole }[]> {
  return db
    .select({ workspaceId: workspaceMembers.workspaceId, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(workspaceMembers.createdAt);
}
