import type { FastifyRequest } from 'fastify';
import { APPROVER_ROLES, ROLES_NEEDING_APPROVAL, WORKSPACE_ROLES, type WorkspaceRole } from '@cadence/contracts';

/**
 * The caller's role in their workspace, from the `wrole` claim auth signs into the access
 * token; null when the token carries none (a staff token without a workspace role).
 */
export function workspaceRoleOf(request: FastifyRequest): WorkspaceRole | null {
  const role = (request.user as typeof request.user & { wrole?: unknown }).wrole;
  return typeof role === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(role) ? (role as WorkspaceRole) : null;
}

/** A contributor's post waits for an approver; everyone else publishes directly. */
export function needsApproval(role: WorkspaceRole | null): boolean {
  return role !== null && (ROLES_NEEDING_APPROVAL as readonly string[]).includes(role);
}

/** Owners, admins and editors approve or reject. */
export function isApprover(role: WorkspaceRole | null): boolean {
  return role !== null && (APPROVER_ROLES as readonly string[]).includes(role);
}
