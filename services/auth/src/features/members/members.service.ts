import { memberRemoved, type Member, type MemberListQuery, type UpdateMemberBody } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import type { Principal } from '@cadence/service-kit';
import { authEvents } from '../../db/schema';
import type { AuthDeps } from '../../deps';
import { endMembership, revokeAccess } from '../session/end-sessions';
import { setMemberTeams } from '../teams/teams.service';
import * as teamsRepo from '../teams/teams.repository';
import { listScope, managerAccess, workspaceNames } from '../workspaces/workspace-access';
import { teamErrors } from '../workspaces/workspace.errors';
import * as repo from './members.repository';

function toMember(row: repo.MemberRow, teams: { id: number; name: string }[]): Member {
  return { userId: row.userId, name: row.name, email: row.email, role: row.role, teams, joinedAt: row.joinedAt.toISOString() };
}

async function memberOf(db: Executor, workspaceId: number, userId: number): Promise<Member> {
  const row = await repo.findMember(db, workspaceId, userId);
  if (!row) throw teamErrors.MEMBER_NOT_FOUND();
  const teams = await repo.teamsOf(db, [row]);
  return toMember(row, teams(row));
}

/** The caller's workspace's members; staff see every workspace's, each named with its workspace. */
export async function list(db: Database, principal: Principal, query: MemberListQuery): Promise<PageResult<Member>> {
  const scope = await listScope(db, principal, query.workspaceId);
  const page = await repo.listMembers(db, scope.workspaceId, query);
  const [teams, names] = await Promise.all([
    repo.teamsOf(db, page.rows),
    scope.kind === 'staff' ? workspaceNames(db, page.rows.map((row) => row.workspaceId)) : undefined,
  ]);
  return {
    ...page,
    rows: page.rows.map((row) => {
      const member = toMember(row, teams(row));
      return names ? { ...member, workspace: { id: row.workspaceId, name: names.get(row.workspaceId) ?? '' } } : member;
    }),
  };
}

/** Changes a member's role or teams; a new role takes effect on their next request. */
export async function update(deps: AuthDeps, principal: Principal, userId: number, body: UpdateMemberBody): Promise<Member> {
  const { db } = deps;
  const { workspaceId } = await managerAccess(db, principal);
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, workspaceId, userId);
    if (body.role !== undefined && member.role === 'owner') throw teamErrors.OWNER_PROTECTED();
    if (body.teamIds) {
      const found = await teamsRepo.findTeams(tx, workspaceId, body.teamIds);
      if (found.length !== body.teamIds.length) throw teamErrors.NOT_FOUND(undefined, [{ field: 'teamIds', message: 'must list teams of this workspace' }]);
      await setMemberTeams(tx, workspaceId, userId, body.teamIds);
    }
    if (body.role !== undefined && body.role !== member.role) {
      await repo.setRole(tx, workspaceId, userId, body.role);
      await revokeAccess(deps, { membership: { workspaceId, userId } });
    }
    return memberOf(tx, workspaceId, userId);
  });
}

/** Removes a member; the tokens they hold for this workspace stop working at once. */
export async function remove(deps: AuthDeps, principal: Principal, userId: number): Promise<Member> {
  const { db } = deps;
  const { workspaceId } = await managerAccess(db, principal);
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, workspaceId, userId);
    if (member.role === 'owner') throw teamErrors.OWNER_PROTECTED();
    await repo.removeMember(tx, workspaceId, userId);
    await writeEvent(tx, authEvents, memberRemoved, { workspaceId, userId, role: member.role });
    await endMembership(deps, tx, { workspaceId, userId });
    return member;
  });
}
