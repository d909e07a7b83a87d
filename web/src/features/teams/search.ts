import { INVITATION_STATUSES, type InvitationStatus } from '@cadence/contracts';
import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const TEAM_SORTS = ['id', 'name', 'createdAt'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
/** SPEC §9: the team list shows 10 a page. */
export const TEAM_LIST_DEFAULTS = {
  limit: 10,
  orderBy: 'id',
} as const satisfies { limit: number; orderBy: TeamSort };
/** Staff (no workspace of their own) see every workspace's teams and members and may narrow them to one. */
export interface WorkspaceSearch {
  workspaceId?: number;
}

function positiveId(raw: unknown): number | undefined {
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Keeps the URL's workspace filter on a list search built by the generic list helpers. */
export function withWorkspace<S extends object>(next: S, workspaceId: number | undefined): S & WorkspaceSearch {
  return workspaceId ? { ...next, workspaceId } : next;
}

export type TeamSearch = ListSearch<TeamSort> & WorkspaceSearch;
const validateTeamList = listSearchValidator(TEAM_SORTS);
export function validateTeamSearch(raw: Record<string, unknown>): TeamSearch {
  return withWorkspace(validateTeamList(raw), positiveId(raw.workspaceId));
}

export const MEMBER_SORTS = ['id', 'name', 'email', 'createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_LIST_DEFAULTS = {
  limit: 5,
  orderBy: 'id',
} as const satisfies { limit: number; orderBy: MemberSort };
export type MemberSearch = ListSearch<MemberSort> & WorkspaceSearch & { teamId?: number };
const validateMemberList = listSearchValidator(MEMBER_SORTS);
export function validateMemberSearch(raw: Record<string, unknown>): MemberSearch {
  const search: MemberSearch = withWorkspace(validateMemberList(raw), positiveId(raw.workspaceId));
  const teamId = positiveId(raw.teamId);
  if (teamId) search.teamId = teamId;
  return search;
}

export const INVITATION_SORTS = ['id', 'email', 'createdAt', 'expiresAt'] as const;
export type InvitationSort = (typeof INVITATION_SORTS)[number];
export const INVITATION_LIST_DEFAULTS = {
  limit: 5,
  orderBy: 'id',
} as const satisfies { limit: number; orderBy: InvitationSort };
export type InvitationSearch = ListSearch<InvitationSort> & {
  status?: InvitationStatus;
};
const validateInvitationList = listSearchValidator(INVITATION_SORTS);
export function validateInvitationSearch(raw: Record<string, unknown>): InvitationSearch {
  const search: InvitationSearch = validateInvitationList(raw);
  const status = INVITATION_STATUSES.find((value) => value === raw.status);
  if (status) search.status = status;
  return search;
}
