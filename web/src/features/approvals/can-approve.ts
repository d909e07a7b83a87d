import { APPROVER_ROLES } from '@cadence/contracts';
import type { Session } from '../session/session';

/** Owners, admins and editors approve or reject; contributors' posts wait for them. */
export function canApprove(session: Session): boolean {
  const role = session.user.workspaceRole;
  return role !== null && (APPROVER_ROLES as readonly string[]).includes(role);
}
