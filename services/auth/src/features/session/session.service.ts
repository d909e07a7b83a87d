import type { FastifyInstance } from 'fastify';
import { ROLE_IDS, isPermission, userRegistered, type LoginBody, type SessionResponse, type SessionUser, type SignupBody } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import type { AccessClaims } from '@cadence/service-kit';
import { authEvents } from '../../db/schema';
import { authErrors } from './session.errors';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './session.repository';

export interface SessionDeps {
  db: Database;
  app: FastifyInstance;
  accessTokenTtlSeconds: number;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

export async function sessionUserOf(db: Executor, user: repo.UserRow): Promise<SessionUser> {
  const [access, workspaceId] = await Promise.all([repo.accessOf(db, user.id), repo.primaryWorkspaceOf(db, user.id)]);
  return {
    id: user.id,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    workspaceId,
    roleIds: access.roleIds,
    permissions: access.permissions.filter(isPermission),
    plans: [],
    previousPlan: null,
    email_verified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

function issue(deps: SessionDeps, user: SessionUser): SessionResponse {
  const claims: AccessClaims = { sub: String(user.id), wid: user.workspaceId, rid: user.roleIds, perms: user.permissions };
  const access_token = deps.app.jwt.sign(claims, { expiresIn: deps.accessTokenTtlSeconds });
  return { access_token, token_type: 'Bearer', expires_in: deps.accessTokenTtlSeconds, user };
}

export async function login(deps: SessionDeps, body: LoginBody): Promise<SessionResponse> {
  const user = await repo.findUserByEmail(deps.db, body.email);
  const valid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !valid) throw authErrors.INVALID_CREDENTIALS();
  if (user.status === 'banned') throw authErrors.ACCOUNT_BANNED();
  if (user.status === 'disabled') throw authErrors.ACCOUNT_DISABLED();
  await repo.recordLogin(deps.db, user.id);
  return issue(deps, await sessionUserOf(deps.db, user));
}

/**
 * A client signs up: the user with the Client role, their workspace with them as owner, and
 * auth.user.registered in the outbox, all in one transaction.
 */
export async function signup(deps: SessionDeps, body: SignupBody): Promise<SessionResponse> {
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        name: body.name.trim(),
        firstName: body.first_name?.trim() || null,
        lastName: body.last_name?.trim() || null,
        email: body.email.trim(),
        passwordHash,
      });
      await repo.grantRoles(tx, created.id, [ROLE_IDS.CLIENT]);
      const workspaceId = await repo.createWorkspace(tx, created.id, `${created.name}'s workspace`);
      await writeEvent(tx, authEvents, userRegistered, { userId: created.id, workspaceId, email: created.email, name: created.name, locale: created.locale });
      return sessionUserOf(tx, created);
    });
    return issue(deps, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw authErrors.EMAIL_TAKEN(undefined, [{ field: 'email', message: 'is already registered' }]);
    throw error;
  }
}

export async function currentUser(deps: SessionDeps, userId: number): Promise<SessionUser> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.status !== 'active') throw authErrors.USER_NOT_FOUND();
  return sessionUserOf(deps.db, user);
}

export { issue as issueSession };
