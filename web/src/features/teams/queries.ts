import { queryOptions } from '@tanstack/react-query';
import { INVITATION_STATUSES, getInvitation, listInvitations, listMembers, listTeams, type InvitationStatus } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of this feature starts with this key; writes invalidate it. */
export const TEAMS_KEY = ['teams'] as const;

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

export function teamsQuery(search: TeamSearch) {
  const query = withWorkspace(listQueryOf(search, TEAM_LIST_DEFAULTS), search.workspaceId);
  return queryOptions({
    queryKey: [...TEAMS_KEY, 'list', query],
    queryFn: ({ signal }) => callPaged(listTeams, { query, signal }),
  });
}

/** The workspace's teams for pickers (invite form, member teams, filters); staff name the workspace. */
export function teamOptionsQuery(workspaceId?: number) {
  return queryOptions({
    queryKey: [...TEAMS_KEY, 'options', workspaceId ?? null],
    queryFn: async ({ signal }) =>
      (
        await callPaged(listTeams, {
          query: withWorkspace({ limit: 100, orderBy: 'name' as const }, workspaceId),
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
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

export function membersQuery(search: MemberSearch) {
  const query = withWorkspace(
    {
      ...listQueryOf(search, MEMBER_LIST_DEFAULTS),
      ...(search.teamId ? { teamId: search.teamId } : {}),
    },
    search.workspaceId,
  );
  return queryOptions({
    queryKey: [...TEAMS_KEY, 'members', query],
    queryFn: ({ signal }) => callPaged(listMembers, { query, signal }),
  });
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

export function invitationsQuery(search: InvitationSearch) {
  const query = {
    ...listQueryOf(search, INVITATION_LIST_DEFAULTS),
    ...(search.status ? { status: search.status } : {}),
  };
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
