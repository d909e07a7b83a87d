import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { pageCount, type MemberListQuery, type WorkspaceRole } from '@cadence/contracts';
import type { Executor, PageResult } from '@cadence/db';
import { teamMembers, teams, users, workspaceMembers } from '../../db/schema';

export interface MemberRow {
  workspaceId: number;
  userId: number;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

const memberColumns = {
  workspaceId: workspaceMembers.workspaceId,
  userId: workspaceMembers.userId,
  name: users.name,
  email: users.email,
  role: workspaceMembers.role,
  joinedAt: workspaceMembers.createdAt,
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Members joined with their user (paginate() covers single tables; this list sorts on user
 * columns), of one workspace or of every workspace when `workspaceId` is undefined (the staff view).
 */
export async function listMembers(db: Executor, workspaceId: number | undefined, query: MemberListQuery): Promise<PageResult<MemberRow>> {
  const conditions: SQL[] = workspaceId === undefined ? [] : [eq(workspaceMembers.workspaceId, workspaceId)];
  const search = query.search?.trim();
  if (search) {
    const searched = or(ilike(users.name, `%${escapeLike(search)}%`), ilike(users.email, `%${escapeLike(search)}%`));
    if (searched) conditions.push(searched);
  }
  if (query.teamId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, query.teamId), eq(teamMembers.workspaceId, workspaceMembers.workspaceId), eq(teamMembers.userId, workspaceMembers.userId))),
      ),
    );
  }
  const where = and(...conditions);
  const columns = { id: workspaceMembers.userId, name: users.name, email: users.email, createdAt: workspaceMembers.createdAt };
  const direction = query.order === 'desc' ? desc : asc;
  const orderColumn = columns[query.orderBy];
  const page = db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(where)
    .orderBy(direction(orderColumn), direction(workspaceMembers.userId), direction(workspaceMembers.workspaceId))
    .$dynamic();
  const [rows, counted] = await Promise.all([
    query.pagination ? page.limit(query.limit).offset(query.page * query.limit) : page,
    db.select({ total: count() }).from(workspaceMembers).innerJoin(users, eq(users.id, workspaceMembers.userId)).where(where),
  ]);
  const total = counted[0]?.total ?? 0;
  return { rows, total, page: query.page, pages: pageCount(total, query.limit, query.pagination), limit: query.pagination ? query.limit : total };
}

export function findMember(db: Executor, workspaceId: number, userId: number): Promise<MemberRow | undefined> {
  return db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .then((rows) => rows[0]);
}

type MemberKey = Pick<MemberRow, 'workspaceId' | 'userId'>;
const keyOf = (member: MemberKey) => `${member.workspaceId}:${member.userId}`;

/** The teams of each member (a member is a user in one workspace), by team id. */
export async function teamsOf(db: Executor, members: readonly MemberKey[]): Promise<(member: MemberKey) => { id: number; name: string }[]> {
  const byMember = new Map<string, { id: number; name: string }[]>(members.map((member) => [keyOf(member), []]));
  const find = (member: MemberKey) => byMember.get(keyOf(member)) ?? [];
  if (members.length === 0) return find;
  const rows = await db
    .select({ workspaceId: teamMembers.workspaceId, userId: teamMembers.userId, id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(inArray(teamMembers.workspaceId, [...new Set(members.map((m) => m.workspaceId))]), inArray(teamMembers.userId, [...new Set(members.map((m) => m.userId))])))
    .orderBy(asc(teams.id));
  for (const row of rows) byMember.get(keyOf(row))?.push({ id: row.id, name: row.name });
  return find;
}

export async function setRole(db: Executor, workspaceId: number, userId: number, role: WorkspaceRole): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Leaving the workspace also leaves its teams (team_members cascades from the membership). */
export async function removeMember(db: Executor, workspaceId: number, userId: number): Promise<void> {
  await db.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}
