import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, INVITATION_ERROR_CODES, STAFF_ERROR_CODES, TEAM_ERROR_CODES, USERS_ERROR_CODES, WORKSPACE_USER_LIMIT } from '@cadence/contracts';
import type { AppError } from '@cadence/service-kit';
import { invitationErrors } from '../src/features/invitations/invitations.errors';
import { staffErrors } from '../src/features/roles/roles.errors';
import { LoginThrottledError, authErrors } from '../src/features/session/session.errors';
import { usersErrors } from '../src/features/users/users.errors';
import { teamErrors, workspaceFull } from '../src/features/workspaces/workspace.errors';

/** The codes the contracts document are the codes the service raises. */
function codesOf(factories: Record<string, () => AppError>): string[] {
  return Object.values(factories).map((make) => make().code);
}

describe('error codes', () => {
  it('match the documented constants', () => {
    const raised = new Set([
      ...codesOf(authErrors),
      new LoginThrottledError(60).code,
      ...codesOf(usersErrors),
      ...codesOf(staffErrors),
      ...codesOf(teamErrors),
      ...codesOf(invitationErrors),
      workspaceFull('Traction', 4).code,
    ]);
    const documented = [AUTH_ERROR_CODES, USERS_ERROR_CODES, STAFF_ERROR_CODES, TEAM_ERROR_CODES, INVITATION_ERROR_CODES].flatMap((codes) => Object.values(codes));
    expect(documented.filter((code) => !raised.has(code))).toEqual([]);
    expect(raised.has(WORKSPACE_USER_LIMIT)).toBe(true);
  });
});
