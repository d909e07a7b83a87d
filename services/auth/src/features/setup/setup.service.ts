import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_IDS, type SessionResponse, type SetupBody } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { setupTokens } from '../../db/schema';
import { authErrors } from '../session/session.errors';
import { hashPassword } from '../session/passwords';
import * as repo from '../session/session.repository';
import { issueSession, sessionUserOf, type SessionDeps } from '../session/session.service';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function needsSetup(db: Database): Promise<boolean> {
  return repo.anyUserWithRole(db, ROLE_IDS.ADMIN).then((exists) => !exists);
}

async function createAdmin(db: Parameters<Parameters<Database['transaction']>[0]>[0], input: { name: string; email: string; password: string }) {
  const user = await repo.insertUser(db, { name: input.name, email: input.email, passwordHash: await hashPassword(input.password), emailVerified: true });
  await repo.grantRoles(db, user.id, [ROLE_IDS.ADMIN]);
  return user;
}

export type FirstStart = { kind: 'ready' } | { kind: 'admin-created'; email: string } | { kind: 'setup-token'; token: string };

/**
 * On the first start: create the administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or mint a
 * one-time setup token (only its hash is kept) for the setup page.
 */
export async function prepareFirstStart(db: Database, admin: { email?: string | undefined; password?: string | undefined }): Promise<FirstStart> {
  return db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('auth:first-start'))`);
    if (await repo.anyUserWithRole(tx, ROLE_IDS.ADMIN)) return { kind: 'ready' } as const;
    if (admin.email && admin.password) {
      const existing = await repo.findUserByEmail(tx, admin.email);
      if (existing) {
        await repo.grantRoles(tx, existing.id, [ROLE_IDS.ADMIN]);
      } else {
        await createAdmin(tx, { name: 'Administrator', email: admin.email, password: admin.password });
      }
      return { kind: 'admin-created', email: admin.email } as const;
    }
    const token = randomBytes(24).toString('base64url');
    await tx.delete(setupTokens).where(isNull(setupTokens.usedAt));
    await tx.insert(setupTokens).values({ tokenHash: hashToken(token) });
    return { kind: 'setup-token', token } as const;
  });
}

export async function completeSetup(deps: SessionDeps, body: SetupBody): Promise<SessionResponse> {
  const user = await deps.db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('auth:first-start'))`);
    if (await repo.anyUserWithRole(tx, ROLE_IDS.ADMIN)) throw authErrors.SETUP_DONE();
    const used = await tx
      .update(setupTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(setupTokens.tokenHash, hashToken(body.token)), isNull(setupTokens.usedAt)))
      .returning({ id: setupTokens.id });
    if (used.length === 0) throw authErrors.SETUP_TOKEN_INVALID();
    if (await repo.findUserByEmail(tx, body.email)) throw authErrors.EMAIL_TAKEN(undefined, [{ field: 'email', message: 'is already registered' }]);
    const admin = await createAdmin(tx, body);
    return sessionUserOf(tx, admin);
  });
  return issueSession(deps, user);
}
