import {
  INVITATION_TTL_DAYS,
  ROLE_IDS,
  invitationAccepted,
  invitationCreated,
  userRegistered,
  type AcceptInvitationBody,
  type CreateInvitationBody,
  type Invitation,
  type InvitationLink,
  type InvitationListQuery,
  type InvitationPreview,
  type SessionResponse,
} from '@cadence/contracts';
import type { Executor, PageResult } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import type { Principal } from '@cadence/service-kit';
import { authEvents } from '../../db/schema';
import type { AuthDeps } from '../../deps';
import { isUniqueViolation } from '../../shared/db-errors';
import { hashSecret, randomToken } from '../../shared/secrets';
import { link, mailerOf } from '../mail/mail.service';
import { authErrors } from '../session/session.errors';
import * as users from '../session/session.repository';
import { issueSession, sessionUserOf } from '../session/session.service';
import { joinTeam } from '../teams/teams.service';
import * as teamsRepo from '../teams/teams.repository';
import { limitsOf } from '../workspaces/plan-limits';
import { managerAccess, type WorkspaceAccess } from '../workspaces/workspace-access';
import { teamErrors, teamFull, workspaceFull } from '../workspaces/workspace.errors';
import * as workspaces from '../workspaces/workspaces.repository';
import { invitationErrors } from './invitations.errors';
import * as repo from './invitations.repository';

const DAY_MS = 86_400_000;

function effectiveStatus(row: repo.InvitationRow): Invitation['status'] {
  return row.status === 'pending' && row.expiresAt.getTime() <= Date.now() ? 'expired' : row.status;
}

async function toInvitations(db: Executor, rows: repo.InvitationRow[]): Promise<Invitation[]> {
  const names = await repo.namesFor(db, rows);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    teamId: row.teamId,
    teamName: row.teamId === null ? null : (names.teams.get(row.teamId) ?? null),
    status: effectiveStatus(row),
    invitedBy: { id: row.invitedBy, name: names.users.get(row.invitedBy) ?? '' },
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function toInvitation(db: Executor, row: repo.InvitationRow): Promise<Invitation> {
  const [invitation] = await toInvitations(db, [row]);
  if (!invitation) throw invitationErrors.NOT_FOUND();
  return invitation;
}

/** The context invitation tokens are sealed under (SecretBox). */
const TOKEN_CONTEXT = 'auth.invitations';

const sealToken = (deps: AuthDeps, token: string) => deps.secrets.encrypt(token, TOKEN_CONTEXT);

/** Invitations are the workspace's managers' business: a link in them lets anyone join. */
export async function list(deps: AuthDeps, principal: Principal, query: InvitationListQuery): Promise<PageResult<Invitation>> {
  const { workspaceId } = await managerAccess(deps.db, principal);
  const page = await repo.listInvitations(deps.db, workspaceId, query);
  return { ...page, rows: await toInvitations(deps.db, page.rows) };
}

export async function get(deps: AuthDeps, principal: Principal, id: number): Promise<Invitation> {
  const { workspaceId } = await managerAccess(deps.db, principal);
  const row = await repo.findInvitation(deps.db, workspaceId, id);
  if (!row) throw invitationErrors.NOT_FOUND();
  return toInvitation(deps.db, row);
}

/**
 * Under the workspace row lock: a seat for one more person (members + pending invitations
 * within the plan's user limit) and, for a team, a place in it.
 */
async function reserveSeat(tx: Executor, workspaceId: number, teamId: number | null): Promise<workspaces.WorkspaceRow> {
  const workspace = await workspaces.lockWorkspace(tx, workspaceId);
  if (!workspace) throw invitationErrors.NOT_FOUND();
  const limits = limitsOf(workspace.plan, workspace);
  if (!limits.teamCollaboration) throw teamErrors.PLAN_FEATURE();
  if ((await workspaces.seatsTaken(tx, workspaceId)) + 1 > limits.users) throw workspaceFull(limits.label, limits.users);
  if (teamId !== null) {
    const team = await teamsRepo.lockTeam(tx, workspaceId, teamId);
    if (!team) throw teamErrors.NOT_FOUND(undefined, [{ field: 'teamId', message: 'is not a team of this workspace' }]);
    if ((await teamsRepo.placesTaken(tx, teamId)) + 1 > team.maxMembers) throw teamFull(team.name, team.maxMembers);
  }
  return workspace;
}

async function mailInvitation(tx: Executor, deps: AuthDeps, row: repo.InvitationRow, token: string, context: { inviterName: string; inviterLocale: users.UserRow['locale']; workspaceName: string }): Promise<void> {
  const invitee = await users.findUserByEmail(tx, row.email);
  const teamName = row.teamId === null ? null : ((await teamsRepo.findTeam(tx, row.workspaceId, row.teamId))?.name ?? null);
  await mailerOf(deps.mailSeal).invitation(tx, row.email, invitee?.locale ?? context.inviterLocale, {
    inviterName: context.inviterName,
    workspaceName: context.workspaceName,
    role: row.role,
    teamName,
    link: link(deps.publicUrl, '/accept-invitation', { token }),
    validDays: INVITATION_TTL_DAYS,
  });
}

async function inviter(tx: Executor, access: WorkspaceAccess): Promise<users.UserRow> {
  const user = await users.findUserById(tx, access.userId);
  if (!user) throw authErrors.USER_NOT_FOUND();
  return user;
}

export async function create(deps: AuthDeps, principal: Principal, body: CreateInvitationBody): Promise<Invitation> {
  const access = await managerAccess(deps.db, principal);
  const email = body.email.trim();
  const teamId = body.teamId ?? null;
  const token = randomToken();
  try {
    return await deps.db.transaction(async (tx) => {
      const workspace = await workspaces.lockWorkspace(tx, access.workspaceId);
      if (!workspace) throw invitationErrors.NOT_FOUND();
      const existingUser = await users.findUserByEmail(tx, email);
      if (existingUser && (await workspaces.memberRole(tx, access.workspaceId, existingUser.id))) throw invitationErrors.ALREADY_MEMBER();
      const waiting = await repo.pendingFor(tx, access.workspaceId, email);
      if (waiting && waiting.expiresAt.getTime() > Date.now()) throw invitationErrors.ALREADY_INVITED();
      if (waiting) await repo.updateInvitation(tx, waiting.id, { status: 'expired', tokenSealed: null });
      await reserveSeat(tx, access.workspaceId, teamId);
      const row = await repo.insertInvitation(tx, {
        workspaceId: access.workspaceId,
        email,
        role: body.role,
        teamId,
        tokenHash: hashSecret(token),
        tokenSealed: sealToken(deps, token),
        invitedBy: access.userId,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
      });
      const from = await inviter(tx, access);
      await writeEvent(tx, authEvents, invitationCreated, {
        invitationId: row.id,
        workspaceId: row.workspaceId,
        email: row.email,
        role: row.role,
        teamId: row.teamId,
        inviterId: from.id,
        inviterName: from.name,
        workspaceName: workspace.name,
      });
      await mailInvitation(tx, deps, row, token, { inviterName: from.name, inviterLocale: from.locale, workspaceName: workspace.name });
      return toInvitation(tx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invitationErrors.ALREADY_INVITED();
    throw error;
  }
}

/** A fresh link and seven more days; an expired invitation takes a seat again, so it is counted again. */
export async function resend(deps: AuthDeps, principal: Principal, id: number): Promise<Invitation> {
  const access = await managerAccess(deps.db, principal);
  const token = randomToken();
  try {
    return await deps.db.transaction(async (tx) => {
      const workspace = await workspaces.lockWorkspace(tx, access.workspaceId);
      const row = await repo.lockInvitation(tx, access.workspaceId, id);
      if (!row || !workspace) throw invitationErrors.NOT_FOUND();
      const status = effectiveStatus(row);
      if (status !== 'pending' && status !== 'expired') throw invitationErrors.NOT_PENDING();
      if (status === 'expired') {
        // Out of the count while expired: check the seat (and the team place) again.
        await repo.updateInvitation(tx, row.id, { status: 'expired' });
        await reserveSeat(tx, access.workspaceId, row.teamId);
      }
      const renewed = await repo.updateInvitation(tx, row.id, { status: 'pending', tokenHash: hashSecret(token), tokenSealed: sealToken(deps, token), expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS) });
      const from = await inviter(tx, access);
      await mailInvitation(tx, deps, renewed, token, { inviterName: from.name, inviterLocale: from.locale, workspaceName: workspace.name });
      return toInvitation(tx, renewed);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invitationErrors.ALREADY_INVITED();
    throw error;
  }
}

export async function revoke(deps: AuthDeps, principal: Principal, id: number): Promise<Invitation> {
  const access = await managerAccess(deps.db, principal);
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockInvitation(tx, access.workspaceId, id);
    if (!row) throw invitationErrors.NOT_FOUND();
    if (row.status === 'revoked') return toInvitation(tx, row);
    if (row.status === 'accepted') throw invitationErrors.NOT_PENDING();
    return toInvitation(tx, await repo.updateInvitation(tx, row.id, { status: 'revoked', tokenSealed: null }));
  });
}

/** The kept token of an invitation, or null when there is none it can be read from. */
function keptToken(deps: AuthDeps, row: repo.InvitationRow): string | null {
  if (!row.tokenSealed) return null;
  try {
    return deps.secrets.decrypt(row.tokenSealed, TOKEN_CONTEXT);
  } catch {
    // Sealed with a key no longer configured: as if it had never been kept.
    return null;
  }
}

/**
 * The acceptance link of a pending invitation, for the owner or admin who sent it to pass on
 * themselves (nobody else: the link lets anyone join). It is the mailed link, read back from the sealed token; an invitation without a
 * readable one (made before links were kept) gets a fresh token, which replaces the mailed link.
 */
export async function copyLink(deps: AuthDeps, principal: Principal, id: number): Promise<InvitationLink> {
  const access = await managerAccess(deps.db, principal);
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockInvitation(tx, access.workspaceId, id);
    if (!row) throw invitationErrors.NOT_FOUND();
    if (row.invitedBy !== access.userId) throw invitationErrors.NOT_INVITER();
    if (effectiveStatus(row) !== 'pending') throw invitationErrors.NOT_PENDING('Only a pending invitation has a link; resend an expired one first');
    let token = keptToken(deps, row);
    const renewed = token === null;
    if (token === null) {
      token = randomToken();
      await repo.updateInvitation(tx, row.id, { tokenHash: hashSecret(token), tokenSealed: sealToken(deps, token) });
    }
    return { url: link(deps.publicUrl, '/accept-invitation', { token }), expiresAt: row.expiresAt.toISOString(), renewed };
  });
}

/** Why a link no longer works, by the invitation's state. */
function assertOpen(row: repo.InvitationRow | undefined): asserts row is repo.InvitationRow {
  if (!row) throw invitationErrors.NOT_FOUND();
  const status = effectiveStatus(row);
  if (status === 'accepted') throw invitationErrors.USED();
  if (status === 'revoked') throw invitationErrors.REVOKED();
  if (status === 'expired') throw invitationErrors.EXPIRED();
}

export async function preview(deps: AuthDeps, token: string): Promise<InvitationPreview> {
  const row = await repo.findByToken(deps.db, hashSecret(token));
  assertOpen(row);
  const [names, workspaceName, account] = await Promise.all([repo.namesFor(deps.db, [row]), repo.workspaceName(deps.db, row.workspaceId), users.findUserByEmail(deps.db, row.email)]);
  return {
    email: row.email,
    workspaceName: workspaceName ?? '',
    inviterName: names.users.get(row.invitedBy) ?? '',
    role: row.role,
    teamName: row.teamId === null ? null : (names.teams.get(row.teamId) ?? null),
    accountExists: account !== undefined,
  };
}

/**
 * The invited person joins: with their existing account (signed in as the invited e-mail), or
 * with a new account made from the invitation (the e-mail counts as verified: the link came
 * to it). The seat was counted when the invitation was made; the invitation, the membership,
 * the team place and the events commit together.
 */
export async function accept(deps: AuthDeps, caller: Principal | null, body: AcceptInvitationBody): Promise<SessionResponse> {
  const passwordHash = body.password ? await deps.hasher.hash(body.password) : undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.lockByToken(tx, hashSecret(body.token));
      assertOpen(row);
      await workspaces.lockWorkspace(tx, row.workspaceId);
      let user = await users.findUserByEmail(tx, row.email);
      if (user) {
        if (!caller) throw invitationErrors.SIGN_IN_REQUIRED();
        if (caller.userId !== user.id) throw invitationErrors.WRONG_ACCOUNT();
        if (user.status === 'banned') throw authErrors.ACCOUNT_BANNED();
        if (user.status === 'disabled') throw authErrors.ACCOUNT_DISABLED();
        if (await workspaces.memberRole(tx, row.workspaceId, user.id)) throw invitationErrors.ALREADY_MEMBER();
      } else {
        const name = body.name?.trim();
        if (!name || !passwordHash) {
          const fields = [...(name ? [] : [{ field: 'name', message: 'is required to create your account' }]), ...(passwordHash ? [] : [{ field: 'password', message: 'is required to create your account' }])];
          throw invitationErrors.ACCOUNT_DETAILS_REQUIRED(undefined, fields);
        }
        user = await users.insertUser(tx, { name, email: row.email, passwordHash, emailVerified: true });
        await users.grantRoles(tx, user.id, [ROLE_IDS.CLIENT]);
        await writeEvent(tx, authEvents, userRegistered, { userId: user.id, workspaceId: row.workspaceId, email: user.email, name: user.name, locale: user.locale });
      }
      await repo.updateInvitation(tx, row.id, { status: 'accepted', acceptedBy: user.id, acceptedAt: new Date(), tokenSealed: null });
      await workspaces.addMember(tx, { workspaceId: row.workspaceId, userId: user.id, role: row.role });
      if (row.teamId !== null) await joinTeam(tx, row.workspaceId, user.id, row.teamId);
      const joined = await users.updateUser(tx, user.id, { currentWorkspaceId: row.workspaceId });
      await writeEvent(tx, authEvents, invitationAccepted, { invitationId: row.id, workspaceId: row.workspaceId, userId: user.id, inviterId: row.invitedBy, memberName: user.name });
      return issueSession(deps, tx, await sessionUserOf(tx, joined ?? user));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invitationErrors.USED();
    throw error;
  }
}
