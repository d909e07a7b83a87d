import type { Session } from '../session/session';

/** Only the workspace owner or an admin changes teams, members and invitations (the API answers 403 otherwise). */
export function canManageWorkspace(session: Session): boolean {
  return session.user.workspaceRole === 'owner' || session.user.workspaceRole === 'admin';
}
