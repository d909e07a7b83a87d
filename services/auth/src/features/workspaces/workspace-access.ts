import type { WorkspaceRole } from '@cadence/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { workspaces } from '../../db/schema';
import { commonErrors, requireWorkspace, type Principal } from '@cadence/service-kit';
import { teamErrors } from './workspace.errors';
import { memberRole } from './workspaces.repository';

export interface WorkspaceAccess {
  workspaceId: number;
  userId: number;
  role: WorkspaceRole;
}

/**
 * The caller's workspace, checked against the membership table rather than trusted from the
 * token alone: someone removed from a workspace loses it at once, not when the token expires.
 */
export async function workspaceAccess(db: Executor, principal: Principal): Promise<WorkspaceAccess> {
  const workspaceId = requireWorkspace(principal);
  const role = await memberRole(db, workspaceId, principal.userId);
  if (!role) throw commonErrors.FORBIDDEN('You are no longer a member of this workspace');
  return { workspaceId, userId: principal.userId, role };
}

/** Owners and admins manage teams, members and invitations. */
export async function managerAccess(db: Executor, principal: Principal): Promise<WorkspaceAccess> {
  const access = await workspaceAccess(db, principal);
  if (access.role !== 'owner' && access.role !== 'admin') throw teamErrors.MANAGER_ONLY();
  return access;
}

/**
 * Which workspaces a ManageTeam list shows: staff (no workspace; the route has checked
 * ManageTeam) see every workspace, or the one they filter by; a member sees their own, and
 * naming another workspace is refused.
 */
export type ListScope = { kind: 'staff'; workspaceId: number | undefined } | { kind: 'member'; workspaceId: number };

export async function listScope(db: Executor, principal: Principal, workspaceId: number | undefined): Promise<ListScope> {
  if (principal.workspaceId === null) return { kind: 'staff', workspaceId };
  const access = await workspaceAccess(db, principal);
  if (workspaceId !== undefined && workspaceId !== access.workspaceId) throw commonErrors.FORBIDDEN('Only staff see other workspaces');
  return { kind: 'member', workspaceId: access.workspaceId };
}

/** The names of workspaces, for the staff view's rows. */
export async function workspaceNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(inArray(workspaces.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
