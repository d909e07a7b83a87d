import type { CreateTeamBody, Team, TeamListQuery, UpdateTeamBody } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import type { Principal } from '@cadence/service-kit';
import { listScope, managerAccess, workspaceAccess, workspaceNames } from '../workspaces/workspace-access';
import { teamErrors, teamFull } from '../workspaces/workspace.errors';
import * as repo from './teams.repository';

function toTeam(row: repo.TeamRow, memberCount: number): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    max_members: row.maxMembers,
    is_active: row.isActive,
    member_count: memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function teamOf(db: Executor, row: repo.TeamRow): Promise<Team> {
  const counts = await repo.memberCounts(db, [row.id]);
  return toTeam(row, counts.get(row.id) ?? 0);
}

/** The caller's workspace's teams; staff see every workspace's, each named with its workspace. */
export async function list(db: Database, principal: Principal, query: TeamListQuery): Promise<PageResult<Team>> {
  const scope = await listScope(db, principal, query.workspaceId);
  const page = await repo.listTeams(db, scope.workspaceId, query);
  const [counts, names] = await Promise.all([
    repo.memberCounts(
      db,
      page.rows.map((row) => row.id),
    ),
    scope.kind === 'staff' ? workspaceNames(db, page.rows.map((row) => row.workspaceId)) : undefined,
  ]);
  return {
    ...page,
    rows: page.rows.map((row) => {
      const team = toTeam(row, counts.get(row.id) ?? 0);
      return names ? { ...team, workspace: { id: row.workspaceId, name: names.get(row.workspaceId) ?? '' } } : team;
    }),
  };
}

export async function get(db: Database, principal: Principal, id: number): Promise<Team> {
  const { workspaceId } = await workspaceAccess(db, principal);
  const row = await repo.findTeam(db, workspaceId, id);
  if (!row) throw teamErrors.NOT_FOUND();
  return teamOf(db, row);
}

export async function create(db: Database, principal: Principal, body: CreateTeamBody): Promise<Team> {
  const { workspaceId } = await managerAccess(db, principal);
  const row = await repo.insertTeam(db, {
    workspaceId,
    name: body.name.trim(),
    description: body.description?.trim() || null,
    maxMembers: body.max_members,
    isActive: body.is_active,
  });
  return toTeam(row, 0);
}

export async function update(db: Database, principal: Principal, id: number, body: UpdateTeamBody): Promise<Team> {
  const { workspaceId } = await managerAccess(db, principal);
  return db.transaction(async (tx) => {
    const team = await repo.lockTeam(tx, workspaceId, id);
    if (!team) throw teamErrors.NOT_FOUND();
    if (body.max_members !== undefined && body.max_members < (await repo.placesTaken(tx, id))) throw teamFull(team.name, body.max_members);
    const row = await repo.updateTeam(tx, workspaceId, id, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
      ...(body.max_members !== undefined ? { maxMembers: body.max_members } : {}),
      ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
    });
    if (!row) throw teamErrors.NOT_FOUND();
    return teamOf(tx, row);
  });
}

/** Deleting a team keeps its members in the workspace; invitations to it stay, without a team. */
export async function remove(db: Database, principal: Principal, id: number): Promise<Team> {
  const { workspaceId } = await managerAccess(db, principal);
  return db.transaction(async (tx) => {
    const row = await repo.findTeam(tx, workspaceId, id);
    if (!row) throw teamErrors.NOT_FOUND();
    const team = await teamOf(tx, row);
    await repo.deleteTeam(tx, workspaceId, id);
    return team;
  });
}

/**
 * Puts a member in the given teams of the workspace and out of the others, each join checked
 * against the team's max_members under the team's row lock.
 */
export async function setMemberTeams(tx: Executor, workspaceId: number, userId: number, teamIds: readonly number[]): Promise<void> {
  const current = await repo.teamIdsOfMember(tx, workspaceId, userId);
  const joining = teamIds.filter((id) => !current.includes(id));
  await repo.removeFromTeams(
    tx,
    workspaceId,
    userId,
    current.filter((id) => !teamIds.includes(id)),
  );
  for (const teamId of [...joining].sort((a, b) => a - b)) await joinTeam(tx, workspaceId, userId, teamId);
}

export async function joinTeam(tx: Executor, workspaceId: number, userId: number, teamId: number, placeAlreadyCounted = false): Promise<void> {
  const team = await repo.lockTeam(tx, workspaceId, teamId);
  if (!team) throw teamErrors.NOT_FOUND();
  const taken = await repo.placesTaken(tx, teamId);
  if (taken + (placeAlreadyCounted ? 0 : 1) > team.maxMembers) throw teamFull(team.name, team.maxMembers);
  await repo.addToTeam(tx, { teamId, workspaceId, userId });
}
