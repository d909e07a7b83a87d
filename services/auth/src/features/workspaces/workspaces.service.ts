import type { SessionResponse, SwitchWorkspaceBody, WorkspaceMembership } from '@cadence/contracts';
import type { AuthDeps } from '../../deps';
import { authErrors } from '../session/session.errors';
import * as users from '../session/session.repository';
import { refresh } from '../session/session.service';
import * as repo from './workspaces.repository';

export async function myWorkspaces(deps: AuthDeps, userId: number): Promise<WorkspaceMembership[]> {
  const user = await users.findUserById(deps.db, userId);
  if (!user) throw authErrors.USER_NOT_FOUND();
  const [memberships, current] = await Promise.all([repo.membershipsOf(deps.db, userId), repo.currentWorkspaceOf(deps.db, userId, user.currentWorkspaceId)]);
  return memberships.map((m) => ({ ...m, current: m.workspaceId === current?.workspaceId }));
}

export function switchWorkspace(deps: AuthDeps, userId: number, body: SwitchWorkspaceBody): Promise<SessionResponse> {
  return refresh(deps, { refresh_token: body.refresh_token }, { move: { userId, workspaceId: body.workspaceId } });
}
