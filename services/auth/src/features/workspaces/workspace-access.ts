import type { WorkspaceRole } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
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
