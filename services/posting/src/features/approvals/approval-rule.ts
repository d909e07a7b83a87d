import { APPROVER_ROLES, ROLES_NEEDING_APPROVAL, type WorkspaceRole } from '@cadence/contracts';

/** A contributor's post waits for an approver; everyone else publishes directly. */
export function needsApproval(role: WorkspaceRole | null): boolean {
  return role !== null && (ROLES_NEEDING_APPROVAL as readonly string[]).includes(role);
}

/** Owners, admins and editors approve or reject. */
export function isApprover(role: WorkspaceRole | null): boolean {
  return role !== null && (APPROVER_ROLES as readonly string[]).includes(role);
}

/**
 * Whether the actor may change a post (edit, reschedule, send, duplicate, delete): a contributor
 * only the posts it wrote, which wait for approval again once it changes them; others any post
 * of the workspace.
 */
export function mayChangePost(actor: { userId: number; role: WorkspaceRole | null }, post: { authorId: number }): boolean {
  return !needsApproval(actor.role) || post.authorId === actor.userId;
}
