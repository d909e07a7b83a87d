import { queryOptions } from '@tanstack/react-query';
import { INVITATION_STATUSES, getInvitation, listInvitations, listMembers, listTeams, type InvitationStatus } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of this feature starts with this key; writes invalidate it. */
export const TEAMS_KEY = ['teams'] as const;

export const TEAM_SORTS = ['id', 'name', 'createdAt'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
/** SPEC §9: the team list shows 10 a page. */
export const TEAM_LIST_DEFAULTS = { limit: 10, orderBy: 'id' } as const satisfies { limit: number; orderBy: TeamSort };
export const validateTeamSearch = listSearchValidator(TEAM_SORTS);
export type TeamSearch = ListSearch<TeamSort>;

export function teamsQuery(search: TeamSearch) {
  const query = listQueryOf(search, TEAM_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...TEAMS_KEY, 'list', query],
    queryFn: ({ signal }) => callPaged(listTeams, { query, signal }),
  });
}

/** The workspace's teams for pickers (invite form, member teams, filters). */
export function teamOptionsQuery() {
  return queryOptions({
    queryKey: [...TEAMS_KEY, 'options'],
    queryFn: async ({ signal }) => (await callPaged(listTeams, { query: { limit: 100, orderBy: 'name' }, signal })).data,
    staleTime: 60_000,
  });
}

export const MEMBER_SORTS = ['id', 'name', 'email', 'createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: MemberSort };
export type MemberSearch = ListSearch<MemberSort> & { teamId?: number };
const validateMemberList = listSearchValidator(MEMBER_SORTS);
export function validateMemberSearch(raw: Record<string, unknown>): MemberSearch {
  const search: MemberSearch = validateMemberList(raw);
  const teamId = typeof raw.teamId === 'string' ? Number(raw.teamId) : raw.teamId;
  if (typeof teamId === 'number' && Number.isInteger(teamId) && teamId > 0) search.teamId = teamId;
  return search;
}

export function membersQuery(search: MemberSearch) {
  const query = { ...listQueryOf(search, MEMBER_LIST_DEFAULTS), ...(search.teamId ? { teamId: search.teamId } : {}) };
  return queryOptions({
    queryKey: [...TEAMS_KEY, 'members', query],
    queryFn: ({ signal }) => callPaged(listMembers, { query, signal }),
  });
}

export const INVITATION_SORTS = ['id', 'email', 'createdAt', 'expiresAt'] as const;
export type InvitationSort = (typeof INVITATION_SORTS)[number];
export const INVITATION_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: InvitationSort };
export type InvitationSearch = ListSearch<InvitationSort> & { status?: InvitationStatus };
const validateInvitationList = listSearchValidator(INVITATION_SORTS);
export function validateInvitationSearch(raw: Record<string, unknown>): InvitationSearch {
  const search: InvitationSearch = validateInvitationList(raw);
  const status = INVITATION_STATUSES.find((value) => value === raw.status);
  if (status) search.status = status;
  return search;
}

export function invitationsQuery(search: InvitationSearch) {
  const query = { ...listQueryOf(search, INVITATION_LIST_DEFAULTS), ...(search.status ? { status: search.status } : {}) };
  return queryOptions({
    queryKey: [...TEAMS_KEY, 'invitations', query],
    queryFn: ({ signal }) => callPaged(listInvitations, { query, signal }),
  });
}

export function invitationQuery(id: number) {
  return queryOptions({
    queryKey: [...TEAMS_KEY, 'invitation', id],
    queryFn: async ({ signal }) => (await call(getInvitation, { params: { id }, signal })).data,
  });
}
