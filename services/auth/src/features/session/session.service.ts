import { randomUUID } from 'node:crypto';
import {
  AVATAR_BASE_PATH,
  ROLE_IDS,
  isPermission,
  userRegistered,
  type LoginBody,
  type LogoutBody,
  type OkResponse,
  type RefreshBody,
  type SessionResponse,
  type SessionUser,
  type SignupBody,
  type WorkspaceRole,
} from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { commonErrors, type AccessClaims } from '@cadence/service-kit';
import { authEvents } from '../../db/schema';
import type { AuthDeps } from '../../deps';
import { hashSecret, randomToken } from '../../shared/secrets';
import { isUniqueViolation } from '../../shared/db-errors';
import { startVerification } from '../verification/verification.service';
import { TRIAL_DAYS, TRIAL_PLAN } from '../workspaces/plan-limits';
import * as workspacesRepo from '../workspaces/workspaces.repository';
import { LoginThrottledError, authErrors, emailTaken } from './session.errors';
import * as repo from './session.repository';
import * as tokens from './refresh-tokens.repository';
import { revokeAccess } from './end-sessions';
import { defaultLanguage } from '../system-settings/system-settings.service';
import { recentRotation, rememberRotation, type RefreshClient } from './refresh-grace';

const DAY_MS = 86_400_000;

/**
 * The claims auth signs, plus the session family (so a password change can keep this session)
 * and the role in the workspace (for services that treat contributors or viewers differently).
 */
export type SessionClaims = AccessClaims & { fam: string; wrole: WorkspaceRole | null };

export async function sessionUserOf(db: Executor, user: repo.UserRow): Promise<SessionUser> {
  const [access, workspace] = await Promise.all([repo.accessOf(db, user.id), workspacesRepo.currentWorkspaceOf(db, user.id, user.currentWorkspaceId)]);
  return {
    id: user.id,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    workspaceId: workspace?.workspaceId ?? null,
    workspaceRole: workspace?.role ?? null,
    roleIds: access.roleIds,
    permissions: access.permissions.filter(isPermission),
    plans: user.plans,
    previousPlan: user.previousPlan,
    email_verified: user.emailVerified,
    avatarUrl: user.avatarFile ? `${AVATAR_BASE_PATH}/${user.avatarFile}` : null,
    locale: user.locale,
    time_zone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
    previousLoginAt: user.previousLoginAt?.toISOString() ?? null,
  };
}

/**
 * Opens a session: a short-lived access token and a new opaque refresh token (only its hash is
 * stored) in the given family, or a new family on sign-in.
 */
export async function issueSession(deps: AuthDeps, db: Executor, user: SessionUser, familyId: string = randomUUID()): Promise<SessionResponse> {
  const refreshToken = randomToken();
  await tokens.insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashSecret(refreshToken),
    expiresAt: new Date(Date.now() + deps.refreshTokenTtlSeconds * 1000),
  });
  const claims: SessionClaims = {
    sub: String(user.id),
    wid: user.workspaceId,
    rid: user.roleIds,
    perms: user.permissions,
    fam: familyId,
    wrole: user.workspaceRole,
    iat: deps.revocations.issuedAt(user.id, user.workspaceId),
  };
  const access_token = deps.jwt.sign(claims, { expiresIn: deps.accessTokenTtlSeconds });
  return {
    access_token,
    token_type: 'Bearer',
    expires_in: deps.accessTokenTtlSeconds,
    refresh_token: refreshToken,
    refresh_expires_in: deps.refreshTokenTtlSeconds,
    user,
  };
}

function assertActive(user: repo.UserRow): void {
  if (user.status === 'banned') throw authErrors.ACCOUNT_BANNED();
  if (user.status === 'disabled') throw authErrors.ACCOUNT_DISABLED();
}

export async function login(deps: AuthDeps, body: LoginBody, address: string): Promise<SessionResponse> {
  const attempt = { email: body.email, address };
  const verdict = await deps.loginThrottle.check(attempt);
  if (!verdict.allowed) throw new LoginThrottledError(verdict.retryAfterSeconds);
  const user = await repo.findUserByEmail(deps.db, body.email);
  const valid = await deps.hasher.verify(user?.passwordHash, body.password);
  if (!user || !valid) {
    await deps.loginThrottle.recordFailure(attempt);
    throw authErrors.INVALID_CREDENTIALS();
  }
  await deps.loginThrottle.recordSuccess(attempt);
  assertActive(user);
  return deps.db.transaction(async (tx) => {
    const signedIn = await repo.recordLogin(tx, user.id);
    return issueSession(deps, tx, await sessionUserOf(tx, signedIn));
  });
}

/**
 * A client signs up: the user with the Client role, their workspace on the trial, the
 * verification mail and auth.user.registered, all in one transaction.
 */
export async function signup(deps: AuthDeps, body: SignupBody): Promise<SessionResponse> {
  const passwordHash = await deps.hasher.hash(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        name: body.name.trim(),
        firstName: body.first_name?.trim() || null,
        lastName: body.last_name?.trim() || null,
        email: body.email.trim(),
        passwordHash,
        locale: await defaultLanguage(tx),
      });
      await repo.grantRoles(tx, created.id, [ROLE_IDS.CLIENT]);
      const workspace = await workspacesRepo.createWorkspace(tx, {
        ownerId: created.id,
        name: `${created.name}'s workspace`,
        plan: TRIAL_PLAN,
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
      });
      await writeEvent(tx, authEvents, userRegistered, { userId: created.id, workspaceId: workspace.id, email: created.email, name: created.name, locale: created.locale });
      await startVerification(tx, deps, created);
      return issueSession(deps, tx, await sessionUserOf(tx, created));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

type RefreshOutcome = { kind: 'session'; session: SessionResponse } | { kind: 'reused' } | { kind: 'refused'; error: Error };

/** A workspace move made while rotating: only for the token's owner, into a workspace they belong to. */
export interface WorkspaceMove {
  userId: number;
  workspaceId: number;
}

/**
 * Rotation: each refresh token works once and is replaced by a new one of the same family.
 * The same client presenting it again within a few seconds (two tabs refreshing at once) gets
 * the same new pair. Any other reuse means a copy is in someone else's hands: the whole family
 * is revoked (committed) and the caller must sign in again.
 */
export async function refresh(deps: AuthDeps, body: RefreshBody, { client, move }: { client?: RefreshClient; move?: WorkspaceMove } = {}): Promise<SessionResponse> {
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await tokens.lockRefreshToken(tx, hashSecret(body.refresh_token));
    if (!row) return { kind: 'refused', error: authErrors.REFRESH_INVALID() };
    if (row.rotatedAt && client && !move && !row.revokedAt) {
      const again = await recentRotation(deps.cache, body.refresh_token, client, row.rotatedAt);
      if (again) return { kind: 'session', session: again };
    }
    if (row.rotatedAt) {
      await tokens.revokeFamily(tx, row.familyId);
      await revokeAccess(deps, { sessions: [row.familyId] });
      return { kind: 'reused' };
    }
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { kind: 'refused', error: authErrors.REFRESH_INVALID() };
    const user = await repo.findUserById(tx, row.userId);
    if (!user || user.status !== 'active') {
      await tokens.revokeFamily(tx, row.familyId);
      await revokeAccess(deps, { sessions: [row.familyId] });
      return { kind: 'refused', error: user?.status === 'banned' ? authErrors.ACCOUNT_BANNED() : user ? authErrors.ACCOUNT_DISABLED() : authErrors.REFRESH_INVALID() };
    }
    let current = user;
    if (move) {
      if (move.userId !== user.id) return { kind: 'refused', error: authErrors.REFRESH_INVALID() };
      if (!(await workspacesRepo.memberRole(tx, move.workspaceId, user.id))) return { kind: 'refused', error: commonErrors.FORBIDDEN('You are not a member of this workspace') };
      current = (await repo.updateUser(tx, user.id, { currentWorkspaceId: move.workspaceId })) ?? user;
    }
    await tokens.markRotated(tx, row.id);
    const session = await issueSession(deps, tx, await sessionUserOf(tx, current), row.familyId);
    if (client && !move) await rememberRotation(deps.cache, body.refresh_token, client, session);
    return { kind: 'session', session };
  });
  if (outcome.kind === 'reused') throw authErrors.REFRESH_REUSED();
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome.session;
}

/** The session an access token belongs to: its user and its family (`fam`). */
export interface AccessSession {
  userId: number;
  familyId: string;
}

/**
 * Ends the session the refresh token belongs to and, when the request carries a valid access
 * token, that token's own session: a client that lost its refresh token still signs out, and
 * the same access token is refused from the next request on. Unknown tokens are ignored
 * (logging out always succeeds).
 */
export async function logout(deps: AuthDeps, body: LogoutBody, access?: AccessSession): Promise<OkResponse> {
  const families = new Set<string>();
  if (body.refresh_token) {
    const row = await tokens.findRefreshToken(deps.db, hashSecret(body.refresh_token));
    if (row) {
      await tokens.revokeFamily(deps.db, row.familyId);
      families.add(row.familyId);
    }
  }
  if (access && !families.has(access.familyId)) {
    await tokens.revokeFamilyOf(deps.db, access.userId, access.familyId);
    families.add(access.familyId);
  }
  if (families.size > 0) await revokeAccess(deps, { sessions: [...families] });
  return { ok: true };
}

export async function currentUser(deps: AuthDeps, userId: number): Promise<SessionUser> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.status !== 'active') throw authErrors.USER_NOT_FOUND();
  return sessionUserOf(deps.db, user);
}
