import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { TeamListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { invitations, teamMembers, teams } from '../../db/schema';

export type TeamRow = typeof teams.$inferSelect;

/** Teams of one workspace, or of every workspace when `workspaceId` is undefined (the staff view). */
export function listTeams(db: Executor, workspaceId: number | undefined, query: TeamListQuery): Promise<PageResult<TeamRow>> {
  const conditions: SQL[] = workspaceId === undefined ? [] : [eq(teams.workspaceId, workspaceId)];
  if (query.is_active !== undefined) conditions.push(eq(teams.isActive, query.is_active));
  return paginate(db, query, {
    table: teams,
    where: and(...conditions),
    orderColumns: { id: teams.id, name: teams.name, createdAt: teams.createdAt },
    searchColumns: [teams.name, teams.description],
  });
}

export function findTeam(db: Executor, workspaceId: number, id: number): Promise<TeamRow | undefined> {
  return db
    .select()
    .from(teams)
    .where(and(eq(teams.workspaceId, workspaceId), eq(teams.id, id)))
    .then((rows) => rows[0]);
}

export function findTeams(db: Executor, workspaceId: number, ids: readonly number[]): Promise<TeamRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(teams)
    .where(and(eq(teams.workspaceId, workspaceId), inArray(teams.id, [...ids])));
}

/** Locks the team row: joining a team takes this lock, so two joins cannot both take its last place. */
export function lockTeam(tx: Executor, workspaceId: number, id: number): Promise<TeamRow | undefined> {
  return tx
    .select()
    .from(teams)
    .where(and(eq(teams.workspaceId, workspaceId), eq(teams.id, id)))
    .for('update')
    .then((rows) => rows[0]);
}

export async function memberCounts(db: Executor, teamIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(teamIds.map((id) => [id, 0]));
  if (teamIds.length === 0) return counts;
  const rows = await db
    .select({ teamId: teamMembers.teamId, n: count() })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...teamIds]))
    .groupBy(teamMembers.teamId);
  for (const row of rows) counts.set(row.teamId, row.n);
  return counts;
}

/** Places taken in a team: its members plus invitations to it still waiting for an answer. */
export async function placesTaken(db: Executor, teamId: number): Promise<number> {
  const [members] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const [pending] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, sql`now()`)));
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

export async function insertTeam(db: Executor, values: typeof teams.$inferInsert): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(values).returning();
  if (!row) throw new Error('insert returned no team');
  return row;
}

export async function updateTeam(db: Executor, workspaceId: number, id: number, values: Partial<typeof teams.$inferInsert>): Promise<TeamRow | undefined> {
  const [row] = await db
    .update(teams)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teams.workspaceId, workspaceId), eq(teams.id, id)))
    .returning();
  return row;
}

export async function deleteTeam(db: Executor, workspaceId: number, id: number): Promise<TeamRow | undefined> {
  const [row] = await db
    .delete(teams)
    .where(and(eq(teams.workspaceId, workspaceId), eq(teams.id, id)))
    .returning();
  return row;
}

export async function addToTeam(db: Executor, values: { teamId: number; workspaceId: number; userId: number }): Promise<void> {
  await db.insert(teamMembers).values(values).onConflictDoNothing();
}

export async function teamIdsOfMember(db: Executor, workspaceId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.workspaceId, workspaceId), eq(teamMembers.userId, userId)));
  return rows.map((row) => row.teamId);
}

export async function removeFromTeams(db: Executor, workspaceId: number, userId: number, teamIds: readonly number[]): Promise<void> {
  if (teamIds.length === 0) return;
  await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.workspaceId, workspaceId), eq(teamMembers.userId, userId), inArray(teamMembers.teamId, [...teamIds])));
}
