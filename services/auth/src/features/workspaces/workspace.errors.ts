import { AppError, defineErrors } from '@cadence/service-kit';
import { WORKSPACE_USER_LIMIT } from '@cadence/contracts';

/** Codes documented in TEAM_ERROR_CODES (libs/contracts). */
export const teamErrors = defineErrors('TEAM', {
  NOT_FOUND: [404, 'Team not found'],
  MANAGER_ONLY: [403, 'Only the workspace owner or an admin can do this'],
  MEMBER_LIMIT: [409, 'The team is full'],
  MEMBER_NOT_FOUND: [404, 'Member not found'],
  OWNER_PROTECTED: [409, 'The workspace owner cannot be demoted or removed'],
  PLAN_FEATURE: [409, 'Team collaboration starts with the Traction plan; upgrade to invite people'],
});

export function teamFull(teamName: string, maxMembers: number): AppError {
  return teamErrors.MEMBER_LIMIT(
    `The team "${teamName}" is limited to ${maxMembers} member${maxMembers === 1 ? '' : 's'} (members and pending invitations): raise its max_members or remove someone from it first`,
  );
}

/** 409 WORKSPACE_USER_LIMIT, naming the plan's limit and how to raise it. */
export function workspaceFull(planLabel: string, users: number): AppError {
  return new AppError(
    WORKSPACE_USER_LIMIT,
    409,
    `Your ${planLabel} plan allows ${users} user${users === 1 ? '' : 's'} (members and pending invitations): upgrade the plan, or revoke a pending invitation or remove a member, to invite someone else`,
  );
}
