import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_IDS, type SessionResponse, type SetupBody } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { setupTokens } from '../../db/schema';
import { authErrors, emailTaken } from '../session/session.errors';
import type { PasswordHasher } from '../session/passwords';
import * as repo from '../session/session.repository';
import { issueSession, sessionUserOf } from '../session/session.service';
import type { AuthDeps } from '../../deps';
import { hashSecret as hashToken, randomToken } from '../../shared/secrets';
import { emitUserUpdated } from '../users/user-events';

export function needsSetup(db: Database): Promise<boolean> {
  return repo.anyUserWithRole(db, ROLE_IDS.ADMIN).then((exists) => !exists);
}

async function createAdmin(db: Executor, hasher: PasswordHasher, input: { name: string; email: string; password: string }) {
  const user = await repo.insertUser(db, { name: input.name, email: input.email, passwordHash: await hasher.hash(input.password), emailVerified: true });
  await repo.grantRoles(db, user.id, [ROLE_IDS.ADMIN]);
  // Other services learn of the administrator as of any other user (notifications, for one).
  await emitUserUpdated(db, user);
  return user;
}

export type FirstStart = { kind: 'ready' } | { kind: 'admin-created'; email: string } | { kind: 'setup-token'; token: string };

/**
 * On the first start: create the administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or mint a
 * one-time setup token (only its hash is kept) for the setup page.
 */
export async function prepareFirstStart(db: Database, hasher: PasswordHasher, admin: { email?: string | undefined; password?: string | undefined }): Promise<FirstStart> {
  return db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('auth:first-start'))`);
    if (await repo.anyUserWithRole(tx, ROLE_IDS.ADMIN)) return { kind: 'ready' } as const;
    if (admin.email && admin.password) {
      const existing = await repo.findUserByEmail(tx, admin.email);
      if (existing) {
        await repo.grantRoles(tx, existing.id, [ROLE_IDS.ADMIN]);
      } else {
        await createAdmin(tx, hasher, { name: 'Administrator', email: admin.email, password: admin.password });
      }
      return { kind: 'admin-created', email: admin.email } as const;
    }
    const token = randomToken();
    await tx.delete(setupTokens).where(isNull(setupTokens.usedAt));
    await tx.insert(setupTokens).values({ tokenHash: hashToken(token) });
    return { kind: 'setup-token', token } as const;
  });
}

export async function completeSetup(deps: AuthDeps, body: SetupBody): Promise<SessionResponse> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('auth:first-start'))`);
    if (await repo.anyUserWithRole(tx, ROLE_IDS.ADMIN)) throw authErrors.SETUP_DONE();
    const used = await tx
      .update(setupTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(setupTokens.tokenHash, hashToken(body.token)), isNull(setupTokens.usedAt)))
      .returning({ id: setupTokens.id });
    if (used.length === 0) throw authErrors.SETUP_TOKEN_INVALID();
    if (await repo.findUserByEmail(tx, body.email)) throw emailTaken();
    const admin = await createAdmin(tx, deps.hasher, body);
    return issueSession(deps, tx, await sessionUserOf(tx, admin));
  });
}
