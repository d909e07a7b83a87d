import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { invitations, teams, users, workspaces } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

const isExpired = or(eq(invitations.status, 'expired'), and(eq(invitations.status, 'pending'), lte(invitations.expiresAt, sql`now()`)));

function statusCondition(status: InvitationListQuery['status']): SQL | undefined {
  if (status === 'pending') return and(eq(invitations.status, 'pending'), sql`${invitations.expiresAt} > now()`);
  if (status === 'expired') return isExpired;
  if (status) return eq(invitations.status, status);
  return undefined;
}

export function listInvitations(db: Executor, workspaceId: number, query: InvitationListQuery): Promise<PageResult<InvitationRow>> {
  return paginate(db, query, {
    table: invitations,
    where: and(eq(invitations.workspaceId, workspaceId), statusCondition(query.status)),
    orderColumns: { id: invitations.id, email: invitations.email, createdAt: invitations.createdAt, expiresAt: invitations.expiresAt },
    searchColumns: [invitations.email],
  });
}

export function findInvitation(db: Executor, workspaceId: number, id: number): Promise<InvitationRow | undefined> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id)))
    .then((rows) => rows[0]);
}

export function lockInvitation(tx: Executor, workspaceId: number, id: number): Promise<InvitationRow | undefined> {
  return tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id)))
    .for('update')
    .then((rows) => rows[0]);
}

export function findByToken(db: Executor, tokenHash: string): Promise<InvitationRow | undefined> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))
    .then((rows) => rows[0]);
}

export function lockByToken(tx: Executor, tokenHash: string): Promise<InvitationRow | undefined> {
  return tx
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))
    .for('update')
    .then((rows) => rows[0]);
}

/** The waiting invitation of an address in a workspace, if any (expired or not). */
export function pendingFor(db: Executor, workspaceId: number, email: string): Promise<InvitationRow | undefined> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.status, 'pending'), sql`lower(${invitations.email}) = lower(${email})`))
    .then((rows) => rows[0]);
}

export async function insertInvitation(db: Executor, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert returned no invitation');
  return row;
}

export async function updateInvitation(db: Executor, id: number, values: Partial<typeof invitations.$inferInsert>): Promise<InvitationRow> {
  const [row] = await db
    .update(invitations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invitations.id, id))
    .returning();
  if (!row) throw new Error('update returned no invitation');
  return row;
}

/** Names shown with invitations: the inviters' and the teams'. */
export async function namesFor(db: Executor, rows: readonly InvitationRow[]): Promise<{ users: Map<number, string>; teams: Map<number, string> }> {
  const userIds = [...new Set(rows.map((row) => row.invitedBy))];
  const teamIds = [...new Set(rows.map((row) => row.teamId).filter((id) => id !== null))];
  const [userRows, teamRows] = await Promise.all([
    userIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)) : [],
    teamIds.length ? db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds)) : [],
  ]);
  return { users: new Map(userRows.map((row) => [row.id, row.name])), teams: new Map(teamRows.map((row) => [row.id, row.name])) };
}

export function workspaceName(db: Executor, id: number): Promise<string | undefined> {
  return db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, id))
    .then((rows) => rows[0]?.name);
}
