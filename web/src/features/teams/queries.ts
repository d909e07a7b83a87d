import { queryOptions } from '@tanstack/react-query';
import { getInvitation, listInvitations, listMembers, listTeams } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { TEAM_LIST_DEFAULTS, withWorkspace, type TeamSearch, MEMBER_LIST_DEFAULTS, type MemberSearch, INVITATION_LIST_DEFAULTS, type InvitationSearch } from './search';
export { TEAM_SORTS, type TeamSort, TEAM_LIST_DEFAULTS, type WorkspaceSearch, withWorkspace, type TeamSearch, validateTeamSearch, MEMBER_SORTS, type MemberSort, MEMBER_LIST_DEFAULTS, type MemberSearch, validateMemberSearch, INVITATION_SORTS, type InvitationSort, INVITATION_LIST_DEFAULTS, type InvitationSearch, validateInvitationSearch } from './search';

/** Every query of this feature starts with this key; writes invalidate it. */
export const TEAMS_KEY = ['teams'] as const;

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
