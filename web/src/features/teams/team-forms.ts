import { type ASSIGNABLE_WORKSPACE_ROLES, CreateInvitationBody, CreateTeamBody, TEAM_ERROR_CODES, WORKSPACE_USER_LIMIT, type Team } from '@cadence/contracts';
import { isApiError } from '../../lib/api';

/** SPEC §3 Team: name, description, max_members, is_active. The number field is held as typed. */
export interface TeamFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  max_members: string;
  is_active: boolean;
}

export const TEAM_FORM_FIELDS = ['name', 'description', 'max_members', 'is_active'] as const;
export const EMPTY_TEAM: TeamFormValues = { name: '', description: '', max_members: '10', is_active: true };

export function teamFormValues(team: Team): TeamFormValues {
  return { name: team.name, description: team.description ?? '', max_members: String(team.max_members), is_active: team.is_active };
}

/** The body the form builds; max_members is absent while the field is empty (then "required"). */
export type TeamDraft = Omit<CreateTeamBody, 'max_members'> & { max_members?: number };

/** A blank description is sent as null (cleared); a number field that holds no number fails validation. */
export function teamBody(values: TeamFormValues): TeamDraft {
  const description = values.description.trim();
  const max = values.max_members.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    ...(max === '' ? {} : { max_members: Number(max) }),
    is_active: values.is_active,
  };
}

/** The draft once validation has passed. */
export function completeTeam(draft: TeamDraft): CreateTeamBody | null {
  const { max_members: maxMembers, ...rest } = draft;
  return maxMembers === undefined ? null : { ...rest, max_members: maxMembers };
}

/** A role an owner or admin can give (never owner). */
export type InviteRole = (typeof ASSIGNABLE_WORKSPACE_ROLES)[number];

export interface InvitationFormValues extends Record<string, unknown> {
  email: string;
  role: InviteRole;
  teamId: string;
}

export const INVITATION_FORM_FIELDS = ['email', 'role', 'teamId'] as const;
export const EMPTY_INVITATION: InvitationFormValues = { email: '', role: 'editor', teamId: '' };
/** The "no team" choice of the team picker. */
export const NO_TEAM = 'none';

export function invitationBody(values: InvitationFormValues): CreateInvitationBody {
  const teamId = values.teamId === '' || values.teamId === NO_TEAM ? null : Number(values.teamId);
  return { email: values.email.trim(), role: values.role, ...(teamId ? { teamId } : {}) };
}

/** A 409 that names a limit (team size or the plan's users): shown as its own alert. */
export function isLimitError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && (error.code === TEAM_ERROR_CODES.MEMBER_LIMIT || error.code === WORKSPACE_USER_LIMIT || error.code === TEAM_ERROR_CODES.PLAN_FEATURE);
}

export { CreateInvitationBody, CreateTeamBody };
